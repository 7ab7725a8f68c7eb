/** The component table's COMMENTS cell: the row's comment count, opening the Comments dialog. */
import type { Material } from '@partproof/shared';
import { Button } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';

interface CommentCountButtonProps {
  material: Material;
  onOpen: (material: Material) => void;
}

export function CommentCountButton({ material, onOpen }: CommentCountButtonProps) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconMessage size={14} />}
      aria-haspopup="dialog"
      aria-label={`Comments on ${material.componentName}: ${material.materialComment}`}
      onClick={() => onOpen(material)}
    >
      {material.materialComment}
    </Button>
  );
}
