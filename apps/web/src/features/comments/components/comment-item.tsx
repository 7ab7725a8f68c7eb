/**
 * One comment in a list: the author's avatar (profile image or initials) and name, when it
 * was written, '(edited)', the body, and — when `actions` allows — Edit (the author, inline
 * in the same rich-text box) and Delete.
 */
import type { Comment } from '@partproof/shared';
import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { authorName, initials, type CommentActions } from '../utils/comment-view';
import { CommentBody } from './comment-body';
import { RichTextEditor } from './rich-text-editor';

interface CommentItemProps {
  comment: Comment;
  actions?: CommentActions;
  /** A line above the author, e.g. the product on the Components screen. */
  context?: ReactNode;
  saving?: boolean;
  onSave?: (comment: Comment, body: string, done: () => void) => void;
  onDelete?: (comment: Comment) => void;
}

export function CommentItem({
  comment,
  actions,
  context,
  saving,
  onSave,
  onDelete,
}: CommentItemProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.body);
  const name = authorName(comment);
  const save = () => onSave?.(comment, draft, () => setEditing(false));

  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      aria-label={t('Comment by {{name}}', { name })}
      component="article"
    >
      <Stack gap={6}>
        {context}
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={comment.author.profileImage} alt={name} radius="xl" size="sm" color="blue">
              {initials(comment.author)}
            </Avatar>
            <div>
              <Text size="sm" fw={500}>
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                {comment.createdAtText}
                {comment.edited && ` ${t('(edited)')}`}
              </Text>
            </div>
          </Group>
          {!editing && (actions?.edit || actions?.remove) && (
            <Group gap={4}>
              {actions.edit && (
                <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
                  {t('Edit')}
                </Button>
              )}
              {actions.remove && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onDelete?.(comment)}
                >
                  {t('Delete')}
                </Button>
              )}
            </Group>
          )}
        </Group>
        {editing ? (
          <Stack gap="xs">
            <RichTextEditor
              label={t('Edit comment')}
              initialHtml={comment.body}
              disabled={saving}
              onChange={setDraft}
              onSubmit={save}
            />
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setEditing(false)}>
                {t('Cancel')}
              </Button>
              <Button size="xs" loading={saving} onClick={save}>
                {t('Save')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <CommentBody html={comment.body} />
        )}
      </Stack>
    </Paper>
  );
}
