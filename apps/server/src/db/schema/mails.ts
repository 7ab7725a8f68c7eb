import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The outbox: every mail the app sends is a row first (DESIGN.md §5.8, §5.11). */
export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    cc: text('cc'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /**
     * Secrets the mail carries (a reset link), sealed (AES-GCM) so the outbox never holds
     * them in plain text; `text` names them by placeholder. Cleared once the mail is sent.
     */
    sealed: text('sealed'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mails_created_idx').on(t.createdAt),
    check('mails_status_check', sql`${t.status} in ('queued', 'held', 'sent', 'failed')`),
  ],
);
