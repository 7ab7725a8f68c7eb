/**
 * A link to a document or page outside the app (a certificate's PDF, a maker's page, a
 * stored file): it opens in a new tab without giving that page a handle on this one
 * (`noopener noreferrer`). `OptionalLink` shows its text plain when there is no address, so
 * a record without a link never shows a dead one.
 */
import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  size?: AnchorProps['size'];
}

export function ExternalLink({ href, children, size = 'sm' }: ExternalLinkProps) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size={size}>
      {children}
    </Anchor>
  );
}

export function OptionalLink({
  href,
  children,
  size,
}: Omit<ExternalLinkProps, 'href'> & { href: string | null | undefined }) {
  if (!href) return <>{children}</>;
  return (
    <ExternalLink href={href} size={size}>
      {children}
    </ExternalLink>
  );
}
