/**
 * Edit Product (spec §2, §5 "edit product", DESIGN.md §5.16): the product's info, and for
 * admins the Benchmark flag. Saves through product/update; on failure the query client
 * toasts and the form shows the response message too (spec §8).
 */
import type { Product } from '@partproof/shared';
import { Alert, Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupsQuery } from '@/lib/lookup-cache';
import { errorMessage } from '@/lib/notify';
import { useUpdateProduct } from '../api/update-product';
import { ProductInfoFields } from '@/components/product-info-fields';
import { buildUpdatePayload } from '../utils/update-payload';
import { productToInfoValues, validateProductEdit } from '@/lib/product-info';

interface EditProductModalProps {
  product: Product;
  /** The Benchmark checkbox (admins). */
  canSetBenchmark: boolean;
  /** The lookups feature's lists, read while the form is open. */
  lookupsQuery: LookupsQuery;
  opened: boolean;
  onClose: () => void;
}

export function EditProductModal({ opened, onClose, ...form }: EditProductModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('Edit Product')} size="lg">
      {/* Mounted only while open, so each opening starts from the product's current values. */}
      {opened && <EditProductForm {...form} onClose={onClose} />}
    </Modal>
  );
}

function EditProductForm({
  product,
  canSetBenchmark,
  lookupsQuery,
  onClose,
}: Omit<EditProductModalProps, 'opened'>) {
  const { t } = useTranslation();
  const lookups = useQuery(lookupsQuery);
  const update = useUpdateProduct();
  const [isBenchmark, setIsBenchmark] = useState(product.isBenchmark);
  const form = useForm({
    initialValues: productToInfoValues(product),
    validate: validateProductEdit,
  });

  const submit = form.onSubmit((values) => {
    const empty = { standards: [], productTypes: [], markets: [], developmentStatuses: [] };
    const payload = buildUpdatePayload(
      product.id,
      values,
      lookups.data ?? empty,
      canSetBenchmark ? isBenchmark : undefined,
    );
    update.mutate(payload, { onSuccess: onClose });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        {update.isError && (
          <Alert color="red" title={t('The product was not saved')} role="alert">
            {errorMessage(update.error)}
          </Alert>
        )}
        <ProductInfoFields
          form={form}
          lookups={lookups.data}
          withCustomer={false}
          allRequired={false}
        />
        {canSetBenchmark && (
          <Checkbox
            label={t('Benchmark')}
            description={t('Show this product under the Benchmark filter')}
            checked={isBenchmark}
            onChange={(event) => setIsBenchmark(event.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={lookups.isPending}>
            {t('Save changes')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
