/**
 * Search database for one part: a SQL prefilter over cdocs, then the matching library in
 * memory, then the candidates stored as the part's temporary certificates (DESIGN.md §5.6,
 * §9.1): a part used by five products is searched once.
 *
 * The prefilter keeps what matchCertificate could accept and little else:
 * - manufacturer: `holder_key = key`. The library's manufacturer rule is equality of the
 *   alias-resolved keys, and holder_key is stored resolved, so a trigram match on the key
 *   could only bring records the library then rejects;
 * - model, any of: `m <% model_search` — pg_trgm word similarity ≥ 0.5 against the record's
 *   normalised models, which covers exact models, trigram-similar ones (similarity ≥ 0.5
 *   implies word similarity ≥ 0.5), a material model that is the start of a record model,
 *   and most series patterns; or a record model (≥ 3 characters) that is a prefix of the
 *   material model — prefix series and 'B3292*'-style patterns, whose wildcard the
 *   normalised column drops — asked as "the record's words overlap the material model's
 *   prefixes", so an index answers it instead of a scan of every word.
 *   The similarity branch is a GIN index that leads with holder_key (btree_gin,
 *   cdocs_holder_model_trgm_idx, migration 0005); the prefix branch asks for words keyed
 *   with their maker ('mfr5 m5000998', cdocs_maker_words_idx, migration 0016), as the
 *   (holder_key, words) pair made a maker of 100,000 records cost ~100 ms a part. The brand
 *   fallback, whose makers are a key range, keeps the pair (cdocs_holder_model_words_idx).
 * - only when that finds nothing: the brand fallback (brand-prefix.ts) — holders whose key
 *   starts with the material's brand ('sanyou' → 'Sanyou Relays Co., Ltd.') or is the
 *   brand leading the material's longer name — with the same model conditions. Those
 *   candidates score 10 lower (match-certificate.ts), and a decoy ('Kingbrightness') or a
 *   known other maker ('TDK-Lambda' for 'TDK') is dropped by the in-memory match.
 * At most CANDIDATE_LIMIT records, most similar first, reach the library.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { textArray } from '../../db/text-array.js';
import { partCertificates, tempCertificates } from '../../db/schema/index.js';
import type { CdocRow } from '../cdocs/cdocs.queries.js';
import { brandFallback } from '../cdocs/matching/brand-prefix.js';
import { resolveManufacturer } from '../manufacturers/identity/manufacturer.js';
import { normaliseModel } from '../cdocs/matching/model-pattern.js';
import { rankCandidates } from '../cdocs/matching/rank-candidates.js';

export const CANDIDATE_LIMIT = 300;
/** pg_trgm's word-similarity threshold for `<%`, set per transaction. */
const WORD_SIMILARITY = 0.5;
/** A record model shorter than this is too vague to cover a material as its prefix. */
const MIN_PREFIX = 3;
/** The highest code point: `k || LAST_CHARACTER` bounds every key that starts with k. */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

/** The part to search, named as its first BOM line wrote it. */
export interface SearchPart {
  id: number;
  componentName: string;
  manufacturer: string;
}

type Candidate = Pick<CdocRow, 'id' | 'holder' | 'models' | 'serviceName'>;
interface PrefilterRow {
  id: number;
  holder: string;
  models: string[];
  service_name: string;
}

/** The cdocs that may cover the material, before scoring. Must run inside a transaction. */
export async function prefilterCdocs(tx: Db, material: SearchPart): Promise<Candidate[]> {
  const key = resolveManufacturer(material.manufacturer);
  const model = normaliseModel(material.componentName);
  if (key === '' || model === '') return [];
  await tx.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`,
  );
  const prefixes = modelPrefixes(model);
  const own = await cdocsOfMakers(
    tx,
    sql`holder_key = ${key}`,
    model,
    sql`cdoc_maker_words(holder_key, model_search) && ${textArray(prefixes.map((p) => `${key} ${p}`))}`,
  );
  if (own.length > 0) return own;
  const brand = brandCondition(material.manufacturer, key);
  return brand === null
    ? []
    : cdocsOfMakers(
        tx,
        brand,
        model,
        sql`string_to_array(model_search, ' ') && ${textArray(prefixes)}`,
      );
}

/**
 * Holders whose key starts with the material's brand key (an unknown legal name led by the
 * brand), or whose key is a leading run of the material's own longer name. A superset of
 * what `brandAgrees` accepts: the in-memory match checks whole words and known identities.
 * The range runs on cdocs_holder_key_idx (text_pattern_ops, byte-wise on both engines);
 * U+10FFFF sorts after every other character, so the range is exactly "starts with".
 */
function brandCondition(manufacturer: string, key: string): SQL | null {
  const { prefixes, keys } = brandFallback(manufacturer);
  const conditions = prefixes.map(
    (prefix) => sql`(holder_key ~>=~ ${prefix} and holder_key ~<~ ${prefix + LAST_CHARACTER})`,
  );
  if (keys.length > 0) conditions.push(sql`holder_key = any(${textArray(keys)})`);
  if (conditions.length === 0) return null;
  return sql`(${sql.join(conditions, sql` or `)}) and holder_key <> ${key}`;
}

/** `words`: the record has a whole word that is a prefix of the model (see the top). */
async function cdocsOfMakers(tx: Db, makers: SQL, model: string, words: SQL): Promise<Candidate[]> {
  const result: unknown = await tx.execute(sql`
    select id, holder, models, service_name from cdocs
    where ${makers}
      and (${model} <% model_search
        or ${words})
    order by word_similarity(${model}, model_search) desc, id
    limit ${CANDIDATE_LIMIT}`);
  return (result as { rows: PrefilterRow[] }).rows.map((row) => ({
    id: Number(row.id),
    holder: row.holder,
    models: row.models,
    serviceName: row.service_name,
  }));
}

/** Every start of the model from MIN_PREFIX characters on: 'b3292c' → b32, b329, b3292, b3292c. */
export function modelPrefixes(model: string): string[] {
  const prefixes: string[] = [];
  for (let end = MIN_PREFIX; end <= model.length; end++) prefixes.push(model.slice(0, end));
  return prefixes;
}

export type StoredCandidate = typeof tempCertificates.$inferSelect;

/**
 * Scores the prefiltered records and upserts the matched ones as temporary certificates of
 * the part, except records the part already has as certification records. Returns them
 * best first.
 */
export async function searchPart(tx: Db, part: SearchPart): Promise<StoredCandidate[]> {
  const records = await prefilterCdocs(tx, part);
  const ranked = rankCandidates(
    { manufacturer: part.manufacturer, model: part.componentName },
    records,
  );
  if (ranked.length === 0) return [];
  const approved = await tx
    .select({ cdocId: partCertificates.cdocId })
    .from(partCertificates)
    .where(
      and(
        eq(partCertificates.partId, part.id),
        inArray(
          partCertificates.cdocId,
          ranked.map((c) => c.record.id),
        ),
      ),
    );
  const skip = new Set(approved.map((a) => a.cdocId));
  const fresh = ranked.filter((c) => !skip.has(c.record.id));
  if (fresh.length === 0) return [];
  const stored = await tx
    .insert(tempCertificates)
    .values(
      fresh.map(({ record, result }) => ({
        partId: part.id,
        cdocId: record.id,
        serviceName: record.serviceName,
        matchPercent: result.matchPercent,
        aiScoreData: result.aiScoreData,
        rawData: { source: record.serviceName },
      })),
    )
    .onConflictDoUpdate({
      target: [tempCertificates.partId, tempCertificates.cdocId],
      set: {
        serviceName: sql`excluded.service_name`,
        matchPercent: sql`excluded.match_percent`,
        aiScoreData: sql`excluded.ai_score_data`,
        rawData: sql`excluded.raw_data`,
      },
    })
    .returning();
  const order = new Map(fresh.map((c, i) => [c.record.id, i]));
  return stored.sort((a, b) => (order.get(a.cdocId) ?? 0) - (order.get(b.cdocId) ?? 0));
}
