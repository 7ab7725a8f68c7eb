/**
 * The product's "Technical file" tab (DESIGN.md §10.3): how many lines are complete, the
 * findings with what to do, the compliance matrix, and the revisions with their packs. Staff
 * generate a revision; the product's company reads and downloads.
 */
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileCertificate, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTechnicalFile, useTechnicalFileRevisions } from '../api/technical-file';
import { FindingsList } from './findings-list';
import { GenerateDialog } from './generate-dialog';
import { MatrixTable } from './matrix-table';
import { RevisionsList } from './revisions-list';
import { RiskTableModal } from './risk-table-modal';

interface TechnicalFilePanelProps {
  productId: number;
  canGenerate: boolean;
  canEditRisks: boolean;
}

export function TechnicalFilePanel({
  productId,
  canGenerate,
  canEditRisks,
}: TechnicalFilePanelProps) {
  const { t } = useTranslation();
  const file = useTechnicalFile(productId);
  const revisions = useTechnicalFileRevisions(productId);
  const [generating, setGenerating] = useState(false);
  const [risks, setRisks] = useState(false);

  if (file.isPending || revisions.isPending) {
    return (
      <Center py="md" role="status" aria-label={t('Loading')}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (file.isError || revisions.isError) {
    return (
      <Text c="red">
        {t('The technical file could not be read: {{error}}', {
          error: (file.error ?? revisions.error)?.message ?? '',
        })}
      </Text>
    );
  }
  const blocking = file.data.findings.filter((f) => f.blocking).length;
  const findings = file.data.findings.length;
  const summary = { findings, blocking, category: file.data.product.eeeCategory };
  const latest = revisions.data.data[0];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text fw={600} aria-label={t('Lines complete')}>
            {t('{{complete}} of {{total}} lines complete', {
              complete: file.data.complete,
              total: file.data.total,
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {findings === 1
              ? t(
                  '{{findings}} finding open, {{blocking}} blocking the Declaration of Conformity · equipment category {{category}}',
                  summary,
                )
              : t(
                  '{{findings}} findings open, {{blocking}} blocking the Declaration of Conformity · equipment category {{category}}',
                  summary,
                )}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconListDetails size={16} />}
            onClick={() => setRisks(true)}
          >
            {t('Risk table')}
          </Button>
          {canGenerate && (
            <Button
              leftSection={<IconFileCertificate size={16} />}
              onClick={() => setGenerating(true)}
            >
              {t('Generate technical file')}
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Title order={4} mb="sm">
          {t('Findings and actions')}
        </Title>
        <FindingsList file={file.data} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={4} mb="sm">
          {t('Compliance matrix')}
        </Title>
        <MatrixTable file={file.data} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={4} mb="sm">
          {t('Revisions')}
        </Title>
        <RevisionsList productId={productId} revisions={revisions.data.data} />
      </Paper>
      {risks && <RiskTableModal canEdit={canEditRisks} onClose={() => setRisks(false)} />}
      {canGenerate && generating && (
        <GenerateDialog
          productId={productId}
          file={file.data}
          previous={latest?.inputs}
          opened
          onClose={() => setGenerating(false)}
        />
      )}
    </Stack>
  );
}
