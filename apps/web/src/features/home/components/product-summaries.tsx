/**
 * Each product with what it still misses, what ends within 90 days and its open requests —
 * for a customer all of theirs, for staff those in review or collecting. The same figures
 * draw the status chart beside it; this table is what screen readers get.
 */
import type { HomeProduct } from '@partproof/shared';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';

const count = (n: number, warn = true) => (
  <Text size="sm" fw={n > 0 && warn ? 700 : undefined} c={n > 0 && warn ? 'red.9' : undefined}>
    {n}
  </Text>
);

export function ProductSummaries({ products }: { products: HomeProduct[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label="Products and what they miss">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>Without certificate</Table.Th>
            <Table.Th>Without declaration</Table.Th>
            <Table.Th>Ending within 90 days</Table.Th>
            <Table.Th>Open requests</Table.Th>
            <Table.Th>Certificates approved</Table.Th>
            <Table.Th>RoHS approved</Table.Th>
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
                  {p.status.certificates.approved} of {lines}
                </Table.Td>
                <Table.Td>
                  {p.status.rohs.approved} of {lines}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
