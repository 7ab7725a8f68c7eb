/**
 * Step 02 "Upload BOM": a drop zone (drag and drop, click or keyboard) for one .xlsx/.csv
 * file of at most 10 MB, the upload's progress, and once parsed: what was mapped, the
 * warnings, and the mapping editor when detection is unsure.
 */
import { LIMITS } from '@partproof/shared';
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChosenFile } from '@/components/chosen-file';
import { FileDropzone } from '@/components/file-dropzone';
import { SPREADSHEET_ACCEPT } from '@/lib/file-rules';
import { BomMappingEditor } from './bom-mapping-editor';
import { BomMappingSummary } from './bom-mapping-summary';
import type { AddProductWizardState } from '../hooks/use-add-product-wizard';
import { BOM_TYPE_ERROR } from '../utils/bom-file';

const LABEL_ID = 'bom-file-label';

export function BomUploadStep({ wizard }: { wizard: AddProductWizardState }) {
  const { t } = useTranslation();
  const { file, upload, parse, reparse } = wizard;
  const [editing, setEditing] = useState(false);
  const busy = parse.isPending || reparse.isPending;
  const showEditor = upload !== null && (upload.needsMapping || editing);

  return (
    <Stack gap="md">
      <Text id={LABEL_ID} fw={500} size="sm">
        {t('BOM file (.xlsx or .csv, at most 10 MB)')}
      </Text>
      <FileDropzone
        labelId={LABEL_ID}
        accept={SPREADSHEET_ACCEPT}
        maxSize={LIMITS.uploadBytes}
        disabled={busy}
        icon={IconFileSpreadsheet}
        title={t('Drag and drop the BOM here or click to choose a file')}
        hint={t('Excel (.xlsx) or CSV, one file, at most 10 MB')}
        wrongType={t(BOM_TYPE_ERROR)}
        onFile={wizard.chooseFile}
      />
      {file && (
        <Paper withBorder p="sm" aria-label={t('Chosen file')}>
          <Group justify="space-between">
            <ChosenFile file={file} />
            {upload && (
              <Text size="sm" c={upload.materials.length > 0 ? 'teal' : 'orange'}>
                {t('{{number}} components found', { number: upload.materials.length })}
              </Text>
            )}
          </Group>
        </Paper>
      )}
      {busy && (
        <Stack gap={4}>
          <Text size="sm">{t('Uploading and reading the BOM…')}</Text>
          <Progress value={100} animated striped aria-label={t('Reading the BOM')} />
        </Stack>
      )}
      {upload && !busy && (
        <>
          <BomMappingSummary upload={upload} />
          {!upload.needsMapping && upload.materials.length === 0 && (
            <Alert color="orange" title={t('No components found')}>
              {t('Check the column mapping: no row had a part number.')}
            </Alert>
          )}
          {upload.needsMapping && (
            <Alert color="blue" title={t('Which column is which?')}>
              {t('The column headers of this file do not say what they hold.')}
            </Alert>
          )}
          {!upload.needsMapping && !editing && (
            <Group>
              <Button variant="subtle" size="xs" onClick={() => setEditing(true)}>
                {t('Adjust column mapping')}
              </Button>
            </Group>
          )}
        </>
      )}
      {showEditor && (
        <BomMappingEditor
          upload={upload}
          mapping={wizard.mapping}
          parsing={reparse.isPending}
          onChange={wizard.changeMapping}
          onParse={wizard.parseWithMapping}
          onHeaderRow={wizard.readHeaderRow}
        />
      )}
    </Stack>
  );
}
