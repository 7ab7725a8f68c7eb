/**
 * The declaration form's fields (DESIGN.md §9.3), shared by 'Add new material declaration'
 * and Edit. Next to each field the reader filled, the words it came from ("page 1: '…'").
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
import { type DeclarationFormField, type DeclarationFormValues } from '../utils/declaration-form';

/** The canonical exemption ids (Annex III as shipped), offered as suggestions; any id is accepted. */
const EXEMPTION_IDS = SHIPPED_EXEMPTION_TABLE.exemptions.map((e) => e.id);

const EVIDENCE_KIND_OPTIONS = EVIDENCE_KINDS.map((kind) => ({
  value: kind,
  label: EVIDENCE_KIND_LABELS[kind],
}));

export type EvidenceMap = Partial<Record<DeclarationFormField, string[]>>;

interface DeclarationFormFieldsProps {
  form: UseFormReturnType<DeclarationFormValues>;
  evidence?: EvidenceMap;
  disabled?: boolean;
}

/** The reader's words for a field, or nothing (so no empty description line). */
function evidenceOf(lines: string[] | undefined): ReactNode {
  if (!lines?.length) return undefined;
  return (
    <Text component="span" size="xs" c="teal.8">
      From the document: {lines.join(' · ')}
    </Text>
  );
}

export function DeclarationFormFields({
  form,
  evidence = {},
  disabled,
}: DeclarationFormFieldsProps) {
  const props = (field: DeclarationFormField) => ({
    ...form.getInputProps(field),
    disabled,
    description: evidenceOf(evidence[field]),
  });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Type"
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
          label="Evidence kind"
          data={EVIDENCE_KIND_OPTIONS}
          allowDeselect={false}
          {...props('evidenceKind')}
        />
        <TextInput label="Manufacturer" withAsterisk {...props('manufacturer')} />
        <TextInput
          label="Issuer"
          placeholder="A test lab or distributor, when not the maker"
          {...props('issuer')}
        />
        <TextInput
          label="Date of issue"
          placeholder="YYYY-MM-DD or YYYY-MM"
          {...props('dateIssue')}
        />
      </SimpleGrid>
      <Textarea
        label="Models"
        withAsterisk
        autosize
        minRows={3}
        maxRows={10}
        placeholder={'All\nAll except: A; B\nGRM188*; 74AHC1G125GW,125'}
        {...props('models')}
        description={
          <>
            <Text component="span" size="xs" c="dimmed" display="block">
              All, All except: A; B, or part numbers and patterns (* is a wildcard) one per line or
              separated by semicolons — never by commas.
            </Text>
            {evidenceOf(evidence.models)}
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Date of collection" type="date" {...props('dateCollection')} />
        <TagsInput
          label="Directives"
          placeholder="Type and press Enter"
          data={[...DIRECTIVES]}
          clearable
          {...props('directives')}
        />
        <TagsInput
          label="Exemptions"
          placeholder="e.g. 7(c)-I, then Enter"
          data={EXEMPTION_IDS}
          clearable
          {...props('exemptions')}
        />
        <Group grow align="flex-start" gap="xs">
          <TextInput
            label="Candidate list date"
            placeholder="YYYY-MM-DD or YYYY-MM"
            {...props('candidateListDate')}
          />
          <TextInput
            label="Candidate list entries"
            inputMode="numeric"
            {...props('candidateListEntries')}
          />
        </Group>
      </SimpleGrid>
      <Textarea
        label="Conditions"
        placeholder="e.g. products identified as RoHS compliant"
        autosize
        minRows={2}
        {...props('conditions')}
      />
    </Stack>
  );
}
