/**
 * Each product with what it still misses, what ends within 90 days and its open requests —
 * for a customer all of theirs, for staff those in review or collecting. The same figures
 * draw the status chart beside it; this table is what screen readers get.
 */
import type { HomeProduct } from '@partproof/shared';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const count = (n: number, warn = true) => (
  <Text size="sm" fw={n > 0 && warn ? 700 : undefined} c={n > 0 && warn ? 'red.9' : undefined}>
    {n}
  </Text>
);

export function ProductSummaries({ products }: { products: HomeProduct[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t('Products and what they miss')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Product')}</Table.Th>
            <Table.Th>{t('Without certificate')}</Table.Th>
            <Table.Th>{t('Without declaration')}</Table.Th>
            <Table.Th>{t('Ending within 90 days')}</Table.Th>
            <Table.Th>{t('Open requests')}</Table.Th>
            <Table.Th>{t('Certificates approved')}</Table.Th>
            <Table.Th>{t('RoHS approved')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((p) => {
            const lines =
              p.status.certificates.approved +
              p.status.certificates.inReview +
              p.status.certificates.waitingForReply +
              p.status.certificates.notApproved;
            return (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/products/${p.id}`}>
                    {p.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{count(p.missingCertificates)}</Table.Td>
                <Table.Td>{count(p.missingDeclarations)}</Table.Td>
                <Table.Td>{count(p.expiring90)}</Table.Td>
                <Table.Td>{count(p.openRequests, false)}</Table.Td>
                <Table.Td>
                  {t('{{count}} of {{total}}', {
                    count: p.status.certificates.approved,
                    total: lines,
                  })}
                </Table.Td>
                <Table.Td>
                  {t('{{count}} of {{total}}', { count: p.status.rohs.approved, total: lines })}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
