/**
 * The material risk table (EN IEC 63000 §4.3; shared `rohs/material-risk.ts`): the version in
 * force is the newest an admin saved, else the one PartProof ships. Saving adds a version;
 * none is edited, and the audit log says who saved which.
 */
import { desc, eq } from 'drizzle-orm';
import { RISK_RULES, type RiskRule, type RiskTable } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { riskTables, users } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/auth.js';

/** The shipped rules as the API answers them (plain arrays). */
const SHIPPED: RiskTable['rules'] = RISK_RULES.map((r) => ({
  risk: r.risk,
  words: [...r.words],
  ...(r.makers ? { makers: [...r.makers] } : {}),
  why: r.why,
}));

export async function riskTable(db: Db): Promise<RiskTable> {
  const [row] = await db
    .select({ table: riskTables, first: users.firstName, last: users.lastName })
    .from(riskTables)
    .leftJoin(users, eq(users.id, riskTables.savedBy))
    .orderBy(desc(riskTables.id))
    .limit(1);
  if (!row) return { version: null, rules: SHIPPED };
  return {
    version: {
      id: row.table.id,
      savedAt: row.table.savedAt.toISOString(),
      savedBy: row.first === null ? null : `${row.first} ${row.last ?? ''}`.trim(),
    },
    rules: row.table.rules as RiskTable['rules'],
  };
}

/** The rules the technical file assesses with. */
export async function riskRulesInForce(db: Db): Promise<readonly RiskRule[]> {
  return (await riskTable(db)).rules;
}

export async function saveRiskTable(
  ctx: Ctx,
  actor: Actor,
  rules: RiskTable['rules'],
): Promise<RiskTable> {
  await ctx.db.transaction(async (tx) => {
    const [saved] = await tx.insert(riskTables).values({ rules, savedBy: actor.id }).returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'riskTable.save',
      targetType: 'riskTable',
      targetId: saved?.id ?? 0,
      after: { rules: rules.length },
    });
  });
  return riskTable(ctx.db);
}
