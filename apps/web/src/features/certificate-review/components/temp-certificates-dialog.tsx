/**
 * Temporary certificates dialog (admin, spec §2, §3): the candidates found for a component
 * with match %, source, certificate number, model, plant and link, 10 a page; 'Approve
 * selected' turns the ticked ones into certification records.
 */
import { sourceLabel, type Material, type TempCertificate } from '@partproof/shared';
import { Badge, Button, Checkbox, Group, Loader, ScrollArea, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { MaterialDialog } from '@/components/material-dialog';
import { keepFocusRef } from '@/lib/keep-focus';
import { notifySuccess } from '@/lib/notify';
import { useApproveCerts } from '../api/approve-certs';
import { TEMP_CERTIFICATES_PAGE_SIZE, useTempCertificates } from '../api/temp-certificates';
import { OptionalLink } from '@/components/external-link';

interface TempCertificatesDialogProps {
  material: Material | null;
  onClose: () => void;
}

export function TempCertificatesDialog({ material, onClose }: TempCertificatesDialogProps) {
  const { t } = useTranslation();
  return (
    <MaterialDialog
      material={material}
      title={t('Temporary certificates')}
      size="80rem"
      onClose={onClose}
    >
      {(material) => <TempCertificatesBody material={material} />}
    </MaterialDialog>
  );
}

function plantOf(temp: TempCertificate): string {
  return temp.rawData.manufacturedPlant ?? '—';
}

function TempCertificatesBody({ material }: { material: Material }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const query = useTempCertificates(material.id, page, true);
  const approve = useApproveCerts();
  const rows = query.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / TEMP_CERTIFICATES_PAGE_SIZE));
  const nothingSelected = selected.size === 0;

  const toggle = (id: number, value: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (value) next.add(id);
      else next.delete(id);
      return next;
    });

  const approveSelected = () =>
    approve.mutate(
      { ids: [...selected], materialId: material.id, productId: material.productId },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          setSelected(new Set());
        },
      },
    );

  if (query.isPending) return <Loader size="sm" aria-label={t('Loading temporary certificates')} />;
  if (query.isError) return <Text c="red">{query.error.message}</Text>;

  return (
    <>
      <ScrollArea>
        <Table striped highlightOnHover miw={900}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t('Match')}</Table.Th>
              <Table.Th>{t('Source')}</Table.Th>
              <Table.Th>{t('Certificate number')}</Table.Th>
              <Table.Th>{t('Model')}</Table.Th>
              <Table.Th>{t('Holder')}</Table.Th>
              <Table.Th>{t('Plant')}</Table.Th>
              <Table.Th>{t('Link')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((temp) => (
              <Table.Tr key={temp.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('Select certificate {{number}}', {
                      number: temp.certificateNumber,
                    })}
                    checked={selected.has(temp.id)}
                    onChange={(event) => toggle(temp.id, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Badge color={temp.matchPercent >= 90 ? 'green' : 'yellow'} variant="light">
                    {temp.matchPercent}%
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{temp.cert.certifying_body}</Text>
                  <Text size="xs" c="dimmed">
                    {t('via {{source}}', { source: sourceLabel(temp.serviceName) })}
                  </Text>
                </Table.Td>
                <Table.Td>{temp.certificateNumber}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2} title={temp.cert.model}>
                    {temp.cert.model}
                  </Text>
                </Table.Td>
                <Table.Td>{temp.name}</Table.Td>
                <Table.Td>{plantOf(temp)}</Table.Td>
                <Table.Td>
                  <OptionalLink href={temp.url ?? temp.rawData.link}>
                    {(temp.url ?? temp.rawData.link) ? t('Open') : '—'}
                  </OptionalLink>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {rows.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {t('No temporary certificates')}
        </Text>
      )}
      <Group justify="space-between" mt="md">
        <Pager value={page} total={pages} onChange={setPage} size="sm" />
        <Button
          // With nothing ticked (so also once the ticked ones are approved) it is dimmed,
          // not disabled: a disabled button would drop the keyboard's focus to the page.
          ref={keepFocusRef}
          data-disabled={nothingSelected || undefined}
          aria-disabled={nothingSelected}
          loading={approve.isPending}
          onClick={() => !nothingSelected && approveSelected()}
        >
          {selected.size > 0
            ? t('Approve selected ({{selected}})', { selected: selected.size })
            : t('Approve selected')}
        </Button>
      </Group>
    </>
  );
}
