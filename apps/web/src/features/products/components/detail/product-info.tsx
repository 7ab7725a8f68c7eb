/** The product's information block on the detail screen (spec §2 "Product detail"). */
import {
  EEE_CATEGORY_NAMES,
  ProductStatus,
  productStatusLabel,
  type Product,
} from '@partproof/shared';
import { Badge, Grid, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

function formatDate(value: string | null): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : value;
}

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
  const approved = product.status.id === ProductStatus.Approved;
  const color = approved
    ? 'green'
    : product.status.id === ProductStatus.ReadyForReview
      ? 'blue'
      : 'gray';
  const date = approved ? formatDate(product.productApprovalDate) : '';
  return (
    <Badge color={color} variant="light" tt="none">
      {productStatusLabel(product.status.id, 'detail')}
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
  return (
    <Grid gap="md">
      <Field label="Name">{product.name}</Field>
      <Field label="Manufacturer">{product.manufacturer}</Field>
      <Field label="Product type">{titles(product.type)}</Field>
      <Field label="Standards">{titles(product.standards)}</Field>
      <Field label="Markets">{titles(product.markets)}</Field>
      <Field label="Development status">{product.developmentStatus?.title ?? ''}</Field>
      <Field label="Customer">{product.customer}</Field>
      <Field label="Status">
        <ProductStatusBadge product={product} />
        {product.certificateExpired && (
          <Badge color="red" variant="light" tt="none" ml="xs">
            A certificate has expired
          </Badge>
        )}
      </Field>
      <Field label="Created date">{formatDate(product.createdAt)}</Field>
      {showRoHS && (
        <Field label="RoHS availability">{product.isRoHSAvailable ? 'Yes' : 'No'}</Field>
      )}
      {showRoHS && (
        <Field label="RoHS category">
          {product.eeeCategory} — {EEE_CATEGORY_NAMES[product.eeeCategory]}
        </Field>
      )}
      <Grid.Col span={12}>
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Description
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {product.description || '—'}
          </Text>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
