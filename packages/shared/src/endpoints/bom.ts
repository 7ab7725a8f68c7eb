/** The wizard's BOM upload (spec §7 collectionProductMaterials calls). */
import { LIMITS } from '../constants/limits.js';
import { defineEndpoint } from '../endpoint.js';
import { BomReparseSchema, BomUploadFieldsSchema, BomUploadResultSchema } from '../schemas/bom.js';

export const bomApi = {
  /** The BOM `file` (CSV or xlsx), optional `productName`, `mapping` (JSON), `headerRow`. */
  parseFile: defineEndpoint({
    method: 'POST',
    path: '/collectionProductMaterials/parseFile',
    form: {
      fields: BomUploadFieldsSchema,
      files: { field: 'file', maxBytes: LIMITS.uploadBytes },
    },
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
