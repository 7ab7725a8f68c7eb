import { productApi, ProductListQuerySchema } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { route } from '../../lib/route.js';
import { componentsPage } from './components-page.service.js';
import { downloadBom, productZip } from './product-export.js';
import { customerProductStatus, updateProductStatus } from './product-status.service.js';
import {
  deleteProduct,
  getProduct,
  listProducts,
  saveProduct,
  updateProduct,
} from './products.service.js';

export const productRoutes: ApiRoutes = (app, ctx) => {
  route(app, productApi.getAll, ({ actor, body }) =>
    listProducts(ctx, actor, body ?? ProductListQuerySchema.parse({})),
  );
  route(app, productApi.get, ({ actor, body }) => getProduct(ctx, actor, body.id));
  route(app, productApi.components, ({ actor, params, query }) =>
    componentsPage(ctx, actor, params.id, query),
  );
  route(app, productApi.save, ({ actor, body }) => saveProduct(ctx, actor, body), {
    // A 2,000-component BOM is about 1 MB of JSON; allow headroom for 20,000.
    bodyLimit: 16 * 1024 * 1024,
  });
  route(app, productApi.update, ({ actor, body }) => updateProduct(ctx, actor, body));
  route(app, productApi.updateStatus, ({ actor, body }) =>
    updateProductStatus(ctx, actor, body.productId, body.statusId),
  );
  route(app, productApi.customerProductStatus, ({ actor, body }) =>
    customerProductStatus(ctx, actor, body.id),
  );
  route(app, productApi.delete, ({ actor, body }) => deleteProduct(ctx, actor, body.id));

  route(app, productApi.downloadCsv, async ({ actor, params, reply }) => {
    const file = await downloadBom(ctx, actor, params.id);
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', contentDisposition('attachment', file.name))
      .send(file.bytes);
  });
  route(app, productApi.zip, async ({ actor, params, reply }) => {
    const zip = await productZip(ctx, actor, params.id);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', contentDisposition('attachment', zip.name))
      .send(zip.stream);
  });
};
