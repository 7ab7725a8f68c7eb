import type { Product } from '@partproof/shared';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { productDetailKey } from '@/lib/product-cache';
import { testMaterial } from '@/lib/test-material';
import { foundFrame, liveMessage } from '../utils/test-live-messages';
import { IDLE_SESSION, type RunsByMaterial } from '../utils/live-events';
import { applyLiveSearchBatch } from './live-search-cache';
import { certificateSearchKeys } from './query-keys';

const PRODUCT = 1;
const MATERIALS = Array.from({ length: 50 }, (_, i) => 100 + i);

const running = (materialId: number, isRunning: boolean) =>
  liveMessage(
    'ranProductUpdate',
    { ranProducts: [{ model: `M${materialId}`, manufacture: 'X', isRunning }] },
    materialId,
  );

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const product = {
    id: PRODUCT,
    materials: MATERIALS.map((id) => testMaterial({ id, productId: PRODUCT })),
  } as unknown as Product;
  queryClient.setQueryData(productDetailKey(PRODUCT), product);
  const setQueryData = vi.spyOn(queryClient, 'setQueryData');
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const review = { approvedCdocIds: vi.fn(() => new Set<number>()), onCandidate: vi.fn() };
  const counts = () =>
    queryClient
      .getQueryData<Product>(productDetailKey(PRODUCT))!
      .materials.map((m) => m.totalTempCertificate);
  const writesOf = (key: readonly unknown[]) =>
    setQueryData.mock.calls.filter(([k]) => JSON.stringify(k) === JSON.stringify(key)).length;
  return { queryClient, setQueryData, invalidate, review, counts, writesOf };
}

describe('applyLiveSearchBatch', () => {
  it('counts 1,000 candidate frames for 50 materials with one write of the product', () => {
    const { queryClient, review, counts, writesOf } = setup();
    // Each material gets 20 distinct cdocs, every one of them sent twice.
    const frames = [liveMessage('none', null)];
    for (let round = 0; round < 2; round++)
      for (let k = 0; k < 10; k++) for (const m of MATERIALS) frames.push(foundFrame(m, k));
    for (let k = 10; k < 20; k++) for (const m of MATERIALS) frames.push(foundFrame(m, k));
    expect(frames).toHaveLength(1501);

    const session = applyLiveSearchBatch(queryClient, PRODUCT, IDLE_SESSION, frames, review);
    expect(counts()).toEqual(MATERIALS.map(() => 20));
    expect(session.detecting).toBe(true);
    expect(session.results[100]).toEqual(Array.from({ length: 20 }, (_, k) => k));
    expect(writesOf(productDetailKey(PRODUCT))).toBe(1);
    // The review lists are refreshed once per material, not once per frame.
    expect(review.onCandidate).toHaveBeenCalledTimes(MATERIALS.length);
    expect(review.approvedCdocIds).toHaveBeenCalledTimes(MATERIALS.length);

    // The same frames again in the next batch: all known, nothing counted or written.
    const again = applyLiveSearchBatch(queryClient, PRODUCT, session, frames.slice(1), review);
    expect(again).toBe(session);
    expect(counts()).toEqual(MATERIALS.map(() => 20));
    expect(writesOf(productDetailKey(PRODUCT))).toBe(1);
  });

  it('writes the search runs once per batch, the last update of a material winning', () => {
    const { queryClient, review, writesOf } = setup();
    const frames = [
      running(100, true),
      running(101, true),
      foundFrame(100, 1),
      running(100, false),
    ];
    applyLiveSearchBatch(queryClient, PRODUCT, IDLE_SESSION, frames, review);
    const runs = queryClient.getQueryData<RunsByMaterial>(
      certificateSearchKeys.searchRuns(PRODUCT),
    );
    expect(runs?.[100]?.[0]?.isRunning).toBe(false);
    expect(runs?.[101]?.[0]?.isRunning).toBe(true);
    expect(writesOf(certificateSearchKeys.searchRuns(PRODUCT))).toBe(1);
  });

  it('reads the product again once when a search ends in the batch, after counting', () => {
    const { queryClient, review, invalidate, counts } = setup();
    const frames = [liveMessage('none', null), foundFrame(100, 1), liveMessage('undefined', null)];
    const session = applyLiveSearchBatch(queryClient, PRODUCT, IDLE_SESSION, frames, review);
    expect(session).toEqual({ detecting: false, results: {} });
    expect(counts()[0]).toBe(1);
    const productReads = invalidate.mock.calls.filter(
      ([filters]) =>
        JSON.stringify(filters?.queryKey) === JSON.stringify(productDetailKey(PRODUCT)),
    );
    expect(productReads).toHaveLength(1);
  });

  it("leaves out other products' frames and writes nothing for them", () => {
    const { queryClient, review, setQueryData, invalidate, counts } = setup();
    const frames = [
      liveMessage('none', null, null, 2),
      foundFrame(100, 1, 2),
      liveMessage('undefined', null, null, 2),
    ];
    const session = applyLiveSearchBatch(queryClient, PRODUCT, IDLE_SESSION, frames, review);
    expect(session).toBe(IDLE_SESSION);
    expect(counts().every((n) => n === 0)).toBe(true);
    expect(setQueryData).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
    expect(review.onCandidate).not.toHaveBeenCalled();
  });

  it('reads the runs again when a search ends while they are being read, so its end stays', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reads: ((runs: RunsByMaterial) => void)[] = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: certificateSearchKeys.searchRuns(PRODUCT),
      queryFn: () => new Promise<RunsByMaterial>((resolve) => reads.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const isRunning = () =>
      queryClient.getQueryData<RunsByMaterial>(
        certificateSearchKeys.searchRuns(PRODUCT),
      )?.[100]?.[0]?.isRunning;
    await settle();
    const review = { approvedCdocIds: () => new Set<number>(), onCandidate: () => undefined };
    applyLiveSearchBatch(queryClient, PRODUCT, IDLE_SESSION, [running(100, false)], review);
    expect(isRunning()).toBe(false);
    // The read the click started was answered while the search still ran.
    reads[0]!({ 100: [{ model: 'M100', manufacture: 'X', isRunning: true }] });
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]!({ 100: [{ model: 'M100', manufacture: 'X', isRunning: false }] });
    await settle();
    expect(isRunning()).toBe(false);
    unsubscribe();
  });

  it('reads the product again when candidates arrive while it is being read', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reads: ((product: Product) => void)[] = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: productDetailKey(PRODUCT),
      queryFn: () => new Promise<Product>((resolve) => reads.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const product = (temps: number) =>
      ({
        id: PRODUCT,
        materials: [
          { ...testMaterial({ id: 100, productId: PRODUCT }), totalTempCertificate: temps },
        ],
      }) as unknown as Product;
    await settle();
    reads[0]!(product(0));
    await settle();
    void queryClient.invalidateQueries({ queryKey: productDetailKey(PRODUCT) });
    await settle();
    expect(reads).toHaveLength(2);
    const review = { approvedCdocIds: () => new Set<number>(), onCandidate: () => undefined };
    applyLiveSearchBatch(queryClient, PRODUCT, IDLE_SESSION, [foundFrame(100, 1)], review);
    // The read under way was answered before the candidate was stored.
    reads[1]!(product(0));
    await settle();
    expect(reads).toHaveLength(3);
    reads[2]!(product(1));
    await settle();
    const temps = queryClient.getQueryData<Product>(productDetailKey(PRODUCT))?.materials[0];
    expect(temps?.totalTempCertificate).toBe(1);
    unsubscribe();
  });
});
