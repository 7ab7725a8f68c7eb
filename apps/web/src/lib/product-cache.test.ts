import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { BomPage, Product } from '@partproof/shared';
import {
  productComponentsKey,
  productDetailKey,
  refreshProduct,
  replaceCachedMaterial,
  updateCachedProduct,
} from './product-cache';
import { testMaterial } from './test-material';

const main = testMaterial({ id: 11, componentName: 'Main' });
const alternative = testMaterial({ id: 12, componentName: 'Alternative' });
const other = testMaterial({ id: 13, componentName: 'Other' });
const product = { id: 1, materials: [main, alternative, other] } as unknown as Product;
const page: BomPage = {
  data: [
    { ...main, variations: [alternative] },
    { ...other, variations: [] },
  ],
  total: 2,
  page: 1,
  limit: 10,
};
const pageKey = [...productComponentsKey(1), { page: 1, limit: 10 }];

function cached() {
  const client = new QueryClient();
  client.setQueryData(productDetailKey(1), product);
  client.setQueryData(pageKey, page);
  return client;
}

describe('the product cache and the component pages', () => {
  it('an edited material reaches the product and the page that shows it', () => {
    const client = cached();
    replaceCachedMaterial(client, { ...alternative, componentName: 'Renamed' });
    expect(client.getQueryData<Product>(productDetailKey(1))?.materials[1]?.componentName).toBe(
      'Renamed',
    );
    const shown = client.getQueryData<BomPage>(pageKey);
    expect(shown?.data[0]?.variations[0]?.componentName).toBe('Renamed');
    expect(shown?.data[0]?.componentName).toBe('Main');
  });

  it('a change made to the cached product is made to the pages too', () => {
    const client = cached();
    updateCachedProduct(client, 1, (p) => ({
      ...p,
      materials: p.materials.map((m) => (m.id === 13 ? { ...m, materialComment: 4 } : m)),
    }));
    const shown = client.getQueryData<BomPage>(pageKey);
    expect(shown?.data[1]).toMatchObject({ id: 13, materialComment: 4, variations: [] });
    expect(shown?.data[0]).toBe(page.data[0]);
  });

  it('a change made to the cached product brings no older field of it into the pages', () => {
    // The pages were read again after a flag was resolved; the product's read is still under
    // way, so the cached product still holds the flag when a live RoHS update arrives.
    const flag = { reason: 'Wrong datasheet', flaggedBy: 'Fay Flagger', createdAt: '2026-11-29' };
    const flagged = { ...other, flag } as typeof other;
    const client = new QueryClient();
    client.setQueryData(productDetailKey(1), {
      ...product,
      materials: [main, alternative, flagged],
    });
    client.setQueryData(pageKey, page);
    updateCachedProduct(client, 1, (p) => ({
      ...p,
      materials: p.materials.map((m) => (m.id === 13 ? { ...m, rohsStatusReason: 'Now' } : m)),
    }));
    const shown = client.getQueryData<BomPage>(pageKey);
    expect(shown?.data[1]).toMatchObject({ id: 13, rohsStatusReason: 'Now' });
    expect(shown?.data[1]?.flag).toBe(other.flag);
  });

  it('refreshing the product refreshes its pages', async () => {
    const client = cached();
    await refreshProduct(client, 1);
    expect(client.getQueryState(pageKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(productDetailKey(1))?.isInvalidated).toBe(true);
  });
});
