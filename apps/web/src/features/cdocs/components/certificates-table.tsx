/** The Manufacturer screen's certificate table (spec §2 columns) or its empty state. */
import type { ManufacturerCertificateRow } from '@partproof/shared';
import { CERT_MSG } from '@partproof/shared';
import { Badge, EmptyState, Table, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { msg } from '@/i18n/i18n';
import { toCertificateCells } from '../utils/certificate-row';
import { ExternalLink } from '@/components/external-link';

const COLUMNS = [
  msg('Cdoc Id'),
  msg('Document No'),
  msg('Reference'),
  msg('Model No'),
  msg('Raw Version'),
  msg('Company Name'),
  msg('Validity'),
  msg('Reason'),
  // The spec's own spelling (§2).
  msg('Certifiying Body'),
  msg('Link'),
];

export function CertificatesTable({ rows }: { rows: readonly ManufacturerCertificateRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <EmptyState icon={<IconCertificate />} title={t(CERT_MSG.noCertificatesAvailable)} py="xl" />
    );
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{t(column)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const cells = toCertificateCells(row);
            return (
              <Table.Tr key={row.id}>
                <Table.Td>{cells.cdocId}</Table.Td>
                <Table.Td>{cells.documentNo}</Table.Td>
                <Table.Td>{cells.reference}</Table.Td>
                <Table.Td maw={260}>
                  <Text size="sm" lineClamp={3} title={cells.modelNo}>
                    {cells.modelNo}
                  </Text>
                </Table.Td>
                <Table.Td>{cells.rawVersion}</Table.Td>
                <Table.Td>{cells.companyName}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={cells.validity === 'TRUE' ? 'green' : 'red'}>
                    {cells.validity}
                  </Badge>
                </Table.Td>
                <Table.Td>{cells.reason}</Table.Td>
                <Table.Td>{cells.certifyingBody}</Table.Td>
                <Table.Td>
                  {cells.link && (
                    <ExternalLink href={cells.link}>{t('Document Link')}</ExternalLink>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
