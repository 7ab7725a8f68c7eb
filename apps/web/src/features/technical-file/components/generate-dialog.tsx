/**
 * "Generate technical file": what the Declaration of Conformity needs and the product does
 * not hold, prefilled from the previous revision and never invented; with blocking findings
 * open, it lists them and signs only with an override and its reason (the audit log keeps it).
 */
import {
  FINDING_KIND_LABELS,
  GenerateTechnicalFileSchema,
  type GenerateTechnicalFile,
  type TechnicalFile,
} from '@partproof/shared';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useGenerateTechnicalFile } from '../api/technical-file';

interface Values {
  name: string;
  function: string;
  place: string;
  manufacturerAddress: string;
  identification: string;
  override: boolean;
  reason: string;
}

function initialValues(previous: GenerateTechnicalFile | undefined): Values {
  return {
    name: previous?.signatory.name ?? '',
    function: previous?.signatory.function ?? '',
    place: previous?.place ?? '',
    manufacturerAddress: previous?.manufacturerAddress ?? '',
    identification: previous?.identification ?? '',
    override: false,
    reason: '',
  };
}

const asInput = (v: Values): GenerateTechnicalFile => ({
  signatory: { name: v.name, function: v.function },
  place: v.place,
  manufacturerAddress: v.manufacturerAddress,
  identification: v.identification,
  ...(v.override ? { override: { reason: v.reason } } : {}),
});

/** Schema paths (`signatory.name`) as the form's fields. */
const FIELD = {
  'signatory.name': 'name',
  'signatory.function': 'function',
  'override.reason': 'reason',
} as Record<string, keyof Values>;

interface GenerateDialogProps {
  productId: number;
  file: TechnicalFile;
  previous: GenerateTechnicalFile | undefined;
  opened: boolean;
  onClose: () => void;
}

export function GenerateDialog({
  productId,
  file,
  previous,
  opened,
  onClose,
}: GenerateDialogProps) {
  const { t } = useTranslation();
  const generate = useGenerateTechnicalFile(productId);
  const [values, setValues] = useState(() => initialValues(previous));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const blocking = file.findings.filter((f) => f.blocking);
  const set = (key: keyof Values) => (value: string | boolean) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (key: keyof Values) => ({
    value: String(values[key]),
    // The schema's messages are shared English texts, shown in the reader's language.
    error: errors[key] && t(errors[key]),
    onChange: (e: { currentTarget: { value: string } }) => set(key)(e.currentTarget.value),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = GenerateTechnicalFileSchema.safeParse(asInput(values));
    if (!parsed.success) {
      const flat: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        const key = FIELD[path] ?? (path as keyof Values);
        flat[key] ??= issue.message;
      }
      setErrors(flat);
      return;
    }
    setErrors({});
    generate.mutate(parsed.data, {
      onSuccess: ({ revision }) => {
        notifySuccess(
          t('Revision {{number}} of the technical file is ready to download', {
            number: revision.number,
          }),
        );
        onClose();
      },
    });
  };
  const refusal = generate.error instanceof ApiError ? generate.error : null;

  return (
    <Modal opened={opened} onClose={onClose} title={t('Generate technical file')} size="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <TextInput label={t("Signatory's name")} withAsterisk data-autofocus {...text('name')} />
          <TextInput label={t("Signatory's function")} withAsterisk {...text('function')} />
          <TextInput label={t('Place of signing')} withAsterisk {...text('place')} />
          <Textarea
            label={t("Manufacturer's postal address")}
            withAsterisk
            autosize
            minRows={2}
            {...text('manufacturerAddress')}
          />
          <TextInput
            label={t('Product identification (type, model, batch or serial range)')}
            withAsterisk
            {...text('identification')}
          />
          {blocking.length > 0 && (
            <Alert color="red" title={t('Open findings block the Declaration of Conformity')}>
              <List size="sm">
                {blocking.map((f) => (
                  <List.Item key={`${f.kind}\n${f.text}`}>
                    {f.lines.length === 1
                      ? t('{{kind}}: {{finding}} (1 line)', {
                          kind: t(FINDING_KIND_LABELS[f.kind]),
                          finding: f.text,
                        })
                      : t('{{kind}}: {{finding}} ({{number}} lines)', {
                          kind: t(FINDING_KIND_LABELS[f.kind]),
                          finding: f.text,
                          number: f.lines.length,
                        })}
                  </List.Item>
                ))}
              </List>
              <Checkbox
                mt="sm"
                label={t('Override open findings')}
                checked={values.override}
                onChange={(e) => set('override')(e.currentTarget.checked)}
              />
              {values.override && (
                <Textarea
                  mt="xs"
                  label={t('Reason (kept in the audit log)')}
                  withAsterisk
                  {...text('reason')}
                />
              )}
            </Alert>
          )}
          {refusal && (
            <Alert color="red" title={refusal.message}>
              {Object.values(refusal.details ?? {})
                .flat()
                .join('; ')}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={generate.isPending}>
              {t('Cancel')}
            </Button>
            <Button
              type="submit"
              loading={generate.isPending}
              disabled={blocking.length > 0 && !values.override}
            >
              {t('Generate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
