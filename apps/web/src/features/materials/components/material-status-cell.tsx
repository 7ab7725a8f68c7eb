/**
 * The certificate status of a component (spec §4, DESIGN.md §5.1): a dropdown of the
 * statuses the viewer may set; engineers read the label only. The labels are the shared
 * table's English, in the reader's language through the shared German catalogue.
 */
import {
  MATERIAL_STATUSES,
  materialStatusChoices,
  materialStatusLabel,
  type Material,
  type MaterialStatusId,
  type RoleId,
} from '@partproof/shared';
import { NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useUpdateMaterialStatus } from '../api/update-material-status';

interface MaterialStatusCellProps {
  material: Material;
  role: RoleId;
}

function isMaterialStatusId(id: number): id is MaterialStatusId {
  return MATERIAL_STATUSES.some((s) => s.id === id);
}

export function MaterialStatusCell({ material, role }: MaterialStatusCellProps) {
  const update = useUpdateMaterialStatus();
  const { t } = useTranslation();
  const label = (id: number) => t(materialStatusLabel(id));
  const choices = materialStatusChoices(role);
  const current = isMaterialStatusId(material.materialStatus.id) ? material.materialStatus.id : 1;
  if (choices.length === 0) return <Text size="sm">{label(current)}</Text>;

  const options: { value: string; label: string; disabled?: boolean }[] = choices.map((id) => ({
    value: String(id),
    label: label(id),
  }));
  // A status the viewer may not set (Waiting for Reply for customers) is shown, not offered.
  if (!choices.includes(current)) {
    options.push({ value: String(current), label: label(current), disabled: true });
  }
  const shown = update.isPending ? update.variables.statusId : current;

  return (
    <NativeSelect
      size="xs"
      w={140}
      aria-label={t('Certificate status {{component}}', { component: material.componentName })}
      data={options}
      value={String(shown)}
      // Not disabled while the change is saved: a disabled select loses the focus, and a
      // keyboard user would start again from the top of the page (issue 22). A change in
      // the meantime is ignored; the select keeps showing the one being saved.
      aria-busy={update.isPending}
      onChange={(event) => {
        const id = Number(event.currentTarget.value);
        if (!update.isPending && isMaterialStatusId(id) && id !== current) {
          update.mutate({ id: material.id, statusId: id }, { onError: notifyError });
        }
      }}
    />
  );
}
