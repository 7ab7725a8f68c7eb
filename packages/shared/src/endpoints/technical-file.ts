/**
 * The product's RoHS technical file (DESIGN.md §10.3). Staff and the product's company with
 * the RoHS flag read it; another company's product answers 404.
 */
import { defineEndpoint } from '../endpoint.js';
import { IdParamsSchema } from '../schemas/common.js';
import {
  GeneratedRevisionSchema,
  GenerateTechnicalFileSchema,
  PackPublicKeySchema,
  RevisionParamsSchema,
  RiskTableSchema,
  SaveRiskTableSchema,
  TechnicalFileRevisionListSchema,
  TechnicalFileSchema,
} from '../schemas/technical-file.js';
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
  generate: defineEndpoint({
    method: 'POST',
    path: '/product/:id/technical-file',
    params: IdParamsSchema,
    body: GenerateTechnicalFileSchema,
    response: GeneratedRevisionSchema,
    status: 201,
    description:
      'Generates the next revision of the technical file: the EU Declaration of Conformity ' +
      '(RoHS, Annex VI), the compliance matrix as xlsx and PDF, the product description and ' +
      'every cited evidence file in one zip with a manifest of SHA-256 hashes signed with the ' +
      "installation's Ed25519 key. 409 with the blocking findings unless `override.reason` is " +
      'given (written to the audit log).',
    access: { can: 'technicalFile.generate', scope: 'company' },
  }),
  revisions: defineEndpoint({
    method: 'GET',
    path: '/product/:id/technical-file/revisions',
    params: IdParamsSchema,
    query: z.strictObject({}),
    response: TechnicalFileRevisionListSchema,
    description: "The product's technical-file revisions, newest first, each with what changed.",
    access: { can: 'technicalFile.read', scope: 'company' },
  }),
  pack: defineEndpoint({
    method: 'GET',
    path: '/product/:id/technical-file/revisions/:number/pack',
    params: RevisionParamsSchema,
    description: 'The zip of one revision (bytes), as it was generated.',
    access: { can: 'technicalFile.read', scope: 'company' },
  }),
  publicKey: defineEndpoint({
    method: 'GET',
    path: '/technical-file/public-key',
    query: z.strictObject({}),
    response: PackPublicKeySchema,
    description:
      "The installation's Ed25519 public key that signs every pack's manifest, for assessors " +
      'who verify a pack.',
    access: { can: 'public', scope: 'global' },
  }),
  riskTable: defineEndpoint({
    method: 'GET',
    path: '/technical-file/risk-table',
    query: z.strictObject({}),
    response: RiskTableSchema,
    description:
      'The material risk table in force (EN IEC 63000 §4.3): rules in order, the first whose ' +
      "words are in a BOM line's type or name (and whose makers, if any, name its maker) sets " +
      'its risk; a line no rule matches is medium.',
    access: { can: 'technicalFile.read', scope: 'global' },
  }),
  saveRiskTable: defineEndpoint({
    method: 'POST',
    path: '/technical-file/risk-table',
    body: SaveRiskTableSchema,
    response: RiskTableSchema,
    status: 201,
    description:
      'Saves a new version of the risk table and puts it in force; earlier versions are kept.',
    access: { can: 'riskTable.edit', scope: 'global' },
  }),
};
