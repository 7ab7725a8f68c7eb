/**
 * The RoHS certificate dialog (spec §2 component dialogs): the declarations covering one
 * component's part, most specific first. Admins with the RoHS flag approve, reject or send
 * one back to review, edit or delete it (after a confirmation), and open 'Add new material
 * declaration' for this component.
 */
import { type Declaration, type Material } from '@partproof/shared';
import { Button, Group, Stack } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaterialDialog } from '@/components/material-dialog';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListStatus } from '@/components/list-status';
import { notifySuccess } from '@/lib/notify';
import { useDeleteDeclarations } from '../api/delete-declarations';
import { useMaterialDeclarations } from '../api/get-material-declarations';
import { useReviewDeclaration } from '../api/review-declaration';
import { REVIEW_MOVES, type ReviewMove } from '../utils/declaration-view';
import { DECLARATION_MSG } from '../utils/messages';
import { DeclarationCard } from './declaration-card';

interface RohsCertificateDialogProps {
  material: Material | null;
  canWrite: boolean;
  onClose: () => void;
  onAdd: (material: Material) => void;
  onEdit: (material: Material, declaration: Declaration) => void;
}

export function RohsCertificateDialog(props: RohsCertificateDialogProps) {
  const { material, onClose } = props;
  const { t } = useTranslation();
  return (
    <MaterialDialog
      material={material}
      title={t('RoHS certificates')}
      size="70rem"
      onClose={onClose}
    >
      {(material) => <DeclarationsBody {...props} material={material} />}
    </MaterialDialog>
  );
}

function DeclarationsBody({
  material,
  canWrite,
  onAdd,
  onEdit,
}: RohsCertificateDialogProps & { material: Material }) {
  const { t } = useTranslation();
  const query = useMaterialDeclarations(material.id, true);
  const review = useReviewDeclaration(material.productId);
  const deletion = useDeleteDeclarations(material.productId);
  const [pending, setPending] = useState<{ id: number; move: ReviewMove } | null>(null);
  const [toDelete, setToDelete] = useState<Declaration | null>(null);

  const move = (declaration: Declaration, next: ReviewMove) => {
    setPending({ id: declaration.id, move: next });
    review.mutate(
      {
        materialId: material.id,
        declarationId: declaration.id,
        rohsStatus: REVIEW_MOVES[next].rohsStatus,
      },
      { onSettled: () => setPending(null) },
    );
  };

  const remove = () => {
    if (!toDelete) return;
    deletion.mutate([toDelete.id], {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        setToDelete(null);
      },
    });
  };

  const declarations = query.data?.data ?? [];
  return (
    <Stack gap="md">
      {canWrite && (
        <Group>
          <Button leftSection={<IconFilePlus size={16} />} onClick={() => onAdd(material)}>
            {t('Add new material declaration')}
          </Button>
        </Group>
      )}
      <ListStatus
        query={query}
        empty={declarations.length === 0}
        loadingLabel={t('Loading material declarations')}
        emptyText={t(DECLARATION_MSG.noDeclarations)}
      />
      {declarations.map((declaration) => (
        <DeclarationCard
          key={declaration.id}
          declaration={declaration}
          canWrite={canWrite}
          pendingMove={pending?.id === declaration.id ? pending.move : null}
          onReview={(next) => move(declaration, next)}
          onEdit={() => onEdit(material, declaration)}
          onDelete={() => setToDelete(declaration)}
        />
      ))}
      <ConfirmDialog
        title={t('Delete material declaration')}
        text={t(DECLARATION_MSG.deleteConfirm)}
        opened={toDelete !== null}
        loading={deletion.isPending}
        confirmLabel={t('Delete')}
        confirmColor="red"
        onCancel={() => setToDelete(null)}
        onConfirm={remove}
      />
    </Stack>
  );
}
