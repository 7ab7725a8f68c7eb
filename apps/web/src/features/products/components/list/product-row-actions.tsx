/** Row actions of the products list: Edit, Download CSV file and Delete, as the capability table allows. */
import { can, MSG, type PermissionActor } from '@partproof/shared';
import { Button, Group } from '@mantine/core';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyErrorText } from '@/lib/notify';
import { downloadBomWorkbook } from '../../api/download-product-files';

interface ProductRowActionsProps {
  productId: number;
  user: PermissionActor;
  onEdit: () => void;
  onDelete: () => void;
}

export function ProductRowActions({ productId, user, onEdit, onDelete }: ProductRowActionsProps) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadBomWorkbook(productId);
    } catch {
      notifyErrorText(t(MSG.fileNotFound));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Group gap={4} wrap="nowrap">
      {can(user, 'product.editFromList') && (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPencil size={14} />}
          onClick={onEdit}
        >
          {t('Edit')}
        </Button>
      )}
      {can(user, 'product.export') && (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconDownload size={14} />}
          loading={downloading}
          onClick={() => void download()}
        >
          {t('Download CSV file')}
        </Button>
      )}
      {can(user, 'product.delete') && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={onDelete}
        >
          {t('Delete')}
        </Button>
      )}
    </Group>
  );
}
