/** The component table's COMMENTS cell: the row's comment count, opening the Comments dialog. */
import type { Material } from '@partproof/shared';
import { Button } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface CommentCountButtonProps {
  material: Material;
  onOpen: (material: Material) => void;
}

export function CommentCountButton({ material, onOpen }: CommentCountButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconMessage size={14} />}
      aria-haspopup="dialog"
      aria-label={t('Comments on {{component}}: {{comments}}', {
        component: material.componentName,
        comments: material.materialComment,
      })}
      onClick={() => onOpen(material)}
    >
      {material.materialComment}
    </Button>
  );
}
