/**
 * The freemium trial (DESIGN.md §5.5): a customer company may add components for one
 * month from its creation, at most `componentLimit` on all its products together, so a
 * company cannot raise the cap by adding users. A user without a company is capped on
 * what they added themselves. Admins are never capped. Past a limit, writes answer 403
 * and nothing is deleted.
 */
import { count, eq } from 'drizzle-orm';
import { LIMITS, MSG } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import { companies, materials, products, users } from '../../db/schema/index.js';
import { can, refuse } from '../../access/can.js';
import type { Actor } from '../../plugins/auth.js';

const capMessage = (template: string, limit: number) =>
  refuse(template.replace('{limit}', String(limit)));

export async function assertCanAddComponents(
  db: Db,
  actor: Actor,
  adding: number,
  now = new Date(),
): Promise<void> {
  if (can(actor, 'trial.exempt') || adding <= 0) return;
  // Called inside the caller's transaction: the row lock makes concurrent adds of one
  // company (or one company-less user) wait, so two saves cannot both slip under the cap.
  if (actor.companyId == null) {
    await db.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
    const [row] = await db
      .select({ n: count() })
      .from(materials)
      .where(eq(materials.createdBy, actor.id));
    const limit = LIMITS.trialComponents;
    if ((row?.n ?? 0) + adding > limit) throw capMessage(MSG.trialComponentLimitUser, limit);
    return;
  }
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.id, actor.companyId))
    .for('update');
  if (!company || company.trialLifted) return;
  if (company.trialEndsAt && company.trialEndsAt < now) throw refuse(MSG.trialEnded);
  // Every component on the company's products, whoever added it.
  const [row] = await db
    .select({ n: count() })
    .from(materials)
    .innerJoin(products, eq(products.id, materials.productId))
    .where(eq(products.companyId, company.id));
  if ((row?.n ?? 0) + adding > company.componentLimit)
    throw capMessage(MSG.trialComponentLimit, company.componentLimit);
}
