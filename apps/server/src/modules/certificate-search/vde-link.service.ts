/**
 * VDE link resolution (`scrapers/vde/link`): asks the VDE directory for a certificate and
 * answers its link. Every role opens these links from the records modal, and each lookup is
 * an outbound request, so answers are cached per process and a user's lookups are limited
 * per window (DESIGN.md §5.14's limits, counted in the database like sign-in failures).
 */
import type { Ctx } from '../../context.js';
import { LruCache } from '../../lib/lru-cache.js';
import { takeAttempts } from '../../lib/rate-limit.js';
import type { Actor } from '../../plugins/auth.js';
import { normaliseModel } from '../cdocs/matching/model-pattern.js';
import { connectorFor } from './sources/sources.js';

interface VdeLinkAnswer {
  result: boolean;
  url: string | null;
}

/** A found link changes rarely; "not found" may stop being true sooner. */
const FOUND_TTL_MS = 60 * 60_000;
const NOT_FOUND_TTL_MS = 10 * 60_000;
const answers = new LruCache<VdeLinkAnswer>(2_000);

const NO_LINK: VdeLinkAnswer = { result: false, url: null };

/**
 * `result: false` (not configured, not found, directory down) shows 'Link not work'. Only
 * the directory's own answers are cached: a timeout or an error is asked again next time.
 */
export async function resolveVdeLink(
  ctx: Ctx,
  actor: Actor,
  input: { model: string; manufacturer: string; certificateNo: string },
): Promise<VdeLinkAnswer> {
  const connector = connectorFor(ctx.config, 'vde');
  if (!connector) return NO_LINK;
  const wanted = normaliseModel(input.certificateNo);
  // The directory's address is part of the key: a reconfigured source starts afresh.
  const key = JSON.stringify([
    ctx.config.sources.find((s) => s.name === 'vde')?.baseUrl,
    wanted,
    normaliseModel(input.model),
    normaliseModel(input.manufacturer),
  ]);
  const cached = answers.get(key);
  if (cached) return cached;

  // Recorded before the outbound call, so parallel lookups cannot pass the limit together.
  await takeAttempts(ctx.db, [
    {
      key: `vde-link:${actor.id}`,
      max: ctx.config.vdeLinkMaxRequests,
      windowMinutes: ctx.config.vdeLinkWindowMinutes,
    },
  ]);
  let records;
  try {
    records = await connector.search({
      manufacturer: input.manufacturer,
      model: input.model,
      params: { certificateNo: input.certificateNo },
    });
  } catch {
    return NO_LINK;
  }
  const url = records.find((r) => normaliseModel(r.refNumber) === wanted)?.links[0] ?? null;
  const answer = { result: url !== null, url };
  answers.set(key, answer, url === null ? NOT_FOUND_TTL_MS : FOUND_TTL_MS);
  return answer;
}
