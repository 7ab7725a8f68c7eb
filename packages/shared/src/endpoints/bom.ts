/** The wizard's BOM upload (spec §7 collectionProductMaterials calls). */
import { defineEndpoint } from '../endpoint.js';
import { BomReparseSchema, BomUploadResultSchema } from '../schemas/bom.js';

export const bomApi = {
  /** Multipart: `file` (CSV or xlsx), optional `productName`, `mapping` (JSON), `headerRow`. */
  parseFile: defineEndpoint({
    method: 'POST',
    path: '/collectionProductMaterials/parseFile',
    multipart: true,
    response: BomUploadResultSchema,
  }),
  reparse: defineEndpoint({
    method: 'POST',
    path: '/collectionProductMaterials/reparse',
    body: BomReparseSchema,
    response: BomUploadResultSchema,
  }),
};
