/** `user/update`: names, profile image and terms acceptance of one's own profile (admins: anyone's). */
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { type User, type UserUpdateFields } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { removeFile, saveFile } from '../../lib/storage.js';
import { can } from '../../access/can.js';
import type { Actor } from '../../plugins/auth.js';
import { findUserById, toUserDto } from './users.queries.js';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export interface ProfileImage {
  bytes: Buffer;
  fileName: string;
}

/** The image's real type from its magic bytes; the extension and client MIME are ignored. */
export async function assertImage(bytes: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Profile image must be a PNG, JPEG, GIF or WebP image',
    );
  }
  return type.mime;
}

export async function updateProfile(
  ctx: Ctx,
  actor: Actor,
  fields: UserUpdateFields,
  image: ProfileImage | undefined,
): Promise<{ affected: number; user: User }> {
  const id = fields.id ?? actor.id;
  // Someone else's profile answers as an unknown id would, unless one may edit anyone's.
  if (id !== actor.id && !can(actor, 'user.editAnyProfile')) throw notFound('User not found');
  const before = await findUserById(ctx.db, id);
  if (!before) throw notFound('User not found');
  const mime = image ? await assertImage(image.bytes) : undefined;

  const changes: Partial<typeof users.$inferInsert> = {};
  if (fields.firstName !== undefined) changes.firstName = fields.firstName;
  if (fields.lastName !== undefined) changes.lastName = fields.lastName;
  if (fields.isTermsAccept !== undefined) changes.isTermsAccept = fields.isTermsAccept;
  if (fields.language !== undefined) changes.language = fields.language || null;
  if (Object.keys(changes).length === 0 && !image) {
    return { affected: 0, user: toUserDto(ctx.config.jwtSecret, before.user, before.company) };
  }

  const oldImage = before.user.profileImageId;
  const updated = await ctx.db.transaction(async (tx) => {
    if (image && mime) {
      changes.profileImageId = await saveFile(tx, ctx, {
        bytes: image.bytes,
        originalName: image.fileName,
        mime,
        kind: 'profile-image',
        uploadedBy: actor.id,
      });
    }
    const [row] = await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw notFound('User not found');
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'user.update-profile',
      targetType: 'user',
      targetId: id,
      before: {
        firstName: before.user.firstName,
        lastName: before.user.lastName,
        profileImageId: oldImage,
        isTermsAccept: before.user.isTermsAccept,
        language: before.user.language,
      },
      after: {
        firstName: row.firstName,
        lastName: row.lastName,
        profileImageId: row.profileImageId,
        isTermsAccept: row.isTermsAccept,
        language: row.language,
      },
    });
    return row;
  });
  if (image && oldImage) await removeFile(ctx.db, ctx.config.dataDir, oldImage);
  return { affected: 1, user: toUserDto(ctx.config.jwtSecret, updated, before.company) };
}
