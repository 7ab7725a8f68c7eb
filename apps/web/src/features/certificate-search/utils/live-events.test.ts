import type { LiveMessage, Product, TempCertificate } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import { testMaterial } from '@/lib/test-material';
import {
  applyRanProductUpdate,
  IDLE_SESSION,
  reduceSession,
  runsFromSearchRuns,
  searchStateOf,
  withOneMoreTempCertificate,
} from './live-events';

const message = (event: LiveMessage['event'], data: unknown, materialId: number | null = null) =>
  ({ event, data, materialId, id: 1 }) as LiveMessage;

const temp = (cdocId: number): TempCertificate => ({
  id: cdocId * 10,
  cdocId,
  serviceName: 'tuv-sud',
  matchPercent: 90,
  aiScoreData: { score: 0.9 },
  rawData: { manufacturedPlant: null, certificateNumber: 'R-1', link: null },
  modelName: { name: '0215001.MXP', found: true },
  type: 'database',
  certificateNumber: 'R-1',
  cert: { certifying_body: 'TÜV', ref_number: 'R-1', model: '0215*', cutModelName: '0215' },
  name: 'Littelfuse',
  is_valid: true,
  url: null,
});
const found = (materialId: number, cdocId: number) =>
  message('resultTempSearch', { materialId, data: temp(cdocId) }, materialId);

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
    const next = applyRanProductUpdate(runs, message('ranProductUpdate', done, 7));
    expect(isSearching(next, 7)).toBe(false);
    const started = { ranProducts: [{ model: 'X', manufacture: 'Y', isRunning: true }] };
    expect(
      isSearching(applyRanProductUpdate(next, message('ranProductUpdate', started, 9)), 9),
    ).toBe(true);
    expect(applyRanProductUpdate(runs, message('none', null))).toBe(runs);
    expect(applyRanProductUpdate(runs, message('ranProductUpdate', { bad: 1 }, 7))).toBe(runs);
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
      message(
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
    const withResult = reduceSession(IDLE_SESSION, found(7, 1)).session;
    const started = reduceSession(withResult, message('none', null)).session;
    expect(started).toEqual({ detecting: true, results: {} });
    const ended = reduceSession(
      reduceSession(started, found(7, 1)).session,
      message('undefined', null),
    );
    expect(ended.session).toEqual({ detecting: false, results: {} });
  });

  it("'resultTempSearch' counts a certificate once per material", () => {
    const first = reduceSession(IDLE_SESSION, found(7, 1));
    expect(first.added?.materialId).toBe(7);
    expect(first.session.results).toEqual({ 7: [1] });
    const again = reduceSession(first.session, found(7, 1));
    expect(again.added).toBeNull();
    const other = reduceSession(again.session, found(8, 1));
    expect(other.added?.data.cdocId).toBe(1);
  });

  it('does not count a candidate the material already has as a record', () => {
    const step = reduceSession(IDLE_SESSION, found(7, 3), (id) => new Set(id === 7 ? [3] : []));
    expect(step.added).toBeNull();
    expect(step.session).toBe(IDLE_SESSION);
  });

  it('ignores a malformed candidate', () => {
    const step = reduceSession(IDLE_SESSION, message('resultTempSearch', { materialId: 7 }, 7));
    expect(step.added).toBeNull();
  });
});

describe('withOneMoreTempCertificate', () => {
  it("raises only that material's temp count", () => {
    const product = {
      id: 1,
      materials: [testMaterial({ id: 7 }), testMaterial({ id: 8, totalTempCertificate: 2 })],
    } as unknown as Product;
    const next = withOneMoreTempCertificate(product, 8);
    expect(next.materials.map((m) => m.totalTempCertificate)).toEqual([0, 3]);
    expect(withOneMoreTempCertificate(product, 99)).toBe(product);
  });
});
