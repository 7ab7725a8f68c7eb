/**
 * The supplier link (DESIGN.md §9.7): the public page a request's letter links to, and the
 * supplier's upload. Registered by apps/server/src/modules/supply/.
 */
import { DECLARATION_LIMITS } from '../constants/declarations.js';
import { defineEndpoint } from '../endpoint.js';
import { REQUEST_LIMITS } from '../schemas/requests.js';
import {
  SupplyInfoSchema,
  SupplySecretParamsSchema,
  SupplyUploadResultSchema,
} from '../schemas/supply.js';

export const supplyApi = {
  info: defineEndpoint({
    method: 'GET',
    path: '/supply/:secret',
    params: SupplySecretParamsSchema,
    response: SupplyInfoSchema,
    description:
      'The supplier page: the provider and the requested part numbers. An unknown, expired ' +
      'or revoked link answers 404 with one message.',
    access: { can: 'public', scope: 'none' },
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/supply/:secret/upload',
    params: SupplySecretParamsSchema,
    form: {
      files: {
        field: 'files',
        maxBytes: DECLARATION_LIMITS.fileBytes,
        maxFiles: REQUEST_LIMITS.supplierFiles,
      },
    },
    response: SupplyUploadResultSchema,
    status: 201,
    description:
      'Multipart `files` (1–5 PDF, PNG/JPEG or IPC-1752A XML, 10 MB each): each becomes a ' +
      "declaration in review with source 'supplier', its coverage proposed by the reader; " +
      'the requesting staff member is mailed. Rate limited per link and per network.',
    access: { can: 'public', scope: 'none' },
  }),
};
