import type { LiveMessage, Product, TempCertificate } from '@partproof/shared';
import { describe, expect, it, vi } from 'vitest';
import { testMaterial } from '@/lib/test-material';
import { foundFrame, liveMessage } from './test-live-messages';
import {
  applyRanProductUpdate,
  applyRanProductUpdates,
  IDLE_SESSION,
  reduceSession,
  reduceSessionBatch,
  withMoreTempCertificates,
  type SearchSession,
} from './live-events';

const none = liveMessage('none', null);
const ended = liveMessage('undefined', null);
const running = (materialId: number, isRunning: boolean) =>
  liveMessage(
    'ranProductUpdate',
    { ranProducts: [{ model: `M${materialId}`, manufacture: 'X', isRunning }] },
    materialId,
  );

const MATERIALS = Array.from({ length: 50 }, (_, i) => 100 + i);
const product = {
  id: 1,
  materials: MATERIALS.map((id) => testMaterial({ id, totalTempCertificate: id % 3 })),
} as unknown as Product;

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

/** 1,000 candidate frames over the 50 materials, some of them repeated. */
function candidateFrames(next: () => number, count = 1000): LiveMessage[] {
  return Array.from({ length: count }, () => {
    const materialId = MATERIALS[Math.floor(next() * MATERIALS.length)]!;
    return foundFrame(materialId, Math.floor(next() * 30));
  });
}

/** The page before batching: each frame reduced and counted on its own. */
function oneByOne(
  session: SearchSession,
  messages: readonly LiveMessage[],
  approved: (materialId: number) => ReadonlySet<number> = () => new Set(),
) {
  let current = session;
  let counted = product;
  for (const m of messages) {
    const step = reduceSession(current, m, approved);
    current = step.session;
    if (step.added)
      counted = withMoreTempCertificates(counted, new Map([[step.added.materialId, 1]]));
  }
  return { session: current, counts: counted.materials.map((m) => m.totalTempCertificate) };
}

const countsAfter = (added: ReadonlyMap<number, number>) =>
  withMoreTempCertificates(product, added).materials.map((m) => m.totalTempCertificate);

describe('reduceSessionBatch', () => {
  it('gives 1,000 candidate frames for 50 materials the counts of applying them one by one', () => {
    const frames = [none, ...candidateFrames(random(7))];
    const expected = oneByOne(IDLE_SESSION, frames);
    const batch = reduceSessionBatch(IDLE_SESSION, frames);

    expect(countsAfter(batch.added)).toEqual(expected.counts);
    expect(batch.session).toEqual(expected.session);
    // Duplicates are in the frames: fewer counted than sent, each cdoc once per material.
    const total = [...batch.added.values()].reduce((sum, n) => sum + n, 0);
    const distinct = new Set(
      frames.slice(1).map((m) => {
        const data = m.data as { materialId: number; data: TempCertificate };
        return `${data.materialId}:${data.data.cdocId}`;
      }),
    );
    expect(total).toBe(distinct.size);
    expect(total).toBeLessThan(1000);
    for (const materialId of batch.added.keys()) {
      expect(batch.session.results[materialId]).toHaveLength(batch.added.get(materialId)!);
    }
  });

  it('gives the same counts however the frames are split into batches', () => {
    const next = random(42);
    const frames = [none, ...candidateFrames(next), ended, none, ...candidateFrames(next, 500)];
    const expected = oneByOne(IDLE_SESSION, frames);

    let session = IDLE_SESSION;
    let counted = product;
    for (let start = 0; start < frames.length;) {
      const size = 1 + Math.floor(next() * 120);
      const batch = reduceSessionBatch(session, frames.slice(start, start + size));
      session = batch.session;
      counted = withMoreTempCertificates(counted, batch.added);
      start += size;
    }
    expect(counted.materials.map((m) => m.totalTempCertificate)).toEqual(expected.counts);
    expect(session).toEqual(expected.session);
  });

  it('does not count a candidate twice, within a batch or across batches', () => {
    const first = reduceSessionBatch(IDLE_SESSION, [none, foundFrame(100, 1), foundFrame(100, 1)]);
    expect([...first.added]).toEqual([[100, 1]]);
    const second = reduceSessionBatch(first.session, [foundFrame(100, 1), foundFrame(101, 1)]);
    expect([...second.added]).toEqual([[101, 1]]);
    expect(second.session.results).toEqual({ 100: [1], 101: [1] });
  });

  it("honours 'none' and 'undefined' where they come in the batch", () => {
    // 'none' clears the results in the middle: the same cdoc counts again after it.
    const restarted = reduceSessionBatch(IDLE_SESSION, [
      foundFrame(100, 1),
      none,
      foundFrame(100, 1),
    ]);
    expect([...restarted.added]).toEqual([[100, 2]]);
    expect(restarted.session).toEqual({ detecting: true, results: { 100: [1] } });
    expect(restarted.ended).toBe(false);

    // A whole search in one batch: counted, then detection off and the product read again.
    const whole = reduceSessionBatch(IDLE_SESSION, [
      none,
      foundFrame(100, 1),
      foundFrame(101, 2),
      ended,
    ]);
    expect([...whole.added]).toEqual([
      [100, 1],
      [101, 1],
    ]);
    expect(whole.session).toEqual({ detecting: false, results: {} });
    expect(whole.ended).toBe(true);

    // An end then a new start: the batch ends detecting, with the new search's results.
    const next = reduceSessionBatch(whole.session, [
      foundFrame(100, 1),
      ended,
      none,
      foundFrame(100, 1),
    ]);
    expect(next.session).toEqual({ detecting: true, results: { 100: [1] } });
    expect(next.ended).toBe(true);
    expect([...next.added]).toEqual([[100, 2]]);
  });

  it('leaves out approved cdocs and asks for them once per material and batch', () => {
    const approved = vi.fn((materialId: number) => new Set(materialId === 100 ? [1, 2] : []));
    const frames = [
      foundFrame(100, 1),
      foundFrame(100, 2),
      foundFrame(100, 3),
      foundFrame(101, 1),
      foundFrame(100, 1),
    ];
    const batch = reduceSessionBatch(IDLE_SESSION, frames, approved);
    expect([...batch.added]).toEqual([
      [100, 1],
      [101, 1],
    ]);
    expect(approved).toHaveBeenCalledTimes(2);
    expect(countsAfter(batch.added)).toEqual(oneByOne(IDLE_SESSION, frames, approved).counts);
  });

  it('returns the same session and nothing added for a batch without candidates', () => {
    const batch = reduceSessionBatch(IDLE_SESSION, [running(100, true), running(100, false)]);
    expect(batch.session).toBe(IDLE_SESSION);
    expect(batch.added.size).toBe(0);
    expect(batch.ended).toBe(false);
  });
});

describe('applyRanProductUpdates', () => {
  it("applies a batch's run updates in order, as one by one", () => {
    const frames = [
      running(100, true),
      running(101, true),
      foundFrame(100, 1),
      running(100, false),
      running(102, true),
    ];
    const runs = applyRanProductUpdates({}, frames);
    expect(runs).toEqual(frames.reduce(applyRanProductUpdate, {}));
    expect(runs[100]?.[0]?.isRunning).toBe(false);
    expect(runs[101]?.[0]?.isRunning).toBe(true);
    expect(runs[102]?.[0]?.isRunning).toBe(true);
    const same = { 100: [] };
    expect(applyRanProductUpdates(same, [foundFrame(100, 1), none])).toBe(same);
  });
});
