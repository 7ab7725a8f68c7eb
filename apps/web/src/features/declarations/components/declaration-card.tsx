/**
 * One declaration in the RoHS certificate dialog: kind, manufacturer (and issuer), files,
 * dates, coverage and how it covers this component, directives, exemptions, the IPC-1752A
 * verdict with its findings, its own status with the reason, and its review state. Admins
 * get the review moves, Edit and Delete.
 */
import { EVIDENCE_KIND_LABELS, type Declaration } from '@partproof/shared';
import { Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  coverageText,
  findingText,
  REVIEW_MOVES,
  reviewMoves,
  specificityText,
  verdictText,
  type ReviewMove,
} from '../utils/declaration-view';
import { reviewStateLabel, rohsStatusColor, rohsStatusLabel } from '../utils/rohs-status';
import { ExternalLink } from '@/components/external-link';
import { formatRohsReason } from '@/lib/format';

interface DeclarationCardProps {
  declaration: Declaration;
  /** Review, Edit and Delete (the declaration.write capability). */
  canWrite: boolean;
  /** The move under way, if any (its button spins, the others wait). */
  pendingMove: ReviewMove | null;
  onReview: (move: ReviewMove) => void;
  onEdit: () => void;
  onDelete: () => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '—'}
      </Text>
    </Stack>
  );
}

const REVIEW_COLORS = { 'in-review': 'blue', approved: 'green', rejected: 'red' } as const;

export function DeclarationCard(props: DeclarationCardProps) {
  const { declaration: d, canWrite } = props;
  const { t } = useTranslation();
  const title = `${d.type} — ${d.manufacturer}`;
  const specificity = specificityText(d.specificity, t);
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="article"
      aria-label={t('Declaration {{id}}: {{title}}', { id: d.id, title })}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            <Badge color="gray" variant="light" tt="none">
              {t(EVIDENCE_KIND_LABELS[d.evidenceKind])}
            </Badge>
            {d.issuer && (
              <Text size="sm" c={d.evidenceKind === 'distributor-document' ? 'orange' : 'dimmed'}>
                {d.evidenceKind === 'distributor-document'
                  ? t('issued by {{issuer}}, not by the maker', { issuer: d.issuer })
                  : t('issued by {{issuer}}', { issuer: d.issuer })}
              </Text>
            )}
          </Group>
          <Group gap={6}>
            <Badge color={rohsStatusColor(d.status.id)} variant="light" tt="none">
              {t(rohsStatusLabel(d.status.id))}
            </Badge>
            <Badge color={REVIEW_COLORS[d.reviewState]} variant="outline" tt="none">
              {t(reviewStateLabel(d.reviewState))}
            </Badge>
          </Group>
        </Group>
        {d.status.reason && (
          <Text size="sm" c="dimmed">
            {formatRohsReason(d.status.reason)}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Field label={t('Date of issue')}>{d.dateIssue ?? t('Undated')}</Field>
          <Field label={t('Date of collection')}>{d.dateCollection}</Field>
          <Field label={t('Source')}>{d.source}</Field>
          <Field label={t('Coverage')}>
            {coverageText(d, t)}
            {specificity && (
              <Text size="xs" c="dimmed">
                {specificity}
              </Text>
            )}
          </Field>
          <Field label={t('Directives')}>{d.directives.join(', ')}</Field>
          <Field label={t('Exemptions')}>{d.exemptions.join(', ')}</Field>
          {d.candidateList && (
            <Field label={t('REACH candidate list')}>
              {[
                d.candidateList.date,
                d.candidateList.entries &&
                  t('{{entries}} entries', { entries: d.candidateList.entries }),
              ]
                .filter(Boolean)
                .join(', ')}
            </Field>
          )}
          {d.conditions && <Field label={t('Conditions')}>{d.conditions}</Field>}
          {typeof d.claimedModels === 'string' && (
            // Admins only (the server sends null to others): what the supplier's document
            // claimed, so staff widen the stored coverage knowingly (security issue 18).
            <Field label={t('The document claims')}>
              {d.claimedModels.replace(/\n/g, '; ') || t('No part numbers of this manufacturer')}
            </Field>
          )}
        </SimpleGrid>
        {d.verdict && (
          <Stack gap={2}>
            <Text size="sm" fw={500} c={d.verdict.result === 'not-compliant' ? 'red' : 'green'}>
              {verdictText(d.verdict, t)}
            </Text>
            {d.verdict.findings.length > 0 && (
              <List size="sm" spacing={2}>
                {d.verdict.findings.map((finding, i) => (
                  <List.Item key={i}>{findingText(finding, t)}</List.Item>
                ))}
              </List>
            )}
            {d.verdict.notes.map((note) => (
              <Text key={note} size="sm" c="dimmed">
                {note}
              </Text>
            ))}
          </Stack>
        )}
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {t('Files:')}
          </Text>
          {d.files.length === 0 && <Text size="sm">—</Text>}
          {d.files.map((file) => (
            <ExternalLink key={file.id} href={file.path}>
              {file.name}
            </ExternalLink>
          ))}
        </Group>
        {canWrite && (
          <Group gap="xs">
            {reviewMoves(d.reviewState).map((move) => (
              <Button
                key={move}
                size="xs"
                variant={move === 'approve' ? 'filled' : 'light'}
                color={move === 'reject' ? 'red' : move === 'approve' ? 'green' : 'blue'}
                loading={props.pendingMove === move}
                disabled={props.pendingMove !== null && props.pendingMove !== move}
                onClick={() => props.onReview(move)}
              >
                {t(REVIEW_MOVES[move].label)}
              </Button>
            ))}
            <Button size="xs" variant="default" onClick={props.onEdit}>
              {t('Edit')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={props.onDelete}>
              {t('Delete')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
