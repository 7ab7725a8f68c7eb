/** The product's information block on the detail screen (spec §2 "Product detail"). */
import {
  EEE_CATEGORY_NAMES,
  ProductStatus,
  productStatusLabel,
  type Product,
} from '@partproof/shared';
import { Badge, Grid, Stack, Text } from '@mantine/core';
import { formatDate } from '@/lib/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const titles = (list: { title: string }[]) => list.map((item) => item.title).join(', ');

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text size="sm" component="div">
          {children || '—'}
        </Text>
      </Stack>
    </Grid.Col>
  );
}

export function ProductStatusBadge({ product }: { product: Product }) {
  const { t } = useTranslation();
  const approved = product.status.id === ProductStatus.Approved;
  const color = approved
    ? 'green'
    : product.status.id === ProductStatus.ReadyForReview
      ? 'blue'
      : 'gray';
  const date = approved ? formatDate(product.productApprovalDate) : '';
  return (
    <Badge color={color} variant="light" tt="none">
      {t(productStatusLabel(product.status.id, 'detail'))}
      {date && ` (${date})`}
    </Badge>
  );
}

interface ProductInfoProps {
  product: Product;
  /** RoHS availability is shown only to users with the RoHS flag (DESIGN.md §9.3). */
  showRoHS: boolean;
}

export function ProductInfo({ product, showRoHS }: ProductInfoProps) {
  const { t } = useTranslation();
  return (
    <Grid gap="md">
      <Field label={t('Name')}>{product.name}</Field>
      <Field label={t('Manufacturer')}>{product.manufacturer}</Field>
      <Field label={t('Product type')}>{titles(product.type)}</Field>
      <Field label={t('Standards')}>{titles(product.standards)}</Field>
      <Field label={t('Markets')}>{titles(product.markets)}</Field>
      <Field label={t('Development status')}>{product.developmentStatus?.title ?? ''}</Field>
      <Field label={t('Customer')}>{product.customer}</Field>
      <Field label={t('Status')}>
        <ProductStatusBadge product={product} />
        {product.certificateExpired && (
          <Badge color="red" variant="light" tt="none" ml="xs">
            {t('A certificate has expired')}
          </Badge>
        )}
      </Field>
      <Field label={t('Created date')}>{formatDate(product.createdAt)}</Field>
      {showRoHS && (
        <Field label={t('RoHS availability')}>{product.isRoHSAvailable ? t('Yes') : t('No')}</Field>
      )}
      {showRoHS && (
        <Field label={t('RoHS category')}>
          {product.eeeCategory} — {t(EEE_CATEGORY_NAMES[product.eeeCategory])}
        </Field>
      )}
      <Grid.Col span={12}>
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('Description')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {product.description || '—'}
          </Text>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
