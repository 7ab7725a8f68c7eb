/**
 * What importing a version of the law changes (DESIGN.md §10.2), shown before it is applied:
 * each part whose RoHS status moves, from what to what, and where it is used.
 */
import { rohsStatusLabel, type LawImpact } from '@partproof/shared';
import type { TFunction } from 'i18next';
import { Alert, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRohsReason } from '@/lib/format';

/** Enough to judge an import; the count says how many more there are. */
const SHOWN = 50;

/** The sentence over the table: how many parts change, now or if the version is applied. */
function changeText(impact: LawImpact, t: TFunction): string {
  // `parts`, not `count`: i18next would look for plural forms under `count`.
  const parts = impact.total;
  if (impact.dryRun) {
    if (parts === 0) return t('No part changes its RoHS status with this version.');
    if (parts === 1) return t('1 part changes RoHS status if you apply this version.');
    return t('{{parts}} parts change RoHS status if you apply this version.', { parts });
  }
  if (parts === 0) return t('No part changes its RoHS status.');
  if (parts === 1) return t('1 part changes RoHS status.');
  return t('{{parts}} parts change RoHS status.', { parts });
}

export function LawImpactSummary({ impact }: { impact: LawImpact }) {
  const { t } = useTranslation();
  const more = impact.total - SHOWN;
  if (impact.total === 0) {
    return (
      <Alert color="gray" title={impact.dryRun ? t('No status changes') : t('Applied')}>
        {changeText(impact, t)}
      </Alert>
    );
  }
  return (
    <>
      <Alert
        color={impact.dryRun ? 'yellow' : 'teal'}
        title={impact.dryRun ? t('Preview') : t('Applied')}
      >
        {changeText(impact, t)}
      </Alert>
      <ScrollArea.Autosize mah={320}>
        <Table striped withTableBorder fz="sm" aria-label={t('Status changes')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Part')}</Table.Th>
              <Table.Th>{t('Products')}</Table.Th>
              <Table.Th>{t('From')}</Table.Th>
              <Table.Th>{t('To')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {impact.changes.slice(0, SHOWN).map((change) => (
              <Table.Tr key={change.partId}>
                <Table.Td>#{change.partId}</Table.Td>
                <Table.Td>{change.productIds.map((id) => `#${id}`).join(', ')}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {t(rohsStatusLabel(change.from.rohsStatus))}
                  </Text>
                  <Text size="xs">{formatRohsReason(change.from.reason)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {t(rohsStatusLabel(change.to.rohsStatus))}
                  </Text>
                  <Text size="xs">{formatRohsReason(change.to.reason)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {more > 0 && <Text size="sm">{t('And {{parts}} more parts.', { parts: more })}</Text>}
    </>
  );
}
