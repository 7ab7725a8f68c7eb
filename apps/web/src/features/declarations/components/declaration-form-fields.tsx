/**
 * The declaration form's fields (DESIGN.md §9.3), shared by 'Add new material declaration'
 * and Edit. Next to each field the reader filled, the words it came from ("page 1: '…'").
 * Field errors are the schema's English words, translated here.
 */
import {
  DECLARATION_KINDS,
  defaultEvidenceKind,
  DIRECTIVES,
  EVIDENCE_KIND_LABELS,
  EVIDENCE_KINDS,
  SHIPPED_EXEMPTION_TABLE,
  type DeclarationKind,
} from '@partproof/shared';
import {
  Group,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeclarationFormField, type DeclarationFormValues } from '../utils/declaration-form';

/** The canonical exemption ids (Annex III as shipped), offered as suggestions; any id is accepted. */
const EXEMPTION_IDS = SHIPPED_EXEMPTION_TABLE.exemptions.map((e) => e.id);

export type EvidenceMap = Partial<Record<DeclarationFormField, string[]>>;

interface DeclarationFormFieldsProps {
  form: UseFormReturnType<DeclarationFormValues>;
  evidence?: EvidenceMap;
  disabled?: boolean;
}

/** The reader's words for a field, or nothing (so no empty description line). */
function Evidence({ lines }: { lines: string[] | undefined }) {
  const { t } = useTranslation();
  if (!lines?.length) return null;
  return (
    <Text component="span" size="xs" c="teal">
      {t('From the document: {{lines}}', { lines: lines.join(' · ') })}
    </Text>
  );
}

function evidenceOf(lines: string[] | undefined): ReactNode {
  return lines?.length ? <Evidence lines={lines} /> : undefined;
}

export function DeclarationFormFields({
  form,
  evidence = {},
  disabled,
}: DeclarationFormFieldsProps) {
  const { t } = useTranslation();
  const props = (field: DeclarationFormField) => {
    const error = form.errors[field];
    return {
      ...form.getInputProps(field),
      error: typeof error === 'string' ? t(error) : error,
      disabled,
      description: evidenceOf(evidence[field]),
    };
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('Type')}
          withAsterisk
          data={[...DECLARATION_KINDS]}
          allowDeselect={false}
          {...props('type')}
          onChange={(value) => {
            if (!value) return;
            // The evidence kind follows the type until someone picks one by hand.
            const type = value as DeclarationKind;
            form.setFieldValue('type', type);
            form.setFieldValue(
              'evidenceKind',
              defaultEvidenceKind(type, form.getValues().issuer.trim() || null),
            );
          }}
        />
        <Select
          label={t('Evidence kind')}
          data={EVIDENCE_KINDS.map((kind) => ({
            value: kind,
            label: t(EVIDENCE_KIND_LABELS[kind]),
          }))}
          allowDeselect={false}
          {...props('evidenceKind')}
        />
        <TextInput label={t('Manufacturer')} withAsterisk {...props('manufacturer')} />
        <TextInput
          label={t('Issuer')}
          placeholder={t('A test lab or distributor, when not the maker')}
          {...props('issuer')}
        />
        <TextInput
          label={t('Date of issue')}
          placeholder={t('YYYY-MM-DD or YYYY-MM')}
          {...props('dateIssue')}
        />
      </SimpleGrid>
      <Textarea
        label={t('Models')}
        withAsterisk
        autosize
        minRows={3}
        maxRows={10}
        placeholder={'All\nAll except: A; B\nGRM188*; 74AHC1G125GW,125'}
        {...props('models')}
        description={
          <>
            <Text component="span" size="xs" c="dimmed" display="block">
              {t(
                'All, All except: A; B, or part numbers and patterns (* is a wildcard) one per line or separated by semicolons — never by commas.',
              )}
            </Text>
            {evidenceOf(evidence.models)}
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('Date of collection')} type="date" {...props('dateCollection')} />
        <TagsInput
          label={t('Directives')}
          placeholder={t('Type and press Enter')}
          data={[...DIRECTIVES]}
          clearable
          {...props('directives')}
        />
        <TagsInput
          label={t('Exemptions')}
          placeholder={t('e.g. 7(c)-I, then Enter')}
          data={EXEMPTION_IDS}
          clearable
          {...props('exemptions')}
        />
        <Group grow align="flex-start" gap="xs">
          <TextInput
            label={t('Candidate list date')}
            placeholder={t('YYYY-MM-DD or YYYY-MM')}
            {...props('candidateListDate')}
          />
          <TextInput
            label={t('Candidate list entries')}
            inputMode="numeric"
            {...props('candidateListEntries')}
          />
        </Group>
      </SimpleGrid>
      <Textarea
        label={t('Conditions')}
        placeholder={t('e.g. products identified as RoHS compliant')}
        autosize
        minRows={2}
        {...props('conditions')}
      />
    </Stack>
  );
}
