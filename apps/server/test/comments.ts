/** Calls of the comments API for tests: save, list, and the audit entries of a comment. */
import { and, eq } from 'drizzle-orm';
import type { Comment, CommentList } from '@partproof/shared';
import { auditLog } from '../src/db/schema/index.js';
import type { TestApp } from './build-app.js';

type Headers = { authorization: string };

export const postApi = (t: TestApp, url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });

/** Saves a comment and returns it (fails the test unless 201). */
export async function saveComment(
  t: TestApp,
  headers: Headers,
  entityId: number,
  body: string,
): Promise<Comment> {
  const res = await postApi(t, 'material/comment/save', headers, { entityId, body });
  if (res.statusCode !== 201)
    throw new Error(`comment/save answered ${res.statusCode} ${res.body}`);
  return res.json<Comment>();
}

export async function commentsOf(t: TestApp, headers: Headers, entityId: number) {
  const res = await postApi(t, 'material/comment/getAll', headers, { entityId });
  if (res.statusCode !== 200)
    throw new Error(`comment/getAll answered ${res.statusCode} ${res.body}`);
  return res.json<CommentList>();
}

/** The audit actions recorded for a comment, oldest first. */
export async function auditOfComment(t: TestApp, id: number) {
  const rows = await t.ctx.db
    .select({ action: auditLog.action, actorId: auditLog.actorId })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'comment'), eq(auditLog.targetId, String(id))))
    .orderBy(auditLog.id);
  return rows;
}
