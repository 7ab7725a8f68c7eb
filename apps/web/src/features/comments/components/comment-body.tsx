/**
 * A comment's body as HTML. This is the one place the comments feature renders HTML, and it
 * is safe here: the server keeps only the allowlist of DESIGN.md §9.8 (p, br, b, strong, i,
 * em, u, ul, ol, li, a with http/https/mailto and rel/target set, code, pre, blockquote) when
 * a comment is saved or changed, so no script, event handler, style or other scheme reaches
 * this element. Never pass anything here but a `Comment.body` from the API.
 */
import { Typography } from '@mantine/core';

export function CommentBody({ html }: { html: string }) {
  return (
    <Typography fz="sm" data-testid="comment-body" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
