import type { Product } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { testMaterial } from '@/lib/test-material';
import { foundFrame, liveMessage } from './test-live-messages';
import {
  applyRanProductUpdate,
  IDLE_SESSION,
  reduceSession,
  runsFromSearchRuns,
  searchStateOf,
  withMoreTempCertificates,
} from './live-events';

const isSearching = (runs: Parameters<typeof searchStateOf>[0], materialId: number) =>
  searchStateOf(runs, materialId).running;

describe('search runs', () => {
  it('starts from the stored runs, so a reload shows which components are searching', () => {
    const runs = runsFromSearchRuns([
      { materialId: 7, ranProducts: [{ model: 'A', manufacture: 'B', isRunning: true }] },
      { materialId: 8, ranProducts: [{ model: 'C', manufacture: 'D', isRunning: false }] },
    ]);
    expect(isSearching(runs, 7)).toBe(true);
    expect(isSearching(runs, 8)).toBe(false);
    expect(isSearching(runs, 9)).toBe(false);
    expect(isSearching(undefined, 7)).toBe(false);
  });

  it("'ranProductUpdate' replaces that material's ranProducts only", () => {
    const runs = runsFromSearchRuns([
      { materialId: 7, ranProducts: [{ model: 'A', manufacture: 'B', isRunning: true }] },
    ]);
    const done = { ranProducts: [{ model: 'A', manufacture: 'B', isRunning: false }] };
    const next = applyRanProductUpdate(runs, liveMessage('ranProductUpdate', done, 7));
    expect(isSearching(next, 7)).toBe(false);
    const started = { ranProducts: [{ model: 'X', manufacture: 'Y', isRunning: true }] };
    expect(
      isSearching(applyRanProductUpdate(next, liveMessage('ranProductUpdate', started, 9)), 9),
    ).toBe(true);
    expect(applyRanProductUpdate(runs, liveMessage('none', null))).toBe(runs);
    expect(applyRanProductUpdate(runs, liveMessage('ranProductUpdate', { bad: 1 }, 7))).toBe(runs);
  });

  it('keeps why the last search failed, from the stored runs and from the feed, until a new one starts', () => {
    const error = 'tuv-sud: no answer within 3000 ms';
    const stored = runsFromSearchRuns([
      { materialId: 7, ranProducts: [{ model: 'A', manufacture: 'B', isRunning: false, error }] },
      { materialId: 8, ranProducts: [{ model: 'C', manufacture: 'D', isRunning: false }] },
    ]);
    expect(searchStateOf(stored, 7)).toEqual({ running: false, error });
    expect(searchStateOf(stored, 8)).toEqual({ running: false, error: null });

    const update = (isRunning: boolean, failure: string | null) =>
      liveMessage(
        'ranProductUpdate',
        { ranProducts: [{ model: 'C', manufacture: 'D', isRunning, error: failure }] },
        8,
      );
    const failed = applyRanProductUpdate(stored, update(false, error));
    expect(searchStateOf(failed, 8)).toEqual({ running: false, error });
    const again = applyRanProductUpdate(failed, update(true, null));
    expect(searchStateOf(again, 8)).toEqual({ running: true, error: null });
  });
});

describe('the search session', () => {
  it("'none' turns detection on and clears results; 'undefined' clears them", () => {
    const withResult = reduceSession(IDLE_SESSION, foundFrame(7, 1)).session;
    const started = reduceSession(withResult, liveMessage('none', null)).session;
    expect(started).toEqual({ detecting: true, results: {} });
    const ended = reduceSession(
      reduceSession(started, foundFrame(7, 1)).session,
      liveMessage('undefined', null),
    );
    expect(ended.session).toEqual({ detecting: false, results: {} });
  });

  it("'resultTempSearch' counts a certificate once per material", () => {
    const first = reduceSession(IDLE_SESSION, foundFrame(7, 1));
    expect(first.added?.materialId).toBe(7);
    expect(first.session.results).toEqual({ 7: [1] });
    const again = reduceSession(first.session, foundFrame(7, 1));
    expect(again.added).toBeNull();
    const other = reduceSession(again.session, foundFrame(8, 1));
    expect(other.added?.data.cdocId).toBe(1);
  });

  it('does not count a candidate the material already has as a record', () => {
    const step = reduceSession(
      IDLE_SESSION,
      foundFrame(7, 3),
      (id) => new Set(id === 7 ? [3] : []),
    );
    expect(step.added).toBeNull();
    expect(step.session).toBe(IDLE_SESSION);
  });

  it('ignores a malformed candidate', () => {
    const step = reduceSession(IDLE_SESSION, liveMessage('resultTempSearch', { materialId: 7 }, 7));
    expect(step.added).toBeNull();
  });
});

describe('withMoreTempCertificates', () => {
  it("raises only those materials' temp counts, by as many as they got", () => {
    const product = {
      id: 1,
      materials: [
        testMaterial({ id: 7 }),
        testMaterial({ id: 8, totalTempCertificate: 2 }),
        testMaterial({ id: 9, totalTempCertificate: 5 }),
      ],
    } as unknown as Product;
    const next = withMoreTempCertificates(
      product,
      new Map([
        [8, 1],
        [7, 3],
      ]),
    );
    expect(next.materials.map((m) => m.totalTempCertificate)).toEqual([3, 3, 5]);
    // Untouched materials keep their object (the table's rows compare them by reference).
    expect(next.materials[2]).toBe(product.materials[2]);
    expect(withMoreTempCertificates(product, new Map([[99, 4]]))).toBe(product);
    expect(withMoreTempCertificates(product, new Map())).toBe(product);
  });
});
