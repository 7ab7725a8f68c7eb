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
import { normaliseModel } from '../cdocs/matching/model-pattern.js';
import type { LiveRef } from '../live/publish.js';

type TempRow = typeof tempCertificates.$inferSelect;

export function toTempCertificate(
  config: Config,
  temp: TempRow,
  cdoc: CdocRow,
  material: { type: string; componentName: string },
): TempCertificate {
  const score = temp.aiScoreData as { score?: number; matchedModel?: string | null; kind?: string };
  const matchedModel = score.matchedModel ?? null;
  const url = cdocUrl(config, cdoc);
  return {
    id: temp.id,
    cdocId: cdoc.id,
    serviceName: temp.serviceName,
    matchPercent: temp.matchPercent,
    aiScoreData: { ...score, score: score.score ?? temp.matchPercent / 100 },
    rawData: {
      manufacturedPlant: cdoc.holder,
      certificateNumber: cdoc.refNumber,
      link: url,
      ...(temp.rawData as Record<string, unknown> | null),
    },
    modelName: { name: matchedModel ?? material.componentName, found: score.kind === 'exact' },
    type: material.type,
    certificateNumber: cdoc.refNumber,
    cert: {
      certifying_body: cdoc.certifyingBody,
      ref_number: cdoc.refNumber,
      model: modelText(cdoc),
      cutModelName: normaliseModel(matchedModel ?? material.componentName),
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
