/**
 * A temporary certificate in the spec's shape (§3), as the live feed's 'resultTempSearch'
 * carries it: the candidate (found for the material's part), its cdoc, and the material.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { TempCertificate } from '@partproof/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { cdocs, materials, tempCertificates } from '../../db/schema/index.js';
import { cdocUrl, modelText, type CdocRow } from '../cdocs/cdocs.queries.js';
import type { LiveRef } from '../live/publish.js';

type TempRow = typeof tempCertificates.$inferSelect;

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The one temp certificate shape: the REST list and the live feed send the same object. */
export function toTempCertificate(
  config: Config,
  temp: TempRow,
  cdoc: CdocRow,
  material: { componentName: string },
): TempCertificate {
  const score = asRecord(temp.aiScoreData);
  const raw = asRecord(temp.rawData);
  const matchedModel = typeof score.matchedModel === 'string' ? score.matchedModel : null;
  const url = cdocUrl(config, cdoc);
  return {
    id: temp.id,
    cdocId: cdoc.id,
    serviceName: temp.serviceName,
    matchPercent: temp.matchPercent,
    aiScoreData: {
      ...score,
      score: typeof score.score === 'number' ? score.score : temp.matchPercent / 100,
    },
    rawData: {
      ...raw,
      manufacturedPlant:
        typeof raw.manufacturedPlant === 'string' ? raw.manufacturedPlant : cdoc.holder,
      certificateNumber: cdoc.refNumber,
      link: typeof raw.link === 'string' ? raw.link : url,
    },
    modelName: { name: material.componentName, found: matchedModel !== null },
    type: cdoc.standard ?? '',
    certificateNumber: cdoc.refNumber,
    cert: {
      certifying_body: cdoc.certifyingBody,
      ref_number: cdoc.refNumber,
      model: modelText(cdoc),
      cutModelName: matchedModel ?? cdoc.models[0] ?? '',
    },
    name: cdoc.holder,
    is_valid: cdoc.isValid,
    url,
  };
}

/** The live feed's loader for 'resultTempSearch': `{materialId, data: TempCertificate}`. */
export async function loadLiveRef(db: Db, config: Config, ref: LiveRef): Promise<unknown[]> {
  if (ref.ids.length === 0) return [];
  const rows = await db
    .select({ temp: tempCertificates, cdoc: cdocs, material: materials })
    .from(tempCertificates)
    .innerJoin(cdocs, eq(cdocs.id, tempCertificates.cdocId))
    .innerJoin(
      materials,
      and(eq(materials.id, ref.materialId), eq(materials.partId, tempCertificates.partId)),
    )
    .where(inArray(tempCertificates.id, ref.ids));
  // In the order published (best match first); candidates deleted meanwhile drop out.
  const byId = new Map(rows.map((row) => [row.temp.id, row]));
  return ref.ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          {
            materialId: row.material.id,
            data: toTempCertificate(config, row.temp, row.cdoc, row.material),
          },
        ]
      : [];
  });
}
