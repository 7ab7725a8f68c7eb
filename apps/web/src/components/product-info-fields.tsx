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
import { categoryFromType, type ProductInfoValues } from '@/lib/product-info';

interface ProductInfoFieldsProps {
  form: UseFormReturnType<ProductInfoValues>;
  lookups: LookupLists | undefined;
  /** The wizard asks for the customer; the Edit Product modal does not. */
  withCustomer: boolean;
  /** Marks the fields the form requires (all of step 01, only the name when editing). */
  allRequired: boolean;
}

const CATEGORY_OPTIONS = EEE_CATEGORIES.map((c) => ({
  value: String(c),
  label: `${c} — ${EEE_CATEGORY_NAMES[c]}`,
}));

const titles = (list: readonly { title: string }[] | undefined) =>
  Array.from(new Set((list ?? []).map((item) => item.title)));

export function ProductInfoFields({
  form,
  lookups,
  withCustomer,
  allRequired,
}: ProductInfoFieldsProps) {
  const loading = lookups === undefined;
  const placeholder = loading ? 'Loading…' : undefined;
  return (
    <Stack gap="sm">
      <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Autocomplete
          label="Type"
          description="Pick one or type a new type"
          withAsterisk={allRequired}
          data={titles(lookups?.productTypes)}
          placeholder={placeholder}
          {...form.getInputProps('type')}
        />
        <Select
          label="Development status"
          withAsterisk={allRequired}
          data={titles(lookups?.developmentStatuses)}
          placeholder={placeholder}
          searchable
          clearable
          {...form.getInputProps('developmentStatus')}
        />
      </SimpleGrid>
      <TagsInput
        label="Standards"
        description="Pick from the list or type a new standard and press Enter"
        withAsterisk={allRequired}
        data={titles(lookups?.standards)}
        placeholder={placeholder}
        clearable
        {...form.getInputProps('standards')}
      />
      <MultiSelect
        label="Markets"
        withAsterisk={allRequired}
        data={titles(lookups?.markets)}
        placeholder={placeholder}
        searchable
        clearable
        {...form.getInputProps('markets')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Manufacturer"
          withAsterisk={allRequired}
          {...form.getInputProps('manufacturer')}
        />
        {withCustomer && (
          <TextInput label="Customer" withAsterisk {...form.getInputProps('customer')} />
        )}
      </SimpleGrid>
      <Select
        label="RoHS equipment category (Annex I)"
        description={
          form.values.eeeCategory === null
            ? `Left empty: ${categoryFromType(form.values.type)} from the type. It decides which exemption dates apply.`
            : 'It decides which exemption dates apply to the parts.'
        }
        data={CATEGORY_OPTIONS}
        placeholder="From the product type"
        clearable={allRequired}
        allowDeselect={allRequired}
        {...form.getInputProps('eeeCategory')}
      />
      <Textarea
        label="Description"
        description={allRequired ? 'Optional' : undefined}
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps('description')}
      />
    </Stack>
  );
}
