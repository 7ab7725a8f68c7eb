/**
 * The components table (spec §2 "Components screen"): six columns, IN PRODUCT hidden for
 * engineers. COMMENTS has 'Show', opening the comments on the part's components (the list
 * answers no count, so none is shown).
 */
import type { Component, ComponentSortKey } from '@partproof/shared';
import { Button, ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const th = (label: string, key: ComponentSortKey) => (
    <SortableTh label={label} sortKey={key} sort={sort} onSort={onSort} />
  );
  return (
    <ScrollArea>
      <Table highlightOnHover verticalSpacing="sm" miw={showInProduct ? 900 : 750}>
        <Table.Thead>
          <Table.Tr>
            {th(t("MANUFACTURER'S COMPONENT NAME"), 'componentName')}
            {th(t('MANUFACTURER'), 'manufacturer')}
            {th(t('TYPE'), 'type')}
            <Table.Th>{t('COMMENTS')}</Table.Th>
            {showInProduct && th(t('IN PRODUCT'), 'products')}
            {th(t('Certification Records'), 'certificates')}
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
                  aria-label={t('Show comments on {{component}}', {
                    component: component.componentName,
                  })}
                  onClick={() => onShowComments(component)}
                >
                  {t('Show')}
                </Button>
              </Table.Td>
              {showInProduct && (
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-haspopup="dialog"
                    aria-label={t('View {{number}} products using {{component}}', {
                      number: component.product.length,
                      component: component.componentName,
                    })}
                    onClick={() => onViewProducts(component)}
                  >
                    {t('View {{number}}', { number: component.product.length })}
                  </Button>
                </Table.Td>
              )}
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-haspopup="dialog"
                  aria-label={t('View {{number}} certification records of {{component}}', {
                    number: component.allCertificates.length,
                    component: component.componentName,
                  })}
                  onClick={() => onViewRecords(component)}
                >
                  {t('View {{number}}', { number: component.allCertificates.length })}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
