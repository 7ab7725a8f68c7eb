/**
 * The product's RoHS technical file (DESIGN.md §10.3). Staff and the product's company with
 * the RoHS flag read it; another company's product answers 404.
 */
import { defineEndpoint } from '../endpoint.js';
import { IdParamsSchema } from '../schemas/common.js';
import { TechnicalFileSchema } from '../schemas/technical-file.js';
import { z } from 'zod';

export const technicalFileApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/product/:id/technical-file',
    params: IdParamsSchema,
    query: z.strictObject({}),
    response: TechnicalFileSchema,
    description:
      "The product's RoHS compliance matrix: one line per BOM line (alternatives on their own " +
      'lines) with its material risk (EN IEC 63000 §4.3), the evidence that risk requires, the ' +
      "approved declarations it rests on and its RoHS status for the product's category; and " +
      'the findings, each with the lines it concerns and what to do.',
    access: { can: 'technicalFile.read', scope: 'company' },
  }),
};
