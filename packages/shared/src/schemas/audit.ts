import { z } from 'zod';
import { listOf } from './common.js';

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = listOf(AuditEntrySchema);

/** `GET /api/audit`: one target's history, or everything, newest first. */
export const AuditQuerySchema = z.strictObject({
  targetType: z.string().max(40).optional(),
  targetId: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.output<typeof AuditQuerySchema>;
