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
    // Every role may start the wizard (engineers create products too).
    access: { can: 'signed-in', scope: 'none' },
  }),
  reparse: defineEndpoint({
    method: 'POST',
    path: '/collectionProductMaterials/reparse',
    body: BomReparseSchema,
    response: BomUploadResultSchema,
    // A stored BOM is its uploader's (admins: anyone's, `upload.useAnyone`).
    access: { can: 'signed-in', scope: 'own' },
  }),
};
