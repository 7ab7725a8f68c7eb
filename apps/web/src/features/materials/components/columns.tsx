/**
 * The component table's columns (spec §2 "Component table"), in order: one descriptor per
 * column drives its header, its cell in every row and its place in the column chooser, so a
 * new column is one entry here. `visibleTo` says who has the column at all (admins, RoHS
 * users: the capabilities behind the viewer and the cells the product page hands in);
 * `choice` what the chooser may do with it (utils/table-preferences.ts). Headers are the spec's
 * English (msg), drawn with the reader's `t`, which the cells get through the table context.
 */
import { ProductStatus, type Material } from '@partproof/shared';
import { ActionIcon, Badge, Button, Checkbox, Group, Text, Tooltip } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronRight,
  IconCornerDownRight,
  IconTrash,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { msg } from '@/i18n/i18n';
import type { MaterialCertificateSlots } from '../utils/certificate-slots';
import type { SortKey } from '../utils/sort-components';
import type { ColumnChoice } from '../utils/table-preferences';
import type { TableViewer } from '../utils/table-viewer';
import { CriticalCell } from './critical-cell';
import { EditableCell, type EditableField } from './editable-cell';
import { MaterialStatusCell } from './material-status-cell';

/** What every cell of one page of the table may need. */
export interface TableContext {
  viewer: TableViewer;
  productStatus: number;
  certificates: MaterialCertificateSlots;
  selection: {
    isSelected: (id: number) => boolean;
    onChange: (ids: number[], selected: boolean) => void;
    /** Every material of the page, alternatives included: what 'select all' selects. */
    pageIds: number[];
  };
  onDelete: (material: Material) => void;
  /** The reader's translation: the cells' names and labels in their language. */
  t: TFunction;
}

export interface ComponentRowData {
  material: Material;
  /** Set on top-level rows; alternatives leave it out. */
  alternatives?: { count: number; expanded: boolean; onToggle: () => void };
}

export interface ComponentColumn {
  key: string;
  /** The spec's header text (English, drawn with `t`); also the column's name in the chooser. */
  header: string;
  /** The server's sort key when the header sorts the table. */
  sortable?: SortKey;
  visibleTo: (table: TableContext) => boolean;
  choice: ColumnChoice;
  cell: (row: ComponentRowData, table: TableContext) => ReactNode;
  /** A header cell's content other than its text (the select-all checkbox). */
  th?: (table: TableContext) => ReactNode;
}

type CellSlot = Exclude<keyof MaterialCertificateSlots, 'tools'>;

/** A column whose cell belongs to another feature: shown when the product page hands it in. */
function slotColumn(key: string, header: string, slot: CellSlot, choice: ColumnChoice) {
  return {
    key,
    header,
    choice,
    visibleTo: (table: TableContext) => table.certificates[slot] !== undefined,
    cell: ({ material }: ComponentRowData, table: TableContext) =>
      table.certificates[slot]?.(material),
  } satisfies ComponentColumn;
}

function textColumn(key: EditableField, header: string, choice: ColumnChoice): ComponentColumn {
  return {
    key,
    header,
    sortable: key,
    choice,
    visibleTo: () => true,
    cell: ({ material }, table) => (
      <EditableCell
        material={material}
        field={key}
        label={table.t(header)}
        editing={table.viewer.editMode}
      />
    ),
  };
}

function referenceCell({ material, alternatives }: ComponentRowData, table: TableContext) {
  const isAlternative = alternatives === undefined;
  return (
    <>
      <Group gap={6} wrap="nowrap" pl={isAlternative ? 'md' : 0}>
        {isAlternative && <IconCornerDownRight size={14} aria-label={table.t('Alternative')} />}
        <EditableCell
          material={material}
          field="internalReference"
          label={table.t('Internal component reference')}
          editing={table.viewer.editMode}
        />
      </Group>
      {alternatives && alternatives.count > 0 && (
        <Button
          size="compact-xs"
          variant="subtle"
          mt={4}
          aria-expanded={alternatives.expanded}
          leftSection={
            alternatives.expanded ? <IconChevronDown size={12} /> : <IconChevronRight size={12} />
          }
          onClick={alternatives.onToggle}
        >
          {alternatives.count === 1
            ? table.t('1 alternative')
            : table.t('{{count}} alternatives', { count: alternatives.count })}
        </Button>
      )}
    </>
  );
}

export const COMPONENT_COLUMNS: readonly ComponentColumn[] = [
  {
    key: 'select',
    header: msg('Select'),
    choice: 'always',
    visibleTo: (table) => table.viewer.canSelect,
    th: ({ selection, t }) => {
      const { pageIds, isSelected } = selection;
      const all = pageIds.length > 0 && pageIds.every(isSelected);
      return (
        <Checkbox
          aria-label={t('Select all components on this page')}
          checked={all}
          indeterminate={!all && pageIds.some(isSelected)}
          onChange={(event) => selection.onChange(pageIds, event.currentTarget.checked)}
        />
      );
    },
    cell: ({ material }, { selection, t }) => (
      <Checkbox
        aria-label={t('Select {{component}}', { component: material.componentName })}
        checked={selection.isSelected(material.id)}
        onChange={(event) => selection.onChange([material.id], event.currentTarget.checked)}
      />
    ),
  },
  {
    key: 'internalReference',
    header: msg('Internal component reference'),
    sortable: 'internalReference',
    choice: 'always',
    visibleTo: () => true,
    cell: referenceCell,
  },
  {
    key: 'designator',
    header: msg('Designator'),
    // Board positions matter for assembly, rarely for compliance: chosen when needed.
    choice: 'hidden',
    visibleTo: () => true,
    cell: ({ material }) => (
      <Text size="sm" lineClamp={2} title={material.designator.join(', ')}>
        {material.designator.join(', ')}
      </Text>
    ),
  },
  textColumn('componentName', msg("Manufacturer's component name"), 'always'),
  textColumn('manufacturer', msg('Manufacturer'), 'shown'),
  textColumn('type', msg('Type'), 'shown'),
  {
    key: 'critical',
    header: msg('Critical'),
    sortable: 'critical',
    choice: 'shown',
    visibleTo: () => true,
    cell: ({ material }, table) => (
      <CriticalCell
        material={material}
        disabled={table.viewer.readOnly || table.productStatus === ProductStatus.ReadyForReview}
      />
    ),
  },
  {
    key: 'certificates',
    header: msg('Certification records'),
    sortable: 'certificates',
    choice: 'shown',
    visibleTo: () => true,
    cell: ({ material }, table) => (
      <Group gap={4} wrap="nowrap">
        {table.certificates.records(material)}
        {material.certificateExpired && (
          <Badge color="red" variant="light" tt="none">
            {table.t('Expired')}
          </Badge>
        )}
      </Group>
    ),
  },
  {
    ...slotColumn('tempCertificates', msg('Temp certificates'), 'temp', 'shown'),
    sortable: 'tempCertificates',
  },
  {
    key: 'certificateStatus',
    header: msg('Certificate status'),
    choice: 'shown',
    visibleTo: () => true,
    cell: ({ material }, table) => (
      <MaterialStatusCell material={material} role={table.viewer.role} />
    ),
  },
  slotColumn('rohsStatus', msg('RoHS status'), 'rohs', 'shown'),
  {
    key: 'delete',
    header: msg('Delete'),
    choice: 'action',
    visibleTo: (table) => table.viewer.canDelete,
    cell: ({ material }, table) => (
      <Tooltip label={table.t('Delete')}>
        <ActionIcon
          variant="light"
          color="red"
          aria-label={table.t('Delete {{component}}', { component: material.componentName })}
          onClick={() => table.onDelete(material)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    ),
  },
  slotColumn('searchDatabase', msg('Search database'), 'search', 'action'),
  slotColumn('scrapeCertificate', msg('Scrape certificate'), 'scrape', 'action'),
  slotColumn('fetchRohs', msg('Fetch RoHS/REACH'), 'fetchRohs', 'action'),
  slotColumn('comments', msg('Comments'), 'comments', 'action'),
  slotColumn('datasheet', msg('Datasheet'), 'datasheet', 'action'),
  slotColumn('flag', msg('Flag'), 'flag', 'action'),
  // The requests workflow has its tools above the table too (Email manufacturer, Activate
  // RoHS DoC collection); its column is chosen by those who work through the requests.
  slotColumn('contact', msg('Certificate contact'), 'contact', 'hidden'),
];

/** The columns this viewer has at all, in order. */
export function columnsFor(table: TableContext): ComponentColumn[] {
  return COMPONENT_COLUMNS.filter((column) => column.visibleTo(table));
}
