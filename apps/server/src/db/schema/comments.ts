import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { materials } from './materials.js';
import { users } from './users.js';

/**
 * A comment on a material (DESIGN.md §9.8): a decision about a product, so it hangs off the
 * material, not the part. `body` is HTML already sanitised by the server's allowlist
 * (comments/comment-html.ts); the author stays null when their account is removed, so the
 * thread keeps its history.
 */
export const materialComments = pgTable(
  'material_comments',
  {
    id: serial('id').primaryKey(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('material_comments_material_idx').on(t.materialId, t.id)],
);
