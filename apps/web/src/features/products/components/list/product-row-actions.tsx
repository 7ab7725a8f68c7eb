/** Row actions of the products list: Edit (admin), Download CSV file (admin, compliance), Delete (admin). */
import { MSG } from '@partproof/shared';
import { Button, Group } from '@mantine/core';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyErrorText } from '@/lib/notify';
import { downloadBomWorkbook } from '../../api/download-product-files';
import { canDeleteProducts, canDownloadCsv, canEditProducts } from '../../utils/product-row';

interface ProductRowActionsProps {
  productId: number;
  role: number;
  onEdit: () => void;
  onDelete: () => void;
}

export function ProductRowActions({ productId, role, onEdit, onDelete }: ProductRowActionsProps) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadBomWorkbook(productId);
    } catch {
      notifyErrorText(MSG.fileNotFound);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Group gap={4} wrap="nowrap">
      {canEditProducts(role) && (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPencil size={14} />}
          onClick={onEdit}
        >
          Edit
        </Button>
      )}
      {canDownloadCsv(role) && (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconDownload size={14} />}
          loading={downloading}
          onClick={() => void download()}
        >
          Download CSV file
        </Button>
      )}
      {canDeleteProducts(role) && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={onDelete}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}
