/**
 * Requests to manufacturers (spec §2 email request dialogs, §3 Email request, §7
 * manufacture-mails and the scraper-host call rohs-send-mail; DESIGN.md §9.7, §9.10): the
 * limits and texts, contacts, compose / preview / send, Activate, history, revoke, and the
 * latest request a material shows. REQUEST_LIMITS and REQUEST_MSG also hold the supplier
 * link's (supply.ts) and the flags' (flags.ts) values, under the names their readers use.
 */
import { z } from 'zod';
import { MSG } from '../constants/messages.js';
import { IdSchema, RecordIdSchema, requiredText } from './common.js';
import { emailField } from './users.js';

export const REQUEST_LIMITS = {
  contactsPerManufacturer: 20,
  ccEmails: 10,
  /** Part numbers one letter lists. */
  partNumbers: 500,
  subjectChars: 200,
  customerTextChars: 5_000,
  /** Days a supplier link stays valid (DESIGN.md §9.7). */
  linkDays: 60,
  /** Defaults of REQUEST_REMINDER_DAYS and REQUEST_ESCALATION_DAYS. */
  reminderDays: 7,
  escalationDays: 14,
  /** Files one supplier upload may carry; each as a staff upload (10 MB, PDF/PNG/JPEG/XML). */
  supplierFiles: 5,
  /**
   * Defaults of SUPPLY_LINK_MAX_FILES and SUPPLY_LINK_MAX_BYTES: what one supplier link takes
   * over its whole life (60 days), whatever the hourly rate allows — a link is no free storage.
   */
  linkFiles: 50,
  linkBytes: 200 * 1024 * 1024,
  /** Minutes between two digests of supplier uploads to the same request's sender. */
  digestMinutes: 60,
  flagReasonChars: 2_000,
  flagNoteChars: 2_000,
} as const;

/** spec §8 Mail send. */
export const REQUEST_MSG = {
  sent: 'Mails Sent Successfully!',
  failed: 'Something Went Wrong!',
  noContact: 'No contact address for this manufacturer',
  nothingToRequest: 'Every component of this product has an approved declaration',
  revoked: 'The link was revoked',
  flagged: 'The component was flagged to the admins',
  alreadyFlagged: 'This component already has an open flag',
  notFlagged: 'This component has no open flag',
  /** The supplier page's clear page (an unknown, expired or revoked link: one text, 404). */
  linkGone: 'This link is not valid any more. Please ask your contact for a new one.',
} as const;

/** History status of a request (DESIGN.md §9.10 Requests). */
export const REQUEST_STATUSES = [
  'sent',
  'reminded',
  'escalated',
  'answered',
  'expired',
  'revoked',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export interface RequestState {
  revokedAt: Date | null;
  answeredAt: Date | null;
  expiresAt: Date;
  escalatedAt: Date | null;
  reminders: number;
}

/** A request's history status: the first that applies of revoked, answered, expired, escalated, reminded. */
export function requestStatus(r: RequestState, now: Date): RequestStatus {
  if (r.revokedAt) return 'revoked';
  if (r.answeredAt) return 'answered';
  if (r.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (r.escalatedAt) return 'escalated';
  return r.reminders > 0 ? 'reminded' : 'sent';
}

/** Whether a request still waits for the supplier (its parts show 3 Waiting for reply). */
export const requestIsOpen = (r: RequestState, now: Date) =>
  !r.revokedAt && !r.answeredAt && r.expiresAt.getTime() > now.getTime();

/** The compose dialog's default subject. */
export const defaultRequestSubject = (manufacturer: string) =>
  `Request for RoHS / REACH declarations: ${manufacturer}`;

// --- Contacts ---------------------------------------------------------------------------

export const ContactSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  email: z.string(),
});
export type Contact = z.infer<typeof ContactSchema>;

export const ContactListSchema = z.object({ data: z.array(ContactSchema) });
export type ContactList = z.infer<typeof ContactListSchema>;

/**
 * `POST /manufacturer/{id}/contacts` replaces the list. A listed contact may carry its `id`
 * (what GET answered goes back unchanged); the server ignores it.
 */
export const ContactsSaveSchema = z.strictObject({
  contacts: z
    .array(
      z.strictObject({
        id: z.number().int().optional(),
        label: requiredText(80, MSG.required),
        email: emailField,
      }),
    )
    .max(REQUEST_LIMITS.contactsPerManufacturer, {
      error: `At most ${REQUEST_LIMITS.contactsPerManufacturer} contacts`,
    }),
});
export type ContactsSave = z.infer<typeof ContactsSaveSchema>;

export const ManufacturerIdParamsSchema = z.object({ id: IdSchema });

// --- Compose, preview, send -------------------------------------------------------------

/**
 * spec §3 Email request: manufacturer (name), model (part numbers, one per line or `;`, never
 * commas), customerText (a note added to the fixed letter), subject, receiver, ccEmails; and
 * the materials it is about (their parts become 3 Waiting for reply). Without `materialIds`
 * the listed part numbers of that manufacturer are the parts asked about.
 */
export const MailRequestSchema = z.strictObject({
  manufacturer: requiredText(200, MSG.required),
  model: z.string().max(20_000).default(''),
  customerText: z.string().max(REQUEST_LIMITS.customerTextChars).default(''),
  subject: requiredText(REQUEST_LIMITS.subjectChars, MSG.required),
  receiver: emailField,
  ccEmails: z
    .array(emailField)
    .max(REQUEST_LIMITS.ccEmails, { error: `At most ${REQUEST_LIMITS.ccEmails} addresses` })
    .default([]),
  materialIds: z.array(RecordIdSchema).max(10_000).default([]),
});
export type MailRequest = z.infer<typeof MailRequestSchema>;
export type MailRequestInput = z.input<typeof MailRequestSchema>;

/** Exactly what will be sent (the link shown as a placeholder: it is made at sending). */
export const MailPreviewSchema = z.object({
  to: z.string(),
  cc: z.array(z.string()),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** The part numbers the letter lists. */
  parts: z.array(z.string()),
});
export type MailPreview = z.infer<typeof MailPreviewSchema>;

export const MailSendResultSchema = z.object({
  result: z.boolean(),
  message: z.string(),
  requestId: z.number().int(),
});
export type MailSendResult = z.infer<typeof MailSendResultSchema>;

/** 'Activate RoHS DoC collection' (spec §7 RoHS request mail send). */
export const RohsSendMailSchema = z.strictObject({
  id: RecordIdSchema,
  /** Spec §7 sends `token` too; the session's token is what counts, so it is ignored. */
  token: z.string().max(4_000).optional(),
  mailInfo: z
    .strictObject({
      ccMails: z
        .array(emailField)
        .max(REQUEST_LIMITS.ccEmails, { error: `At most ${REQUEST_LIMITS.ccEmails} addresses` })
        .optional(),
      /** A note added to each letter (plain text; markup is dropped). */
      htmlContent: z.string().max(REQUEST_LIMITS.customerTextChars).optional(),
    })
    .default({}),
});
export type RohsSendMail = z.infer<typeof RohsSendMailSchema>;

export const RohsSendMailResultSchema = z.object({
  result: z.boolean(),
  message: z.string(),
  sent: z.array(
    z.object({ manufacturer: z.string(), to: z.string(), requestId: z.number().int() }),
  ),
  /** Manufacturers that needed a request but have no contact address. */
  skipped: z.array(z.object({ manufacturer: z.string(), reason: z.string() })),
});
export type RohsSendMailResult = z.infer<typeof RohsSendMailResultSchema>;

// --- History ----------------------------------------------------------------------------

export const GetMailsSchema = z.strictObject({
  names: z.array(z.string().trim().min(1).max(200)).max(500).default([]),
});

export const RequestUploadSchema = z.object({
  declarationId: z.number().int(),
  reviewState: z.string(),
  createdAt: z.string(),
});

export const RequestHistoryItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  cc: z.array(z.string()),
  subject: z.string(),
  sentAt: z.string(),
  sender: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  parts: z.array(z.string()),
  /** Reminders sent to the supplier, and when the last one went. */
  reminders: z.number().int(),
  remindedAt: z.string().nullable(),
  escalatedAt: z.string().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** How many declarations came back through the link, and which. */
  uploads: z.number().int(),
  declarations: z.array(RequestUploadSchema),
});
export type RequestHistoryItem = z.infer<typeof RequestHistoryItemSchema>;

export const RequestHistorySchema = z.object({
  data: z.array(
    z.object({ manufacturer: z.string(), requests: z.array(RequestHistoryItemSchema) }),
  ),
});
export type RequestHistory = z.infer<typeof RequestHistorySchema>;

export const RevokeRequestSchema = z.strictObject({ requestId: RecordIdSchema });
export const RevokeResultSchema = z.object({ result: z.boolean(), message: z.string() });

/**
 * The latest request for a material's part (spec §3 isEmail / emailText), for viewers who may
 * read requests; the certificate contact column shows it.
 */
export const MaterialRequestSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  sentAt: z.string(),
  status: z.enum(REQUEST_STATUSES),
});
export type MaterialRequest = z.infer<typeof MaterialRequestSchema>;
