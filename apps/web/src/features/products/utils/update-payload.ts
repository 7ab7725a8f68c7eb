/** The body of product/update (the Edit Product modal). */
import type { LookupLists, ProductUpdate } from '@partproof/shared';
import { buildProductInfo, type ProductInfoValues } from '@/lib/product-info';

/**
 * Only the name is required when editing; empty optional fields are left out so the
 * server keeps what it has instead of refusing an empty list.
 */
export function buildUpdatePayload(
  id: number,
  values: ProductInfoValues,
  lookups: LookupLists,
  isBenchmark?: boolean,
): ProductUpdate {
  const info = buildProductInfo(values, lookups);
  const payload: ProductUpdate = { id, name: info.name, description: info.description };
  if (info.type.length > 0) payload.type = info.type;
  if (info.standards.length > 0) payload.standards = info.standards;
  if (info.markets.length > 0) payload.markets = info.markets;
  if (info.developmentStatus.title) payload.developmentStatus = info.developmentStatus;
  if (info.manufacturer) payload.manufacturer = info.manufacturer;
  if (info.customer) payload.customer = info.customer;
  if (info.eeeCategory !== undefined) payload.eeeCategory = info.eeeCategory;
  if (isBenchmark !== undefined) payload.isBenchmark = isBenchmark;
  return payload;
}
