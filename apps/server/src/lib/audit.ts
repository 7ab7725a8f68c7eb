/** Writes the audit log (DESIGN.md §5.12). Call it with the transaction of the change. */
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

const SECRET_KEY = /password|hash|token|secret/i;

function redact(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(redact);
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : redact(v)]),
  );
}

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: number | string;
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before === undefined ? null : redact(entry.before),
    after: entry.after === undefined ? null : redact(entry.after),
  });
}
