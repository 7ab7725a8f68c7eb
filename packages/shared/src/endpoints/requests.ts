/**
 * Requests to manufacturers, the supplier upload link and flags (spec §7 manufacture-mails,
 * the scraper-host calls rohs-send-mail / flag-mail; DESIGN.md §9.7, §9.8, §9.10).
 */
import { DECLARATION_LIMITS } from '../constants/declarations.js';
import { defineEndpoint } from '../endpoint.js';
import { MaterialSchema } from '../schemas/materials.js';
import {
  ContactListSchema,
  ContactsSaveSchema,
  FlagMailSchema,
  FlagResolveSchema,
  FlagResultSchema,
  GetMailsSchema,
  MailPreviewSchema,
  MailRequestSchema,
  MailSendResultSchema,
  REQUEST_LIMITS,
  ManufacturerIdParamsSchema,
  RequestHistorySchema,
  RevokeRequestSchema,
  RevokeResultSchema,
  RohsSendMailResultSchema,
  RohsSendMailSchema,
  SupplyInfoSchema,
  SupplySecretParamsSchema,
  SupplyUploadResultSchema,
} from '../schemas/requests.js';

export const contactApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/manufacturer/:id/contacts',
    params: ManufacturerIdParamsSchema,
    response: ContactListSchema,
    description: "A manufacturer's request addresses with their labels.",
    access: { can: 'contact.read', scope: 'global' },
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/manufacturer/:id/contacts',
    params: ManufacturerIdParamsSchema,
    body: ContactsSaveSchema,
    response: ContactListSchema,
    description: "Replaces a manufacturer's request addresses (the contact-label dialog).",
    access: { can: 'contact.write', scope: 'global' },
  }),
};

export const requestApi = {
  preview: defineEndpoint({
    method: 'POST',
    path: '/manufacture-mails/preview',
    body: MailRequestSchema,
    response: MailPreviewSchema,
    description:
      'Exactly the mail that `manufacture-mails` would send: the fixed letter with the ' +
      "staff member's name, the provider and the part numbers; the supplier link is shown " +
      'as a placeholder (it is made at sending). Nothing is stored.',
    access: { can: 'request.send', scope: 'company' },
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/manufacture-mails',
    body: MailRequestSchema,
    response: MailSendResultSchema,
    status: 201,
    description:
      'Sends the request through the outbox with a supplier upload link (valid 60 days); ' +
      'the parts asked about become 3 Waiting for reply.',
    access: { can: 'request.send', scope: 'company' },
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: '/scrapers/product/rohs-send-mail',
    body: RohsSendMailSchema,
    response: RohsSendMailResultSchema,
    description:
      "'Activate RoHS DoC collection': one request per manufacturer of the product whose " +
      'parts lack an approved declaration, to its first contact; manufacturers without a ' +
      'contact are listed as skipped.',
    access: { can: 'request.send', scope: 'company' },
  }),
  history: defineEndpoint({
    method: 'POST',
    path: '/manufacture-mails/get-mails',
    body: GetMailsSchema,
    response: RequestHistorySchema,
    description:
      'What was sent to the named manufacturers (all when `names` is empty), newest first: ' +
      'to whom, when, reminders, escalation and what came back.',
    access: { can: 'request.read', scope: 'global' },
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: '/manufacture-mails/revoke',
    body: RevokeRequestSchema,
    response: RevokeResultSchema,
    description: "Ends a request's supplier link at once.",
    access: { can: 'request.revoke', scope: 'global' },
  }),
};

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

export const flagApi = {
  flag: defineEndpoint({
    method: 'POST',
    path: '/scrapers/product/flag-mail',
    body: FlagMailSchema,
    response: FlagResultSchema,
    status: 201,
    description:
      'Flags a component to the admins with a reason (after "Are You Sure?"): they are mailed, ' +
      'and it shows 4 Flagged until an admin resolves it. One open flag per component.',
    access: { can: 'material.flag', scope: 'company' },
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: '/material/flag/resolve',
    body: FlagResolveSchema,
    response: MaterialSchema,
    description: "Resolves a component's open flag with a note.",
    access: { can: 'material.resolveFlag', scope: 'company' },
  }),
};
