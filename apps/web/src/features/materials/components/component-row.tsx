/** One row of the component table: a top-level material or one of its alternatives. */
import { ProductStatus, type Material } from '@partproof/shared';
import { Badge, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconCornerDownRight } from '@tabler/icons-react';
import type { CertificateDialogKind } from '@/features/certificate-review/components/certificate-dialogs';
import { CountButton } from '@/features/certificate-review/components/count-button';
import type { SearchState } from '@/features/certificate-search/utils/live-events';
import { SearchCells } from '@/features/certificate-search/components/search-cells';
import { CriticalCell } from './critical-cell';
import { EditableCell } from './editable-cell';
import { MaterialStatusCell } from './material-status-cell';
import type { TableViewer } from '../utils/table-viewer';

interface ComponentRowProps {
  material: Material;
  viewer: TableViewer;
  productStatus: number;
  /** Set on top-level rows; alternatives leave it out. */
  alternatives?: { count: number; expanded: boolean; onToggle: () => void };
  selected: boolean;
  onSelect: (id: number, selected: boolean) => void;
  onDelete: (material: Material) => void;
  /** Whether a search of this material runs, or why the last one failed. */
  search: SearchState;
  onOpenDialog: (kind: CertificateDialogKind, material: Material) => void;
  onSearch: (material: Material, webScraping: boolean) => void;
}

export function ComponentRow(props: ComponentRowProps) {
  const { material, viewer, alternatives } = props;
  const isAlternative = alternatives === undefined;
  const editing = viewer.isAdmin && viewer.editMode;
  const cell = (field: 'componentName' | 'manufacturer' | 'type', label: string) => (
    <Table.Td>
      <EditableCell material={material} field={field} label={label} editing={editing} />
    </Table.Td>
  );

  return (
    <Table.Tr bg={isAlternative ? 'var(--mantine-color-gray-0)' : undefined}>
      {viewer.isAdmin && (
        <Table.Td>
          <Checkbox
            aria-label={`Select ${material.componentName}`}
            checked={props.selected}
            onChange={(event) => props.onSelect(material.id, event.currentTarget.checked)}
          />
        </Table.Td>
      )}
      <Table.Td>
        <Group gap={6} wrap="nowrap" pl={isAlternative ? 'md' : 0}>
          {isAlternative && <IconCornerDownRight size={14} aria-label="Alternative" />}
          <EditableCell
            material={material}
            field="internalReference"
            label="Internal component reference"
            editing={editing}
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
            {alternatives.count} {alternatives.count === 1 ? 'alternative' : 'alternatives'}
          </Button>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={2} title={material.designator.join(', ')}>
          {material.designator.join(', ')}
        </Text>
      </Table.Td>
      {cell('componentName', "Manufacturer's component name")}
      {cell('manufacturer', 'Manufacturer')}
      {cell('type', 'Type')}
      <Table.Td>
        <CriticalCell
          material={material}
          disabled={viewer.readOnly || props.productStatus === ProductStatus.ReadyForReview}
        />
      </Table.Td>
      <Table.Td>
        <CountButton
          count={material.approvedMaterialCertificates}
          label={`Certification records ${material.componentName}`}
          onClick={() => props.onOpenDialog('records', material)}
        />
        {material.certificateExpired && (
          <Badge color="red" variant="light" tt="none" ml={4}>
            Expired
          </Badge>
        )}
      </Table.Td>
      {viewer.isAdmin && (
        <Table.Td>
          <CountButton
            count={material.totalTempCertificate}
            label={`Temp certificates ${material.componentName}`}
            onClick={() => props.onOpenDialog('temp', material)}
          />
        </Table.Td>
      )}
      <Table.Td>
        <MaterialStatusCell material={material} role={viewer.role} />
      </Table.Td>
      {viewer.isAdmin && (
        <Table.Td>
          <Button size="xs" color="red" variant="light" onClick={() => props.onDelete(material)}>
            Delete
          </Button>
        </Table.Td>
      )}
      {viewer.isAdmin && (
        <SearchCells material={material} search={props.search} onSearch={props.onSearch} />
      )}
    </Table.Tr>
  );
}
