/** Products and their components (spec §7 product and material calls). */
import { defineEndpoint } from '../endpoint.js';
import { EmptyBodySchema, IdParamsSchema } from '../schemas/common.js';
import { LookupListsSchema, RequiredCertificateListSchema } from '../schemas/lookups.js';
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
import {
  BomPageQuerySchema,
  BomPageSchema,
  ProductIdSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSaveResultSchema,
  ProductSaveSchema,
  ProductSchema,
  ProductStatusUpdateSchema,
  ProductUpdateSchema,
  ResultMessageSchema,
} from '../schemas/products.js';

export const productApi = {
  getAll: defineEndpoint({
    method: 'POST',
    path: '/product/getAll',
    body: ProductListQuerySchema.nullish(),
    response: ProductListSchema,
    access: { can: 'signed-in', scope: 'company' },
  }),
  get: defineEndpoint({
    method: 'POST',
    path: '/product/get',
    body: ProductIdSchema,
    response: ProductSchema,
    access: { can: 'signed-in', scope: 'company' },
  }),
  /** One page of the product's components (DESIGN.md §10.1); the same access as `get`. */
  components: defineEndpoint({
    method: 'GET',
    path: '/product/:id/components',
    params: IdParamsSchema,
    query: BomPageQuerySchema,
    response: BomPageSchema,
    description:
      "One page of a product's top-level component rows, each with its alternatives in " +
      '`variations`, sorted, searched (normalised as the BOM search) and paged by the server. ' +
      '`limit` is at most 100.',
    access: { can: 'signed-in', scope: 'company' },
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/product/save',
    body: ProductSaveSchema,
    response: ProductSaveResultSchema,
    status: 201,
    // Every role creates products (an engineer without a company: their own).
    access: { can: 'signed-in', scope: 'none' },
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/product/update',
    body: ProductUpdateSchema,
    response: ProductSchema,
    access: { can: 'product.edit', scope: 'company' },
  }),
  updateStatus: defineEndpoint({
    method: 'POST',
    path: '/product/updateStatus',
    body: ProductStatusUpdateSchema,
    response: ResultMessageSchema,
    // Which move: the workflow table.
    access: { can: 'product.changeStatus', scope: 'company' },
  }),
  customerProductStatus: defineEndpoint({
    method: 'POST',
    path: '/product/customerProductStatus',
    body: ProductIdSchema,
    response: ResultMessageSchema,
    access: { can: 'product.notifyCustomer', scope: 'company' },
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/product/delete',
    body: ProductIdSchema,
    response: ResultMessageSchema,
    access: { can: 'product.delete', scope: 'company' },
  }),
  /** The BOM as xlsx (bytes). */
  downloadCsv: defineEndpoint({
    method: 'GET',
    path: '/product/downloadCSV/:id',
    params: IdParamsSchema,
    access: { can: 'product.export', scope: 'company' },
  }),
  /** The evidence zip (bytes). */
  zip: defineEndpoint({
    method: 'GET',
    path: '/product/zip/:id',
    params: IdParamsSchema,
    access: { can: 'signed-in', scope: 'company' },
  }),
};

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

export const lookupApi = {
  all: defineEndpoint({
    method: 'POST',
    path: '/standard-substitutions/all',
    body: EmptyBodySchema,
    response: LookupListsSchema,
    // The seeded entries plus those the caller's company typed.
    access: { can: 'signed-in', scope: 'company' },
  }),
  /** The certificate kinds a component may need (its requiredCertificates). */
  requiredCertificates: defineEndpoint({
    method: 'GET',
    path: '/required-certificate',
    response: RequiredCertificateListSchema,
    access: { can: 'signed-in', scope: 'global' },
  }),
};
