/**
 * Datasheets of parts (DESIGN.md §9.1, §9.8): facts of a part, so admins set them and everyone
 * who sees a component using the part reads them. Registered by
 * apps/server/src/modules/datasheets/.
 */
import { defineEndpoint } from '../endpoint.js';
import {
  DATASHEET_LIMITS,
  DatasheetDeleteSchema,
  DatasheetFieldsSchema,
} from '../schemas/datasheets.js';
import { MaterialSchema } from '../schemas/materials.js';

export const datasheetApi = {
  set: defineEndpoint({
    method: 'POST',
    path: '/material/datasheet',
    form: {
      fields: DatasheetFieldsSchema,
      files: { field: 'file', maxBytes: DATASHEET_LIMITS.fileBytes },
      alsoJson: true,
    },
    response: MaterialSchema,
    description:
      "Sets the datasheet of a component's part, for every product using the part: multipart " +
      '`materialId` and either `file` (a PDF, at most 10 MB) or `url` (an http(s) address), ' +
      'or JSON `{materialId, url}`. It replaces the previous one.',
    access: { can: 'datasheet.write', scope: 'company' },
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/material/datasheet/delete',
    body: DatasheetDeleteSchema,
    response: MaterialSchema,
    description: "Removes the datasheet of a component's part.",
    access: { can: 'datasheet.write', scope: 'company' },
  }),
};
