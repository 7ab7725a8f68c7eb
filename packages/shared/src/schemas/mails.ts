import { z } from 'zod';
import { listOf } from './common.js';

export const MAIL_STATUSES = ['queued', 'held', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  cc: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Mail = z.infer<typeof MailSchema>;
export const MailListSchema = listOf(MailSchema);
export const PageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
