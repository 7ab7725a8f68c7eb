/**
 * The list filter for roles 1 and 3 (DESIGN.md §5.4): All | Companies (one company) |
 * Benchmark. Native radios and a native select keep it keyboard friendly and findable by label.
 */
import type { PRODUCT_FILTERS } from '@partproof/shared';
import { Group, Input, NativeSelect, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg } from '@/i18n/i18n';

export type ProductFilter = (typeof PRODUCT_FILTERS)[number];

const FILTER_OPTIONS: { value: ProductFilter; label: string }[] = [
  { value: 'all', label: msg('All') },
  { value: 'companies', label: msg('Companies') },
  { value: 'benchmark', label: msg('Benchmark') },
];

const isFilter = (value: string): value is ProductFilter =>
  FILTER_OPTIONS.some((option) => option.value === value);

interface ProductFilterProps {
  filter: ProductFilter;
  companyId: number | null;
  companies: readonly { id: number; name: string }[];
  companiesLoading: boolean;
  onChange: (filter: ProductFilter, companyId: number | null) => void;
}

export function ProductFilterBar(props: ProductFilterProps) {
  const { filter, companyId, companies, companiesLoading, onChange } = props;
  const { t } = useTranslation();
  return (
    <Group align="flex-end">
      <Input.Wrapper label={t('Filter')} labelElement="div" id="products-filter">
        <SegmentedControl
          aria-labelledby="products-filter-label"
          data={FILTER_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          value={filter}
          onChange={(value) => onChange(isFilter(value) ? value : 'all', null)}
        />
      </Input.Wrapper>
      {filter === 'companies' && (
        <NativeSelect
          label={t('Company')}
          w={260}
          disabled={companiesLoading}
          data={[
            {
              value: '',
              label: companiesLoading ? t('Loading companies…') : t('Select a company'),
            },
            ...companies.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          value={companyId === null ? '' : String(companyId)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange('companies', value ? Number(value) : null);
          }}
        />
      )}
    </Group>
  );
}
