/**
 * The law as data (DESIGN.md §10.2): the exemption table in force and its import, and the
 * candidate list in force (its import is `declarationApi.candidateList`). RoHS flag needed.
 */
import { z } from 'zod';
import { DECLARATION_LIMITS } from '../constants/declarations.js';
import { defineEndpoint } from '../endpoint.js';
import {
  CandidateListTableSchema,
  ExemptionImportFieldsSchema,
  ExemptionImportResultSchema,
  ExemptionTableSchema,
} from '../schemas/law.js';

export const lawApi = {
  exemptions: defineEndpoint({
    method: 'GET',
    path: '/rohs/exemptions',
    query: z.strictObject({}),
    response: ExemptionTableSchema,
    description:
      'The RoHS Annex III exemption table in force (the newest version), each entry with its ' +
      'dates by Annex I category and its standing today.',
    access: { can: 'declaration.read', scope: 'global' },
  }),
  importExemptions: defineEndpoint({
    method: 'POST',
    path: '/rohs/exemptions',
    form: {
      fields: ExemptionImportFieldsSchema,
      files: { field: 'file', maxBytes: DECLARATION_LIMITS.fileBytes },
    },
    response: ExemptionImportResultSchema,
    status: 201,
    description:
      'Imports a version of the exemption table (multipart `file`: JSON as `GET /rohs/exemptions` ' +
      'answers it, or CSV with the columns of EXEMPTION_CSV_COLUMNS, one row per exemption and ' +
      'date). `dryRun=true` (the default) answers which parts change status and stores ' +
      'nothing; `dryRun=false` stores the version, puts it in force and answers the same impact.',
    access: { can: 'law.import', scope: 'global' },
  }),
  candidateList: defineEndpoint({
    method: 'GET',
    path: '/substances/candidate-list',
    query: z.strictObject({}),
    response: CandidateListTableSchema,
    description: 'The REACH candidate list in force (the newest imported version) and its entries.',
    access: { can: 'declaration.read', scope: 'global' },
  }),
};
