/**
 * The critical toggle (spec §4): posts material/update; disabled while the product is
 * Ready for review and for read-only viewers. Shows the requested value while saving.
 */
import type { Material } from '@partproof/shared';
import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useUpdateMaterial } from '../api/update-material';

interface CriticalCellProps {
  material: Material;
  disabled: boolean;
}

export function CriticalCell({ material, disabled }: CriticalCellProps) {
  const update = useUpdateMaterial();
  const { t } = useTranslation();
  const checked = update.isPending ? (update.variables.critical ?? false) : material.critical;
  return (
    <Checkbox
      aria-label={t('Critical {{component}}', { component: material.componentName })}
      checked={checked}
      disabled={disabled || update.isPending}
      onChange={(event) =>
        update.mutate(
          { id: material.id, critical: event.currentTarget.checked },
          { onError: notifyError },
        )
      }
    />
  );
}
