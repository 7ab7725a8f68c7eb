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
  }),
  get: defineEndpoint({
    method: 'POST',
    path: '/product/get',
    body: ProductIdSchema,
    response: ProductSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/product/save',
    body: ProductSaveSchema,
    response: ProductSaveResultSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/product/update',
    body: ProductUpdateSchema,
    response: ProductSchema,
  }),
  updateStatus: defineEndpoint({
    method: 'POST',
    path: '/product/updateStatus',
    body: ProductStatusUpdateSchema,
    response: ResultMessageSchema,
  }),
  customerProductStatus: defineEndpoint({
    method: 'POST',
    path: '/product/customerProductStatus',
    body: ProductIdSchema,
    response: ResultMessageSchema,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/product/delete',
    body: ProductIdSchema,
    response: ResultMessageSchema,
  }),
  /** The BOM as xlsx (bytes). */
  downloadCsv: defineEndpoint({
    method: 'GET',
    path: '/product/downloadCSV/:id',
    params: IdParamsSchema,
  }),
  /** The evidence zip (bytes). */
  zip: defineEndpoint({ method: 'GET', path: '/product/zip/:id', params: IdParamsSchema }),
};

export const materialApi = {
  get: defineEndpoint({
    method: 'POST',
    path: '/material/get',
    body: ProductIdSchema,
    response: MaterialSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/material/save',
    body: MaterialSaveSchema,
    response: MaterialSaveResultSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/material/update',
    body: MaterialUpdateSchema,
    response: MaterialSchema,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/material/delete',
    body: MaterialDeleteSchema,
    response: MaterialDeleteResultSchema,
  }),
  statuses: defineEndpoint({
    method: 'GET',
    path: '/material-status',
    response: MaterialStatusListSchema,
  }),
  updateStatus: defineEndpoint({
    method: 'PATCH',
    path: '/material/update-material-status/:id',
    params: IdParamsSchema,
    body: MaterialStatusUpdateSchema,
    response: MaterialSchema,
  }),
};

export const lookupApi = {
  all: defineEndpoint({
    method: 'POST',
    path: '/standard-substitutions/all',
    body: EmptyBodySchema,
    response: LookupListsSchema,
  }),
  /** The certificate kinds a component may need (its requiredCertificates). */
  requiredCertificates: defineEndpoint({
    method: 'GET',
    path: '/required-certificate',
    response: RequiredCertificateListSchema,
  }),
};
