/**
 * 'Exemption table' (DESIGN.md §10.2): the RoHS Annex III table in force, each entry with its
 * dates by Annex I category, its act and its standing today. Admins with the RoHS flag import
 * a newer version here: Preview shows which parts change status, Apply puts it in force.
 * Download gives the table as the JSON or the CSV sheet an import takes back.
 */
import { exemptionTableCsv, type ExemptionTableAnswer, type LawImpact } from '@partproof/shared';
import {
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { msg } from '@/i18n/i18n';
import { notifySuccess } from '@/lib/notify';
import { useExemptionTable, useImportExemptionTable } from '../api/exemption-table';
import { LawImpactSummary } from './law-impact';

interface ExemptionTableModalProps {
  opened: boolean;
  onClose: () => void;
  canImport: boolean;
}

export function ExemptionTableModal({ opened, onClose, canImport }: ExemptionTableModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Exemption table (RoHS Annex III)')}
      size="xl"
    >
      <ExemptionTable opened={opened} canImport={canImport} />
    </Modal>
  );
}

/** The table in force once read, with the import for those who may. */
function ExemptionTable({ opened, canImport }: { opened: boolean; canImport: boolean }) {
  const { t } = useTranslation();
  const table = useExemptionTable(opened);
  if (table.isPending) {
    return (
      <Group justify="center" p="md">
        <Loader size="sm" aria-label={t('Loading the exemption table')} />
      </Group>
    );
  }
  if (table.isError) {
    return (
      <Text c="red.8">
        {t('The exemption table could not be loaded: {{error}}', { error: table.error.message })}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <TableHeader table={table.data} />
      {canImport && <ImportForm />}
      <EntriesTable table={table.data} />
    </Stack>
  );
}

function saveAs(text: string, type: string, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

function TableHeader({ table }: { table: ExemptionTableAnswer }) {
  const { t } = useTranslation();
  const name = `exemptions-${table.version.date}`;
  return (
    <Group justify="space-between" align="flex-start">
      <Text size="sm">
        {t('In force: version of {{date}} — {{source}}', {
          date: table.version.date,
          source: table.version.source,
        })}
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} />}
          onClick={() => saveAs(JSON.stringify(table, null, 2), 'application/json', `${name}.json`)}
        >
          {t('Download JSON')}
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} />}
          onClick={() => saveAs(exemptionTableCsv(table), 'text/csv', `${name}.csv`)}
        >
          {t('Download CSV')}
        </Button>
      </Group>
    </Group>
  );
}

/** The dates of an entry, one line per group of categories. */
function datesOf(entry: ExemptionTableAnswer['data'][number], t: TFunction): string[] {
  return entry.categories.map((row) => {
    const values = { categories: row.categories.join(', '), expires: row.expires };
    if (row.expires === null)
      return row.renewalPending
        ? t('Cat. {{categories}}: no date (renewal pending)', values)
        : t('Cat. {{categories}}: no date', values);
    return row.renewalPending
      ? t('Cat. {{categories}}: {{expires}} (renewal pending)', values)
      : t('Cat. {{categories}}: {{expires}}', values);
  });
}

const STATUS_COLOR = { valid: 'teal', expired: 'gray', revoked: 'orange' } as const;
/** An entry's standing today, as the badge says it (translated where drawn). */
const STATUS_LABEL = { valid: msg('valid'), expired: msg('expired'), revoked: msg('revoked') };

function EntriesTable({ table }: { table: ExemptionTableAnswer }) {
  const { t } = useTranslation();
  return (
    <ScrollArea.Autosize mah={460}>
      <Table striped withTableBorder fz="sm" aria-label={t('Exemptions')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Exemption')}</Table.Th>
            <Table.Th>{t('Application')}</Table.Th>
            <Table.Th>{t('Expires, by category')}</Table.Th>
            <Table.Th>{t('Act')}</Table.Th>
            <Table.Th>{t('Today')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.data.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td fw={600}>{entry.id}</Table.Td>
              <Table.Td>
                {entry.description}
                {entry.limit && <Text size="xs">{entry.limit}</Text>}
              </Table.Td>
              <Table.Td>
                {datesOf(entry, t).map((line) => (
                  <Text key={line} size="xs">
                    {line}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td>
                {entry.source ? (
                  <Anchor href={entry.source} target="_blank" rel="noreferrer" size="xs">
                    {entry.act}
                  </Anchor>
                ) : (
                  <Text size="xs">{entry.act}</Text>
                )}
                <Text size="xs">{t('OJ {{date}}', { date: entry.actDate })}</Text>
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[entry.status]} variant="light">
                  {t(STATUS_LABEL[entry.status])}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

function ImportForm() {
  const { t } = useTranslation();
  const importing = useImportExemptionTable();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<LawImpact | null>(null);
  const send = (dryRun: boolean) => {
    if (!file) return;
    importing.mutate(
      { form: { dryRun: dryRun ? 'true' : 'false' }, files: [file] },
      {
        onSuccess: (answer) => {
          if (answer.dryRun) return setPreview(answer);
          notifySuccess(
            t('Exemption table of {{date}} is in force; {{parts}} parts changed status', {
              date: answer.version.date,
              parts: answer.total,
            }),
          );
          setFile(null);
          setPreview(null);
        },
      },
    );
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <FileInput
          label={t('Import a newer version (JSON or CSV)')}
          accept="application/json,.json,text/csv,.csv"
          clearable
          clearButtonProps={{ 'aria-label': t('Clear the chosen file') }}
          value={file}
          onChange={(next) => {
            setFile(next);
            setPreview(null);
          }}
          leftSection={<IconFileImport size={16} />}
          style={{ flex: 1 }}
        />
        <Button
          onClick={() => send(preview === null)}
          disabled={!file}
          loading={importing.isPending}
        >
          {preview ? t('Apply') : t('Preview')}
        </Button>
      </Group>
      {importing.isError && (
        <Text c="red.8" size="sm">
          {importing.error.message}
        </Text>
      )}
      {preview && <LawImpactSummary impact={preview} />}
    </Stack>
  );
}
