/** Reading comments with their authors, and turning a row into the API's Comment. */
import { fileLinkPath } from '@partproof/shared';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Comment } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import { materialComments, materials, products, users } from '../../db/schema/index.js';

import { signPath } from '../../lib/tokens.js';
import type { Actor } from '../../plugins/auth.js';
import { opensTo, visibleTo } from '../../access/visibility.js';

export type CommentRow = typeof materialComments.$inferSelect;
type AuthorRow = Pick<
  typeof users.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'profileImageId'
>;

/** As long as the users screen's avatars: the dialog stays open a while. */
const AVATAR_URL_SECONDS = 12 * 3600;

/** 'YYYY-MM-DD HH:mm' in UTC (spec §3 Comment.createdAt as shown). */
export const commentTimeText = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

export function toCommentDto(secret: string, row: CommentRow, author: AuthorRow | null): Comment {
  return {
    id: row.id,
    entityId: row.materialId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    createdAtText: commentTimeText(row.createdAt),
    edited: row.updatedAt.getTime() > row.createdAt.getTime(),
    // A removed account leaves its comments; the thread names a former user.
    author: author
      ? {
          id: author.id,
          firstName: author.firstName,
          lastName: author.lastName,
          profileImage: author.profileImageId
            ? signPath(secret, fileLinkPath(author.profileImageId), AVATAR_URL_SECONDS)
            : null,
        }
      : { id: null, firstName: 'Former', lastName: 'user', profileImage: null },
  };
}

const AUTHOR_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageId: users.profileImageId,
};

/** Comments matching `where`, oldest first, with their authors. */
export async function loadComments(db: Db, secret: string, where: SQL | undefined) {
  const rows = await db
    .select({ comment: materialComments, author: AUTHOR_COLUMNS })
    .from(materialComments)
    .leftJoin(users, eq(users.id, materialComments.authorId))
    .where(where)
    .orderBy(asc(materialComments.createdAt), asc(materialComments.id));
  return rows.map((row) => toCommentDto(secret, row.comment, row.author));
}

export const commentsOfMaterials = (db: Db, secret: string, materialIds: number[]) =>
  loadComments(db, secret, inArray(materialComments.materialId, materialIds));

/** One comment with its material and product, if the actor may see the product. */
export async function findVisibleComment(db: Db, actor: Actor, id: number) {
  const [row] = await db
    .select({ comment: materialComments, product: products })
    .from(materialComments)
    .innerJoin(materials, eq(materials.id, materialComments.materialId))
    .innerJoin(products, eq(products.id, materials.productId))
    .where(and(eq(materialComments.id, id), visibleTo(actor)));
  return row;
}

/**
 * The materials of a part the actor may open, with their products: visible products, less
 * the pending ones for roles that may not open those (DESIGN.md §5.1, access/visibility.ts).
 */
export async function openMaterialsOfPart(db: Db, actor: Actor, partId: number) {
  return db
    .select({
      materialId: materials.id,
      internalReference: materials.internalReference,
      productId: products.id,
      productName: products.name,
    })
    .from(materials)
    .innerJoin(products, eq(products.id, materials.productId))
    .where(and(eq(materials.partId, partId), opensTo(actor)));
}
