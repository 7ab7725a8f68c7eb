import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { auditLog } from '../db/schema/index.js';
import { writeAudit } from './audit.js';

describe('writeAudit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('redacts password hashes, tokens and secrets at any depth, keeping the rest', async () => {
    await writeAudit(t.ctx.db, {
      actorId: null,
      action: 'test.redact',
      targetType: 'user',
      targetId: 'redact-1',
      before: { passwordHash: '$argon2id$v=19$abc', email: 'a@example.com' },
      after: {
        nested: { accessToken: 'eyJ.secret', list: [{ resetSecret: 's3cret', name: 'kept' }] },
      },
    });
    const [entry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, 'redact-1'));
    expect(entry?.before).toEqual({ passwordHash: '[redacted]', email: 'a@example.com' });
    expect(entry?.after).toEqual({
      nested: { accessToken: '[redacted]', list: [{ resetSecret: '[redacted]', name: 'kept' }] },
    });
    expect(JSON.stringify(entry)).not.toMatch(/argon2|eyJ\.secret|s3cret/);
  });
});
