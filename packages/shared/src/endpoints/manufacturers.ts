/**
 * Manufacturers (spec §7 manufacturer calls): the paged list and creating one. A
 * manufacturers module will own them; until then apps/server/src/modules/cdocs/
 * manufacturers.routes.ts registers them.
 */
import { defineEndpoint } from '../endpoint.js';
import {
  CreateManufacturerResultSchema,
  CreateManufacturerSchema,
  ManufacturerListQuerySchema,
  ManufacturerListSchema,
} from '../schemas/manufacturers.js';

export const manufacturerApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/manufacturer',
    query: ManufacturerListQuerySchema,
    response: ManufacturerListSchema,
    description:
      'One page of the manufacturers in name order (`size` at most 500, 100 when absent), ' +
      '`search` keeping the names that contain it (any case); `total` counts every match.',
    access: { can: 'manufacturer.read', scope: 'global' },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/manufacturer',
    body: CreateManufacturerSchema,
    response: CreateManufacturerResultSchema,
    status: 201,
    access: { can: 'manufacturer.manage', scope: 'global' },
  }),
};
