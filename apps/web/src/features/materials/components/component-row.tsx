/** One row of the component table: a top-level material or one of its alternatives. */
import { ProductStatus, type Material } from '@partproof/shared';
import { Badge, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconCornerDownRight } from '@tabler/icons-react';
import { CriticalCell } from './critical-cell';
import { EditableCell } from './editable-cell';
import { MaterialStatusCell } from './material-status-cell';
import type { MaterialCertificateSlots } from '../utils/certificate-slots';
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
  certificates: MaterialCertificateSlots;
}

export function ComponentRow(props: ComponentRowProps) {
  const { material, viewer, alternatives, certificates } = props;
  const isAlternative = alternatives === undefined;
  const editing = viewer.editMode;
  const cell = (field: 'componentName' | 'manufacturer' | 'type', label: string) => (
    <Table.Td>
      <EditableCell material={material} field={field} label={label} editing={editing} />
    </Table.Td>
  );

  return (
    <Table.Tr bg={isAlternative ? 'var(--mantine-color-gray-0)' : undefined}>
      {viewer.canSelect && (
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
        {certificates.records(material)}
        {material.certificateExpired && (
          <Badge color="red" variant="light" tt="none" ml={4}>
            Expired
          </Badge>
        )}
      </Table.Td>
      {certificates.temp && <Table.Td>{certificates.temp(material)}</Table.Td>}
      <Table.Td>
        <MaterialStatusCell material={material} role={viewer.role} />
      </Table.Td>
      {certificates.rohs && <Table.Td>{certificates.rohs(material)}</Table.Td>}
      {viewer.canDelete && (
        <Table.Td>
          <Button size="xs" color="red" variant="light" onClick={() => props.onDelete(material)}>
            Delete
          </Button>
        </Table.Td>
      )}
      {certificates.search?.(material)}
      {certificates.fetchRohs && <Table.Td>{certificates.fetchRohs(material)}</Table.Td>}
      {certificates.comments && <Table.Td>{certificates.comments(material)}</Table.Td>}
      {certificates.datasheet && <Table.Td>{certificates.datasheet(material)}</Table.Td>}
      {certificates.flag && <Table.Td>{certificates.flag(material)}</Table.Td>}
      {certificates.contact && <Table.Td>{certificates.contact(material)}</Table.Td>}
    </Table.Tr>
  );
}
