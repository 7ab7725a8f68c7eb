/**
 * A product's components, the materials (spec §7 material calls): get, add, edit, delete,
 * material status. Registered by apps/server/src/modules/materials/.
 */
import { defineEndpoint } from '../endpoint.js';
import { IdParamsSchema } from '../schemas/common.js';
import {
  MaterialDeleteResultSchema,
  MaterialDeleteSchema,
  MaterialSaveResultSchema,
  MaterialSaveSchema,
  MaterialSchema,
  MaterialStatusListSchema,
  MaterialStatusUpdateSchema,
  MaterialUpdateSchema,
} from '../schemas/materials.js';
import { ProductIdSchema } from '../schemas/products.js';

export const materialApi = {
  get: defineEndpoint({
    method: 'POST',
    path: '/material/get',
    body: ProductIdSchema,
    response: MaterialSchema,
    access: { can: 'signed-in', scope: 'company' },
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/material/save',
    body: MaterialSaveSchema,
    response: MaterialSaveResultSchema,
    status: 201,
    // Spec §2: 'Add component' is for everyone, engineers included.
    access: { can: 'signed-in', scope: 'company' },
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/material/update',
    body: MaterialUpdateSchema,
    response: MaterialSchema,
    access: { can: 'material.edit', scope: 'company' },
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/material/delete',
    body: MaterialDeleteSchema,
    response: MaterialDeleteResultSchema,
    access: { can: 'material.delete', scope: 'company' },
  }),
  statuses: defineEndpoint({
    method: 'GET',
    path: '/material-status',
    response: MaterialStatusListSchema,
    access: { can: 'signed-in', scope: 'none' },
  }),
  updateStatus: defineEndpoint({
    method: 'PATCH',
    path: '/material/update-material-status/:id',
    params: IdParamsSchema,
    body: MaterialStatusUpdateSchema,
    response: MaterialSchema,
    // Which status: materialStatusChoices.
    access: { can: 'material.changeStatus', scope: 'company' },
  }),
};
