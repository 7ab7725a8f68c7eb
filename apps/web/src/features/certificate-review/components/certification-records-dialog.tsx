/**
 * Certification records dialog (spec §2, §3 approved certificate record): the component's
 * certificates with certifying body, reference number, model, expiry and document links.
 * Admins remove one (after a confirmation) and open 'Add from existing' / 'Add new
 * certificate'; everyone else reads.
 */
import type { ApprovedCertificate, Material } from '@partproof/shared';
import { Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconDatabasePlus, IconFilePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaterialDialog } from '@/components/material-dialog';
import { notifySuccess } from '@/lib/notify';
import { useApprovedCertificates } from '../api/approved-certificates';
import { useDeleteApproved } from '../api/delete-approved';
import { ListStatus } from '@/components/list-status';
import { ExternalLink } from '@/components/external-link';
import { formatDate } from '@/lib/format';

interface CertificationRecordsDialogProps {
  material: Material | null;
  /** Remove records and add new ones (the certificate.review capability). */
  canEdit: boolean;
  onClose: () => void;
  onAddExisting: (material: Material) => void;
  onAddNew: (material: Material) => void;
}

export function CertificationRecordsDialog(props: CertificationRecordsDialogProps) {
  const { material, onClose } = props;
  const { t } = useTranslation();
  return (
    <MaterialDialog
      material={material}
      title={t('Certification records')}
      size="70rem"
      onClose={onClose}
    >
      {(material) => <RecordsBody {...props} material={material} />}
    </MaterialDialog>
  );
}

function links(record: ApprovedCertificate): string[] {
  const all = [record.cdoc.url, ...record.cdoc.document_links.map((l) => l.link)];
  return [...new Set(all.filter((link): link is string => Boolean(link)))];
}

function RecordsBody({
  material,
  canEdit,
  onAddExisting,
  onAddNew,
}: CertificationRecordsDialogProps & { material: Material }) {
  const { t } = useTranslation();
  const query = useApprovedCertificates(material.id, true);
  const deletion = useDeleteApproved();
  const [confirming, setConfirming] = useState<number | null>(null);

  const remove = (id: number) =>
    deletion.mutate(
      { id, materialId: material.id, productId: material.productId },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          setConfirming(null);
        },
      },
    );

  const rows = query.data?.data ?? [];
  return (
    <Stack gap="md">
      {canEdit && (
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDatabasePlus size={16} />}
            onClick={() => onAddExisting(material)}
          >
            {t('Add from existing')}
          </Button>
          <Button leftSection={<IconFilePlus size={16} />} onClick={() => onAddNew(material)}>
            {t('Add new certificate')}
          </Button>
        </Group>
      )}
      <ListStatus
        query={query}
        empty={rows.length === 0}
        loadingLabel={t('Loading certification records')}
        emptyText={t('No certification records')}
      />
      {rows.length > 0 && (
        <ScrollArea>
          <Table striped miw={800}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Certifying body')}</Table.Th>
                <Table.Th>{t('Reference number')}</Table.Th>
                <Table.Th>{t('Model')}</Table.Th>
                <Table.Th>{t('Expiry date')}</Table.Th>
                <Table.Th>{t('Documents')}</Table.Th>
                {canEdit && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((record) => (
                <Table.Tr key={record.id}>
                  <Table.Td>{record.cdoc.cert.certifying_body}</Table.Td>
                  <Table.Td>{record.cdoc.cert.ref_number}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2} title={record.cdoc.cert.model}>
                      {record.cdoc.cert.model}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {record.cdoc.date_expiry ? formatDate(record.cdoc.date_expiry) : '—'}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={8}>
                      {links(record).map((link, index) => (
                        <ExternalLink key={link} href={link}>
                          {t('Document {{number}}', { number: index + 1 })}
                        </ExternalLink>
                      ))}
                    </Group>
                  </Table.Td>
                  {canEdit && (
                    <Table.Td>
                      {confirming === record.id ? (
                        <Group gap={4} wrap="nowrap">
                          <Text size="xs">{t('Delete?')}</Text>
                          <Button
                            size="compact-xs"
                            color="red"
                            loading={deletion.isPending}
                            onClick={() => remove(record.id)}
                          >
                            {t('Yes')}
                          </Button>
                          <Button
                            size="compact-xs"
                            variant="default"
                            onClick={() => setConfirming(null)}
                          >
                            {t('No')}
                          </Button>
                        </Group>
                      ) : (
                        <Button
                          size="compact-xs"
                          color="red"
                          variant="light"
                          aria-label={t('Delete certificate {{reference}}', {
                            reference: record.cdoc.cert.ref_number,
                          })}
                          onClick={() => setConfirming(record.id)}
                        >
                          {t('Delete')}
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
