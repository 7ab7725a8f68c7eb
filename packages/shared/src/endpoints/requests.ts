/**
 * Requests to manufacturers and their contacts (spec §7 manufacture-mails, the scraper-host
 * call rohs-send-mail; DESIGN.md §9.7, §9.10): contact addresses, compose / preview / send,
 * Activate, history, revoke. Registered by apps/server/src/modules/requests/.
 */
import { defineEndpoint } from '../endpoint.js';
import {
  ContactListSchema,
  ContactsSaveSchema,
  GetMailsSchema,
  MailPreviewSchema,
  MailRequestSchema,
  MailSendResultSchema,
  ManufacturerIdParamsSchema,
  RequestHistorySchema,
  RevokeRequestSchema,
  RevokeResultSchema,
  RohsSendMailResultSchema,
  RohsSendMailSchema,
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
