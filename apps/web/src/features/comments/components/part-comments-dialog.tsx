/**
 * The Components screen's COMMENTS 'Show' (spec §2; DESIGN.md §9.8): the comments on every
 * component using the part that the user may see, oldest first, each under the product it
 * was written in (which opens in a new tab). Read only: comments are written in the product.
 */
import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '@/components/list-status';
import { usePartComments } from '../api/get-part-comments';
import { CommentItem } from './comment-item';

interface PartCommentsDialogProps {
  /** The Components screen's row: its part and name. */
  component: { partId: number; componentName: string } | null;
  onClose: () => void;
}

export function PartCommentsDialog({ component, onClose }: PartCommentsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={component !== null}
      onClose={onClose}
      size="lg"
      title={component ? t('Comments — {{component}}', { component: component.componentName }) : ''}
    >
      {component && <PartCommentsBody key={component.partId} partId={component.partId} />}
    </Modal>
  );
}

function PartCommentsBody({ partId }: { partId: number }) {
  const { t } = useTranslation();
  const query = usePartComments(partId);
  const comments = query.data?.data ?? [];
  return (
    <Stack gap="xs">
      <ListStatus
        query={query}
        empty={comments.length === 0}
        loadingLabel={t('Loading comments')}
        emptyText={t('No comments yet.')}
      />
      {comments.map((comment) => (
        <CommentItem
          key={comment.id}
          comment={comment}
          context={
            <Text size="xs" c="dimmed">
              {t('In')}{' '}
              <Anchor
                href={`/products/${comment.productId}`}
                target="_blank"
                rel="noopener noreferrer"
                size="xs"
              >
                {comment.productName}
              </Anchor>
              {comment.internalReference && ` · ${comment.internalReference}`}
            </Text>
          }
        />
      ))}
    </Stack>
  );
}
