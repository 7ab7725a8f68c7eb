/**
 * The component table's flag cell (DESIGN.md §9.8): a "Flagged" badge while the component
 * has an open flag — its reason, who and when in the tooltip; admins click it to resolve —
 * else, for everyone who may flag, the Flag action.
 */
import type { Material } from '@partproof/shared';
import { ActionIcon, Badge, Tooltip, UnstyledButton } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';

interface FlagCellProps {
  material: Material;
  canFlag: boolean;
  canResolve: boolean;
  onFlag: (material: Material) => void;
  onResolve: (material: Material) => void;
}

export function FlagCell({ material, canFlag, canResolve, onFlag, onResolve }: FlagCellProps) {
  const { t } = useTranslation();
  const name = material.componentName;
  const { flag } = material;
  if (flag) {
    const when = formatDateTime(flag.createdAt);
    const tip = flag.flaggedBy
      ? t('{{reason}} — flagged by {{by}} on {{when}}', {
          reason: flag.reason,
          by: flag.flaggedBy,
          when,
        })
      : t('{{reason}} — flagged on {{when}}', { reason: flag.reason, when });
    const badge = (
      <Badge color="orange" variant="filled" tt="none" leftSection={<IconFlag size={10} />}>
        {t('Flagged')}
      </Badge>
    );
    return (
      <Tooltip label={tip} multiline w={280} withArrow>
        {canResolve ? (
          <UnstyledButton
            aria-label={t('Flagged {{name}}: resolve the flag', { name })}
            onClick={() => onResolve(material)}
          >
            {badge}
          </UnstyledButton>
        ) : (
          <span aria-label={t('Flagged {{name}}', { name })}>{badge}</span>
        )}
      </Tooltip>
    );
  }
  if (!canFlag) return null;
  return (
    <Tooltip label={t('Flag to the admins')} withArrow>
      <ActionIcon
        variant="subtle"
        color="orange"
        aria-label={t('Flag {{name}}', { name })}
        onClick={() => onFlag(material)}
      >
        <IconFlag size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
