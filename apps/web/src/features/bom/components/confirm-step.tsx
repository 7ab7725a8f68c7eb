/**
 * Step 03 "Confirm & Create": the parsed components, 5 per page, with an editable name, the
 * critical flag, designators, manufacturer, type and DNP. Long texts are cut (spec §9). A
 * row without a part number carries a "No part number" badge, derived ones say where from.
 */
import { pageSlice, type WizardMaterial } from '@partproof/shared';
import { Alert, Badge, Checkbox, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { msg } from '@/i18n/i18n';
import { errorMessage } from '@/lib/notify';
import type { AddProductWizardState } from '../hooks/use-add-product-wizard';
import { BomMappingSummary } from './bom-mapping-summary';
import { ComponentNameInput } from './component-name-input';
import { ConfirmPager } from './confirm-pager';
import { CutText } from './cut-text';
import { partNumberBadge, renamePatch } from '../utils/part-number-source';

/** The confirm table shows 5 rows a page (spec §9, First/Prev/Next/Last). */
const CONFIRM_PAGE_SIZE = 5;

export function ConfirmStep({ wizard }: { wizard: AddProductWizardState }) {
  const { t } = useTranslation();
  const { materials, upload, save } = wizard;
  const slice = pageSlice(materials, wizard.page, CONFIRM_PAGE_SIZE);
  const first = slice.rows[0]?.index ?? 0;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm">
          {/* msg: the key of a text drawn by Trans (which t() cannot draw: its bold part). */}
          <Trans
            t={t}
            i18nKey={msg('{{number}} components from <b>{{file}}</b>')}
            values={{ number: materials.length, file: upload?.fileName ?? '' }}
            components={{ b: <b /> }}
          />
        </Text>
        <Text size="sm" c="dimmed">
          {t('Showing {{from}} to {{to}} of {{total}}', {
            from: materials.length === 0 ? 0 : first + 1,
            to: first + slice.rows.length,
            total: materials.length,
          })}
        </Text>
      </Group>
      {upload && <BomMappingSummary upload={upload} compact />}
      {save.isError && (
        <Alert color="red" title={t('The product was not created')} role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      <ScrollArea>
        <Table verticalSpacing="xs" miw={860} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Component name')}</Table.Th>
              <Table.Th>{t('Critical')}</Table.Th>
              <Table.Th>{t('Internal reference')}</Table.Th>
              <Table.Th>{t('Designators')}</Table.Th>
              <Table.Th>{t('Manufacturer')}</Table.Th>
              <Table.Th>{t('Type')}</Table.Th>
              <Table.Th>{t('Qty')}</Table.Th>
              <Table.Th>{t('DNP')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {slice.rows.map(({ item, index }) => (
              <ConfirmRow
                key={`${upload?.filePath ?? ''}-${index}`}
                material={item}
                index={index}
                onChange={(patch) => wizard.updateMaterial(index, patch)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ConfirmPager page={slice.page} pages={slice.pages} onPage={wizard.setPage} />
    </Stack>
  );
}

interface ConfirmRowProps {
  material: WizardMaterial;
  index: number;
  onChange: (patch: Partial<WizardMaterial>) => void;
}

function ConfirmRow({ material, index, onChange }: ConfirmRowProps) {
  const { t } = useTranslation();
  const row = index + 1;
  const source = partNumberBadge(material.partNumberSource);
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <ComponentNameInput
            label={t('Component name, row {{row}}', { row })}
            value={material.componentName}
            onCommit={(componentName) => onChange(renamePatch(material, componentName))}
          />
          {source && (
            <Badge size="xs" variant="light" color={source.color} title={t(source.title)} tt="none">
              {t(source.label)}
            </Badge>
          )}
          {material.alternativeOf !== null && (
            <Badge size="xs" variant="light" color="grape">
              {t('Alternative')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={t('Critical, row {{row}}', { row })}
          checked={material.critical}
          onChange={(event) => onChange({ critical: event.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <CutText text={material.internalReference} />
      </Table.Td>
      <Table.Td>
        <CutText text={material.designator.join(', ')} />
      </Table.Td>
      <Table.Td>
        <CutText text={material.manufacturer} />
      </Table.Td>
      <Table.Td>
        <CutText text={material.type} />
      </Table.Td>
      <Table.Td>{material.quantity ?? ''}</Table.Td>
      <Table.Td>
        {material.dnp && (
          <Badge size="sm" color="gray" title={t('Do not populate')}>
            {t('DNP')}
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
