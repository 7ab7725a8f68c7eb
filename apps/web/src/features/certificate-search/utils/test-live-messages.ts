/** Live-feed messages for the live-search tests: a message, a candidate, a found frame. */
import type { LiveMessage, TempCertificate } from '@partproof/shared';

/** A message of the feed; `id` is the product it is about. */
export const liveMessage = (
  event: LiveMessage['event'],
  data: unknown,
  materialId: number | null = null,
  id: number | null = 1,
): LiveMessage => ({ event, data, materialId, id });

/** A candidate certificate (its id `cdocId * 10`) as a search finds it. */
export const tempCertificate = (cdocId: number): TempCertificate => ({
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

/** The frame of a candidate found for a material of product `id`. */
export const foundFrame = (materialId: number, cdocId: number, id: number | null = 1) =>
  liveMessage('resultTempSearch', { materialId, data: tempCertificate(cdocId) }, materialId, id);
