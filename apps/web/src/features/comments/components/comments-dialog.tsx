/**
 * The Comments dialog of a component (spec §2 component dialogs; DESIGN.md §9.8): its
 * comments, oldest first, kept current by the live feed, and a rich-text box to add one
 * (Ctrl+Enter or 'Add comment'). The author edits or deletes their own; with
 * comment.moderate (admins) Delete shows on every comment; deleting asks first.
 */
import type { Comment, Material } from '@partproof/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaterialDialog } from '@/components/material-dialog';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListStatus } from '@/components/list-status';
import { ApiError } from '@/lib/api-client';
import { useComments } from '../api/get-comments';
import { useDeleteComment } from '../api/delete-comment';
import { useSaveComment } from '../api/save-comment';
import { useUpdateComment } from '../api/update-comment';
import { commentActions } from '../utils/comment-view';
import { CommentItem } from './comment-item';
import { RichTextEditor } from './rich-text-editor';

export interface CommentsViewer {
  id: number;
  /** Delete on anyone's comment (comment.moderate). */
  canModerate: boolean;
}

interface CommentsDialogProps {
  material: Material | null;
  viewer: CommentsViewer;
  onClose: () => void;
}

export function CommentsDialog({ material, viewer, onClose }: CommentsDialogProps) {
  const { t } = useTranslation();
  return (
    <MaterialDialog material={material} title={t('Comments')} size="lg" onClose={onClose}>
      {(material) => <CommentsBody material={material} viewer={viewer} />}
    </MaterialDialog>
  );
}

/** The field message of a refused body ('Required'), else the error's own message. */
function errorText(error: Error | null): string | null {
  if (!error) return null;
  if (error instanceof ApiError) return error.details?.body?.[0] ?? error.message;
  return error.message;
}

function CommentsBody({ material, viewer }: { material: Material; viewer: CommentsViewer }) {
  const { t } = useTranslation();
  const query = useComments(material.id);
  const save = useSaveComment(material.productId);
  const update = useUpdateComment(material.productId);
  const deletion = useDeleteComment(material.productId);
  const [draft, setDraft] = useState('');
  const [editorKey, setEditorKey] = useState(0);
  const [toDelete, setToDelete] = useState<Comment | null>(null);

  const submit = () => {
    if (save.isPending) return;
    // An empty box is sent too: the server answers 'Required', shown under the box.
    save.mutate(
      { entityId: material.id, body: draft },
      {
        onSuccess: () => {
          setDraft('');
          setEditorKey((k) => k + 1);
        },
      },
    );
  };
  const saveEdit = (comment: Comment, body: string, done: () => void) =>
    update.mutate({ id: comment.id, body }, { onSuccess: done });
  const remove = () => {
    if (!toDelete) return;
    deletion.mutate(
      { id: toDelete.id, materialId: material.id },
      { onSuccess: () => setToDelete(null) },
    );
  };

  const comments = query.data?.data ?? [];
  const saveError = errorText(save.error);
  return (
    <Stack gap="md">
      <ListStatus
        query={query}
        empty={comments.length === 0}
        loadingLabel={t('Loading comments')}
        emptyText={t('No comments yet.')}
      />
      <Stack gap="xs" aria-label={t('Comments')} role="list">
        {comments.map((comment) => (
          <div role="listitem" key={comment.id}>
            <CommentItem
              comment={comment}
              actions={commentActions(comment, viewer.id, viewer.canModerate)}
              saving={update.isPending && update.variables.id === comment.id}
              onSave={saveEdit}
              onDelete={setToDelete}
            />
          </div>
        ))}
      </Stack>
      <Stack gap={4}>
        <RichTextEditor
          key={editorKey}
          label={t('New comment')}
          disabled={save.isPending}
          onChange={(html) => {
            setDraft(html);
            if (save.error) save.reset();
          }}
          onSubmit={submit}
        />
        {saveError && (
          <Text size="sm" c="red" role="alert">
            {saveError}
          </Text>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('Ctrl+Enter to send')}
          </Text>
          <Button size="sm" loading={save.isPending} onClick={submit}>
            {t('Add comment')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        title={t('Delete comment')}
        text={t('Are you sure you want to delete this comment?')}
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
