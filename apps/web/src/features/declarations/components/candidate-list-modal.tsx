/**
 * 'Import candidate list' (admins with the RoHS flag; DESIGN.md §9.3): the regulator's
 * CSV/xlsx export of the REACH candidate list and the date of that version. The newest
 * version becomes current and the REACH statuses are recomputed at once.
 */
import { Button, FileInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { notifySuccess } from '@/lib/notify';
import { SPREADSHEET_ACCEPT } from '@/lib/file-rules';
import { useImportCandidateList } from '../api/import-candidate-list';
import { today } from '../utils/declaration-form';

interface CandidateListModalProps {
  opened: boolean;
  onClose: () => void;
}

export function CandidateListModal({ opened, onClose }: CandidateListModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Import candidate list">
      {opened && <CandidateListForm onDone={onClose} />}
    </Modal>
  );
}

const ACCEPT = Object.values(SPREADSHEET_ACCEPT).flat().join(',');

function CandidateListForm({ onDone }: { onDone: () => void }) {
  const importing = useImportCandidateList();
  const form = useForm<{ file: File | null; date: string }>({
    initialValues: { file: null, date: today() },
    validate: {
      file: (file) => (file ? null : 'Choose the CSV or xlsx export'),
      date: (date) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? null : 'Use a date as YYYY-MM-DD'),
    },
  });
  const submit = form.onSubmit(({ file, date }) => {
    if (!file) return;
    importing.mutate(
      { form: { date }, files: [file] },
      {
        onSuccess: ({ entries, recomputed }) => {
          notifySuccess(
            `Candidate list of ${date} imported: ${entries} entries; ${recomputed} parts recomputed`,
          );
          onDone();
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FileInput
          label="Candidate list export (CSV or xlsx)"
          withAsterisk
          accept={ACCEPT}
          clearable
          leftSection={<IconFileSpreadsheet size={16} />}
          {...form.getInputProps('file')}
        />
        <TextInput label="Version date" type="date" withAsterisk {...form.getInputProps('date')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={importing.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={importing.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
