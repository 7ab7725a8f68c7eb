/**
 * One declaration in the RoHS certificate dialog: kind, manufacturer (and issuer), files,
 * dates, coverage and how it covers this component, directives, exemptions, the IPC-1752A
 * verdict with its findings, its own status with the reason, and its review state. Admins
 * get the review moves, Edit and Delete.
 */
import { EVIDENCE_KIND_LABELS, type Declaration } from '@partproof/shared';
import { Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
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
  const title = `${d.type} — ${d.manufacturer}`;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="article"
      aria-label={`Declaration ${d.id}: ${title}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            <Badge color="gray" variant="light" tt="none">
              {EVIDENCE_KIND_LABELS[d.evidenceKind]}
            </Badge>
            {d.issuer && (
              <Text size="sm" c={d.evidenceKind === 'distributor-document' ? 'orange.8' : 'dimmed'}>
                {d.evidenceKind === 'distributor-document'
                  ? `issued by ${d.issuer}, not by the maker`
                  : `issued by ${d.issuer}`}
              </Text>
            )}
          </Group>
          <Group gap={6}>
            <Badge color={rohsStatusColor(d.status.id)} variant="light" tt="none">
              {rohsStatusLabel(d.status.id)}
            </Badge>
            <Badge color={REVIEW_COLORS[d.reviewState]} variant="outline" tt="none">
              {reviewStateLabel(d.reviewState)}
            </Badge>
          </Group>
        </Group>
        {d.status.reason && (
          <Text size="sm" c="dimmed">
            {d.status.reason}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Field label="Date of issue">{d.dateIssue ?? 'Undated'}</Field>
          <Field label="Date of collection">{d.dateCollection}</Field>
          <Field label="Source">{d.source}</Field>
          <Field label="Coverage">
            {coverageText(d)}
            {specificityText(d.specificity) && (
              <Text size="xs" c="dimmed">
                {specificityText(d.specificity)}
              </Text>
            )}
          </Field>
          <Field label="Directives">{d.directives.join(', ')}</Field>
          <Field label="Exemptions">{d.exemptions.join(', ')}</Field>
          {d.candidateList && (
            <Field label="REACH candidate list">
              {[
                d.candidateList.date,
                d.candidateList.entries && `${d.candidateList.entries} entries`,
              ]
                .filter(Boolean)
                .join(', ')}
            </Field>
          )}
          {d.conditions && <Field label="Conditions">{d.conditions}</Field>}
          {typeof d.claimedModels === 'string' && (
            // Admins only (the server sends null to others): what the supplier's document
            // claimed, so staff widen the stored coverage knowingly (security issue 18).
            <Field label="The document claims">
              {d.claimedModels.replace(/\n/g, '; ') || 'No part numbers of this manufacturer'}
            </Field>
          )}
        </SimpleGrid>
        {d.verdict && (
          <Stack gap={2}>
            <Text size="sm" fw={500} c={d.verdict.result === 'not-compliant' ? 'red' : 'green.8'}>
              {verdictText(d.verdict)}
            </Text>
            {d.verdict.findings.length > 0 && (
              <List size="sm" spacing={2}>
                {d.verdict.findings.map((finding, i) => (
                  <List.Item key={i}>{findingText(finding)}</List.Item>
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
            Files:
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
                {REVIEW_MOVES[move].label}
              </Button>
            ))}
            <Button size="xs" variant="default" onClick={props.onEdit}>
              Edit
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={props.onDelete}>
              Delete
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
