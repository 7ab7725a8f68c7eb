/**
 * What the live feed does to the product page (spec §4 "Edit mode and live search"), as pure
 * functions: the search state of each material (its ranProducts), the session of a search
 * ('none' starts detection and clears results, 'undefined' clears them, 'resultTempSearch'
 * appends a candidate unless the material already has it) and the temp count it bumps.
 */
import {
  LIVE_EVENTS,
  RanProductSchema,
  TempCertificateSchema,
  type LiveMessage,
  type Product,
  type RanProduct,
} from '@partproof/shared';
import { z } from 'zod';

/** ranProducts per material id. */
export type RunsByMaterial = Readonly<Record<number, readonly RanProduct[]>>;

export function runsFromSearchRuns(
  rows: readonly { materialId: number; ranProducts: readonly RanProduct[] }[],
): RunsByMaterial {
  const runs: Record<number, readonly RanProduct[]> = {};
  for (const row of rows) {
    runs[row.materialId] = row.ranProducts.map(({ model, manufacture, isRunning, error }) => ({
      model,
      manufacture,
      isRunning,
      error: error ?? null,
    }));
  }
  return runs;
}

/** A row's search indicator: running, or why its last search failed. */
export interface SearchState {
  running: boolean;
  error: string | null;
}

export function searchStateOf(runs: RunsByMaterial | undefined, materialId: number): SearchState {
  const list = runs?.[materialId] ?? [];
  const running = list.some((run) => run.isRunning);
  return { running, error: running ? null : (list[0]?.error ?? null) };
}

const RanProductUpdateSchema = z.object({ ranProducts: z.array(RanProductSchema) });
const FoundCandidateSchema = z.object({
  materialId: z.number().int(),
  data: TempCertificateSchema,
});
export type FoundCandidate = z.infer<typeof FoundCandidateSchema>;

/** 'ranProductUpdate': the message's ranProducts replace the material's. */
export function applyRanProductUpdate(runs: RunsByMaterial, message: LiveMessage): RunsByMaterial {
  if (message.event !== LIVE_EVENTS.ranProductUpdate || message.materialId === null) return runs;
  const parsed = RanProductUpdateSchema.safeParse(message.data);
  if (!parsed.success) return runs;
  return { ...runs, [message.materialId]: parsed.data.ranProducts };
}

/** The candidate of a 'resultTempSearch' message, or null for anything else. */
export function foundCandidate(message: LiveMessage): FoundCandidate | null {
  if (message.event !== LIVE_EVENTS.resultTempSearch) return null;
  const parsed = FoundCandidateSchema.safeParse(message.data);
  return parsed.success ? parsed.data : null;
}

/** The results of the current search: the certificate (cdoc) ids found per material. */
export interface SearchSession {
  detecting: boolean;
  results: Readonly<Record<number, readonly number[]>>;
}

export const IDLE_SESSION: SearchSession = { detecting: false, results: {} };

export interface SessionStep {
  session: SearchSession;
  /** A candidate new to its material: the count in the table goes up by one. */
  added: FoundCandidate | null;
}

/**
 * One message applied to the session. `approvedCdocIds` are the certificates a material
 * already has as records (when known), so a candidate for one of them is not counted.
 */
export function reduceSession(
  session: SearchSession,
  message: LiveMessage,
  approvedCdocIds: (materialId: number) => ReadonlySet<number> = () => new Set(),
): SessionStep {
  switch (message.event) {
    case LIVE_EVENTS.none:
      return { session: { detecting: true, results: {} }, added: null };
    case LIVE_EVENTS.undefined:
      return { session: { detecting: false, results: {} }, added: null };
    case LIVE_EVENTS.resultTempSearch: {
      const found = foundCandidate(message);
      if (!found) return { session, added: null };
      const { materialId } = found;
      const cdocId = found.data.cdocId;
      const known = session.results[materialId] ?? [];
      if (known.includes(cdocId) || approvedCdocIds(materialId).has(cdocId)) {
        return { session, added: null };
      }
      return {
        session: { ...session, results: { ...session.results, [materialId]: [...known, cdocId] } },
        added: found,
      };
    }
    // Fetch RoHS/REACH's events are the declarations feature's (rohs-events.ts), comments'
    // the comments feature's, flags' the flags feature's.
    case LIVE_EVENTS.ranProductUpdate:
    case LIVE_EVENTS.connected:
    case LIVE_EVENTS.rohsUpdate:
    case LIVE_EVENTS.materialComment:
    case LIVE_EVENTS.materialFlag:
      return { session, added: null };
  }
}

/** What a batch of messages did to the session, applied one by one in arrival order. */
export interface SessionBatch {
  session: SearchSession;
  /**
   * How many candidates were new to each material (its temp count goes up by as many), in
   * the order the materials first got one. Counted across the whole batch: a 'none' or an
   * 'undefined' clears the session's results, never a count already shown.
   */
  added: ReadonlyMap<number, number>;
  /** The batch held an 'undefined' (a search ended): the product is read again. */
  ended: boolean;
}

/**
 * The messages of one batch (e.g. those of one animation frame) reduced through
 * `reduceSession` in one pass, so the page writes its caches once per batch instead of once
 * per frame. The approved cdocs of a material are asked once per batch: nothing in a batch
 * changes them.
 */
export function reduceSessionBatch(
  session: SearchSession,
  messages: readonly LiveMessage[],
  approvedCdocIds: (materialId: number) => ReadonlySet<number> = () => new Set(),
): SessionBatch {
  const approved = new Map<number, ReadonlySet<number>>();
  const approvedOf = (materialId: number) => {
    let ids = approved.get(materialId);
    if (!ids) {
      ids = approvedCdocIds(materialId);
      approved.set(materialId, ids);
    }
    return ids;
  };
  const added = new Map<number, number>();
  let current = session;
  let ended = false;
  for (const message of messages) {
    const step = reduceSession(current, message, approvedOf);
    current = step.session;
    if (step.added) {
      const { materialId } = step.added;
      added.set(materialId, (added.get(materialId) ?? 0) + 1);
    }
    if (message.event === LIVE_EVENTS.undefined) ended = true;
  }
  return { session: current, added, ended };
}

/** Every 'ranProductUpdate' of the batch applied in order (the same runs if none). */
export function applyRanProductUpdates(
  runs: RunsByMaterial,
  messages: readonly LiveMessage[],
): RunsByMaterial {
  return messages.reduce(applyRanProductUpdate, runs);
}

/** The product with more temporary certificates: `added` counts them per material id. */
export function withMoreTempCertificates(
  product: Product,
  added: ReadonlyMap<number, number>,
): Product {
  if (!product.materials.some((m) => (added.get(m.id) ?? 0) !== 0)) return product;
  return {
    ...product,
    materials: product.materials.map((m) => {
      const more = added.get(m.id) ?? 0;
      return more === 0 ? m : { ...m, totalTempCertificate: m.totalTempCertificate + more };
    }),
  };
}
