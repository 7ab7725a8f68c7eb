/** Datasheets of parts (definitions in packages/shared/src/endpoints/comments.ts). */
import { DATASHEET_LIMITS, datasheetApi as api, DatasheetFieldsSchema } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { parseFields, readMultipart } from '../../lib/multipart.js';
import { route } from '../../lib/route.js';
import { deleteDatasheet, setDatasheet } from './datasheets.service.js';

export const datasheetRoutes: ApiRoutes = (app, ctx) => {
  route(app, api.set, async ({ actor, request }) => {
    // A link alone may come as JSON (DESIGN.md §9.10); a file comes as a multipart form.
    if (!request.isMultipart()) {
      const body = (request.body ?? {}) as Record<string, string>;
      return setDatasheet(ctx, actor, parseFields(DatasheetFieldsSchema, body), undefined);
    }
    const form = await readMultipart(request, {
      fileField: 'file',
      fileSize: DATASHEET_LIMITS.fileBytes,
    });
    const fields = parseFields(DatasheetFieldsSchema, form.fields);
    return setDatasheet(ctx, actor, fields, form.file);
  });
  route(app, api.remove, ({ actor, body }) => deleteDatasheet(ctx, actor, body.materialId));
};
