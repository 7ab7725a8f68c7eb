/**
 * The compliance matrix on screen: one row per BOM line, alternatives marked, 50 rows a
 * page; "Lines with findings" narrows it to what is still open.
 */
import {
  EVIDENCE_KIND_LABELS,
  REQUIRED_EVIDENCE_LABELS,
  rohsStatusLabel,
  type TechnicalFile,
} from '@partproof/shared';
import { Badge, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { formatRohsReason } from '@/lib/format';

const PAGE = 50;
const RISK_COLOR = { low: 'green', medium: 'gray', high: 'orange' } as const;

export function MatrixTable({ file }: { file: TechnicalFile }) {
  const { t } = useTranslation();
  const [show, setShow] = useState<'all' | 'open'>('all');
  const [page, setPage] = useState(1);
  const numbered = useMemo(() => {
    const open = new Set(file.findings.flatMap((f) => f.lines));
    return file.lines
      .map((line, i) => ({ line, number: i + 1, open: open.has(line.materialId) }))
      .filter((row) => show === 'all' || row.open);
  }, [file, show]);
  const numberOf = new Map(file.lines.map((l, i) => [l.materialId, i + 1]));
  const rows = numbered.slice((page - 1) * PAGE, page * PAGE);
  const paged = numbered.length > PAGE;

  return (
    <Stack gap="sm">
      <SegmentedControl
        w="fit-content"
        value={show}
        onChange={(value) => {
          setShow(value === 'open' ? 'open' : 'all');
          setPage(1);
        }}
        data={[
          { value: 'all', label: t('All lines ({{total}})', { total: file.total }) },
          { value: 'open', label: t('Lines with findings') },
        ]}
      />
      <Table.ScrollContainer minWidth={1100}>
        <Table striped withTableBorder aria-label={t('Compliance matrix')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('Reference')}</Table.Th>
              <Table.Th>{t('Designators')}</Table.Th>
              <Table.Th>{t('Component')}</Table.Th>
              <Table.Th>{t('Qty')}</Table.Th>
              <Table.Th>{t('Manufacturer')}</Table.Th>
              <Table.Th>{t('Risk')}</Table.Th>
              <Table.Th>{t('Evidence')}</Table.Th>
              <Table.Th>{t('RoHS status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ line, number }) => {
              const [evidence] = line.evidence;
              return (
                <Table.Tr key={line.materialId}>
                  <Table.Td>{number}</Table.Td>
                  <Table.Td>
                    {line.internalReference}
                    {line.alternativeOf !== null && (
                      <Text size="xs" c="dimmed">
                        {t('alternative of line {{number}}', {
                          number: numberOf.get(line.alternativeOf) ?? '',
                        })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{line.designators.join(', ')}</Table.Td>
                  <Table.Td>{line.componentName}</Table.Td>
                  <Table.Td>{line.quantity ?? ''}</Table.Td>
                  <Table.Td>{line.manufacturer}</Table.Td>
                  <Table.Td>
                    {line.dnp ? (
                      <Badge color="gray" variant="outline">
                        {t('DNP')}
                      </Badge>
                    ) : (
                      <Badge
                        color={RISK_COLOR[line.risk]}
                        variant="light"
                        title={t('{{why}}: needs {{evidence}}', {
                          why: line.riskWhy,
                          evidence: t(REQUIRED_EVIDENCE_LABELS[line.requiredEvidence]),
                        })}
                      >
                        {t(line.risk)}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {evidence ? (
                      <Stack gap={0}>
                        <Text size="sm">
                          {evidence.fileName ??
                            t('Declaration {{id}}', { id: evidence.declarationId })}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t(EVIDENCE_KIND_LABELS[evidence.evidenceKind])}
                          {evidence.dateIssue ? `, ${evidence.dateIssue}` : ''}
                          {evidence.directives.length ? `, ${evidence.directives.join(', ')}` : ''}
                          {line.evidence.length > 1
                            ? ` ${t('(+{{number}} more)', { number: line.evidence.length - 1 })}`
                            : ''}
                        </Text>
                      </Stack>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('none')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm">{t(rohsStatusLabel(line.rohsStatus))}</Text>
                      <Text size="xs" c="dimmed">
                        {formatRohsReason(line.reason)}
                      </Text>
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paged && (
        <Group justify="flex-end">
          <Pager
            total={Math.ceil(numbered.length / PAGE)}
            value={page}
            onChange={setPage}
            aria-label={t('Matrix pages')}
          />
        </Group>
      )}
    </Stack>
  );
}
