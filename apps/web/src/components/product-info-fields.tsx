/**
 * The product-info fields shared by wizard step 01 and the Edit Product modal. Type and
 * standards accept typed values that are not in the lookup lists (spec §5).
 */
import { EEE_CATEGORIES, EEE_CATEGORY_NAMES, type LookupLists } from '@partproof/shared';
import {
  Autocomplete,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { categoryFromType, type ProductInfoValues } from '@/lib/product-info';

interface ProductInfoFieldsProps {
  form: UseFormReturnType<ProductInfoValues>;
  lookups: LookupLists | undefined;
  /** The wizard asks for the customer; the Edit Product modal does not. */
  withCustomer: boolean;
  /** Marks the fields the form requires (all of step 01, only the name when editing). */
  allRequired: boolean;
}

const titles = (list: readonly { title: string }[] | undefined) =>
  Array.from(new Set((list ?? []).map((item) => item.title)));

export function ProductInfoFields({
  form,
  lookups,
  withCustomer,
  allRequired,
}: ProductInfoFieldsProps) {
  const { t } = useTranslation();
  const loading = lookups === undefined;
  const placeholder = loading ? t('Loading…') : undefined;
  // The validation texts are the shared MSG table's English; shown in the reader's language.
  const field = (name: keyof ProductInfoValues) => {
    const props = form.getInputProps(name);
    return typeof props.error === 'string' ? { ...props, error: t(props.error) } : props;
  };
  const categoryOptions = EEE_CATEGORIES.map((c) => ({
    value: String(c),
    label: `${c} — ${t(EEE_CATEGORY_NAMES[c])}`,
  }));
  return (
    <Stack gap="sm">
      <TextInput label={t('Name')} withAsterisk data-autofocus {...field('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Autocomplete
          label={t('Type')}
          description={t('Pick one or type a new type')}
          withAsterisk={allRequired}
          data={titles(lookups?.productTypes)}
          placeholder={placeholder}
          {...field('type')}
        />
        <Select
          label={t('Development status')}
          withAsterisk={allRequired}
          data={titles(lookups?.developmentStatuses)}
          placeholder={placeholder}
          searchable
          clearable
          {...field('developmentStatus')}
        />
      </SimpleGrid>
      <TagsInput
        label={t('Standards')}
        description={t('Pick from the list or type a new standard and press Enter')}
        withAsterisk={allRequired}
        data={titles(lookups?.standards)}
        placeholder={placeholder}
        clearable
        {...field('standards')}
      />
      <MultiSelect
        label={t('Markets')}
        withAsterisk={allRequired}
        data={titles(lookups?.markets)}
        placeholder={placeholder}
        searchable
        clearable
        {...field('markets')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('Manufacturer')}
          withAsterisk={allRequired}
          {...field('manufacturer')}
        />
        {withCustomer && <TextInput label={t('Customer')} withAsterisk {...field('customer')} />}
      </SimpleGrid>
      <Select
        label={t('RoHS equipment category (Annex I)')}
        description={
          form.values.eeeCategory === null
            ? t('Left empty: {{category}} from the type. It decides which exemption dates apply.', {
                category: categoryFromType(form.values.type),
              })
            : t('It decides which exemption dates apply to the parts.')
        }
        data={categoryOptions}
        placeholder={t('From the product type')}
        clearable={allRequired}
        allowDeselect={allRequired}
        {...field('eeeCategory')}
      />
      <Textarea
        label={t('Description')}
        description={allRequired ? t('Optional') : undefined}
        autosize
        minRows={2}
        maxRows={6}
        {...field('description')}
      />
    </Stack>
  );
}
