/**
 * 'Import candidate list' (admins with the RoHS flag; DESIGN.md §9.3, §10.2): the regulator's
 * CSV/xlsx export of the REACH candidate list and the date of that version. Preview first
 * shows which parts change status; Apply stores the version (the newest is current).
 */
import type { LawImpact } from '@partproof/shared';
import { Button, FileInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { SPREADSHEET_ACCEPT } from '@/lib/file-rules';
import { useImportCandidateList } from '../api/import-candidate-list';
import { today } from '../utils/declaration-form';
import { LawImpactSummary } from './law-impact';

interface CandidateListModalProps {
  opened: boolean;
  onClose: () => void;
}

export function CandidateListModal({ opened, onClose }: CandidateListModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('Import candidate list')} size="lg">
      {opened && <CandidateListForm onDone={onClose} />}
    </Modal>
  );
}

const ACCEPT = Object.values(SPREADSHEET_ACCEPT).flat().join(',');

function CandidateListForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const importing = useImportCandidateList();
  const [preview, setPreview] = useState<LawImpact | null>(null);
  const form = useForm<{ file: File | null; date: string }>({
    initialValues: { file: null, date: today() },
    validate: {
      file: (file) => (file ? null : t('Choose the CSV or xlsx export')),
      date: (date) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? null : t('Use a date as YYYY-MM-DD')),
    },
    // A changed file or date needs a new preview before it can be applied.
    onValuesChange: () => setPreview(null),
  });
  const send = (dryRun: boolean) =>
    form.onSubmit(({ file, date }) => {
      if (!file) return;
      importing.mutate(
        { form: { date, dryRun: dryRun ? 'true' : 'false' }, files: [file] },
        {
          onSuccess: (answer) => {
            if (answer.dryRun) return setPreview(answer);
            notifySuccess(
              t(
                'Candidate list of {{date}} imported: {{entries}} entries; {{parts}} parts changed status',
                { date, entries: answer.entries, parts: answer.total },
              ),
            );
            onDone();
          },
        },
      );
    });
  return (
    <form onSubmit={send(preview === null)} noValidate>
      <Stack gap="sm">
        <FileInput
          label={t('Candidate list export (CSV or xlsx)')}
          withAsterisk
          accept={ACCEPT}
          clearable
          clearButtonProps={{ 'aria-label': t('Clear the chosen file') }}
          leftSection={<IconFileSpreadsheet size={16} />}
          {...form.getInputProps('file')}
        />
        <TextInput
          label={t('Version date')}
          type="date"
          withAsterisk
          {...form.getInputProps('date')}
        />
        {preview && <LawImpactSummary impact={preview} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={importing.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={importing.isPending}>
            {preview ? t('Apply') : t('Preview')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
