/**
 * 'Import certificates' (admins, DESIGN.md §4): one certificate-directory export (CSV or xlsx,
 * at most 10 MB) posted to cdocs/import; the modal then shows what the import did. When
 * the export's headers are not recognised, the user maps the columns and posts it again.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  CERT_LIMITS,
  CERT_MSG,
  type CdocImportMapping,
  type CdocImportResult,
} from '@partproof/shared';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChosenFile } from '@/components/chosen-file';
import { FileDropzone } from '@/components/file-dropzone';
import { SPREADSHEET_ACCEPT } from '@/lib/file-rules';
import { useImportCdocs, type ImportCdocsFields } from '../api/import-cdocs';
import { setMappingField } from '../utils/cdoc-mapping';
import { ImportMappingEditor } from './import-mapping-editor';
import { ImportSummary } from './import-summary';

const LABEL_ID = 'cdoc-import-file-label';

interface ImportCertificatesModalProps {
  opened: boolean;
  onClose: () => void;
}

export function ImportCertificatesModal({ opened, onClose }: ImportCertificatesModalProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<CdocImportMapping>({});
  // The server's last request for a mapping: it stays on screen while another header row is
  // read or an import with the mapping is refused, so the user's work is never lost.
  const [asked, setAsked] = useState<CdocImportResult | null>(null);
  const importCdocs = useImportCdocs();
  const result = importCdocs.data;

  const submit = (fields: ImportCdocsFields = {}) => {
    if (!file) return;
    importCdocs.mutate(
      { form: fields, files: [file] },
      { onSuccess: (answer) => setAsked(answer.needsMapping ? answer : null) },
    );
  };

  const startOver = () => {
    setMapping({});
    setAsked(null);
    importCdocs.reset();
  };

  const close = () => {
    setFile(null);
    startOver();
    onClose();
  };

  const choose = (chosen: File) => {
    setFile(chosen);
    startOver();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('Import certificates')} size="lg" centered>
      <Stack>
        <Text id={LABEL_ID} fw={500} size="sm">
          {t('Certificate directory export (.csv or .xlsx, at most 10 MB)')}
        </Text>
        <FileDropzone
          labelId={LABEL_ID}
          accept={SPREADSHEET_ACCEPT}
          maxSize={CERT_LIMITS.uploadBytes}
          disabled={importCdocs.isPending}
          icon={IconFileSpreadsheet}
          title={t('Drag and drop the export here or click to choose a file')}
          hint={t(
            'Headers such as Certifying Body, Reference Number, Holder, Model, Expiry Date, Link',
          )}
          wrongType={t(CERT_MSG.importFileType)}
          onFile={choose}
        />
        {file && <ChosenFile file={file} label={t('Chosen file')} />}
        {asked && file && (
          <ImportMappingEditor
            key={asked.headerRow}
            result={asked}
            mapping={mapping}
            importing={importCdocs.isPending}
            onChange={(field, value) => setMapping((m) => setMappingField(m, field, value))}
            onImport={() => submit({ mapping, headerRow: asked.headerRow })}
            onHeaderRow={(headerRow) => {
              // Another row has other columns: the choices made so far no longer apply.
              setMapping({});
              submit({ headerRow });
            }}
          />
        )}
        {result && !result.needsMapping && <ImportSummary result={result} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('Close')}
          </Button>
          <Button
            disabled={!file || asked !== null}
            loading={importCdocs.isPending}
            onClick={() => submit()}
          >
            {t('Import')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
