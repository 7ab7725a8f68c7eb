/**
 * A record's source cell (spec §2): a link labelled with the mapped source label. VDE
 * links are resolved through the API on click ('Link not work' when there is none); a
 * record without a link shows its label as plain text, never as a dead link.
 */
import type { Component } from '@partproof/shared';
import { SEARCH_MSG } from '@partproof/shared';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import { notifyErrorText } from '@/lib/notify';
import { useResolveVdeLink } from '../api/resolve-vde-link';
import { recordSourceLabel, sourceLinkKind, vdeLinkRequest } from '../utils/certificate-record';

type CertificateRecord = Component['allCertificates'][number];

interface SourceLinkProps {
  component: Component;
  record: CertificateRecord;
}

export function SourceLink({ component, record }: SourceLinkProps) {
  const { t } = useTranslation();
  const resolve = useResolveVdeLink();
  const label = recordSourceLabel(record);
  const kind = sourceLinkKind(record);

  if (kind === 'direct' && record.source) {
    return <ExternalLink href={record.source}>{label}</ExternalLink>;
  }
  if (kind === 'none') return <Text size="sm">{label}</Text>;

  const open = () =>
    resolve.mutate(vdeLinkRequest(component, record), {
      onSuccess: ({ result, url }) => {
        if (result && url) window.open(url, '_blank', 'noopener,noreferrer');
        else notifyErrorText(t(SEARCH_MSG.linkNotWork));
      },
    });
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={open}
      disabled={resolve.isPending}
      aria-busy={resolve.isPending}
    >
      {label}
    </Anchor>
  );
}
