/**
 * The components table (spec §2 "Components screen"): six columns, IN PRODUCT hidden for
 * engineers. COMMENTS has 'Show', opening the comments on the part's components (the list
 * answers no count, so none is shown).
 */
import type { Component, ComponentSortKey } from '@partproof/shared';
import { Button, ScrollArea, Table } from '@mantine/core';
import type { SortState } from '@/lib/table-sort';
import { SortableTh } from '@/components/sortable-th';

interface ComponentsTableProps {
  rows: readonly Component[];
  showInProduct: boolean;
  sort: SortState<ComponentSortKey> | null;
  onSort: (key: ComponentSortKey) => void;
  onViewProducts: (component: Component) => void;
  onViewRecords: (component: Component) => void;
  onShowComments: (component: Component) => void;
}

export function ComponentsTable({
  rows,
  showInProduct,
  sort,
  onSort,
  onViewProducts,
  onViewRecords,
  onShowComments,
}: ComponentsTableProps) {
  const th = (label: string, key: ComponentSortKey) => (
    <SortableTh label={label} sortKey={key} sort={sort} onSort={onSort} />
  );
  return (
    <ScrollArea>
      <Table highlightOnHover verticalSpacing="sm" miw={showInProduct ? 900 : 750}>
        <Table.Thead>
          <Table.Tr>
            {th("MANUFACTURER'S COMPONENT NAME", 'componentName')}
            {th('MANUFACTURER', 'manufacturer')}
            {th('TYPE', 'type')}
            <Table.Th>COMMENTS</Table.Th>
            {showInProduct && th('IN PRODUCT', 'products')}
            {th('Certification Records', 'certificates')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((component) => (
            <Table.Tr key={component.id}>
              <Table.Td fw={500}>{component.componentName}</Table.Td>
              <Table.Td>{component.manufacturer}</Table.Td>
              <Table.Td>{component.type}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-haspopup="dialog"
                  aria-label={`Show comments on ${component.componentName}`}
                  onClick={() => onShowComments(component)}
                >
                  Show
                </Button>
              </Table.Td>
              {showInProduct && (
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-haspopup="dialog"
                    aria-label={`View ${component.product.length} products using ${component.componentName}`}
                    onClick={() => onViewProducts(component)}
                  >
                    View {component.product.length}
                  </Button>
                </Table.Td>
              )}
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-haspopup="dialog"
                  aria-label={`View ${component.allCertificates.length} certification records of ${component.componentName}`}
                  onClick={() => onViewRecords(component)}
                >
                  View {component.allCertificates.length}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
