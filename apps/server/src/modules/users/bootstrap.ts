/** First start on an empty database: the first admin and, unless DEMO_DATA=0, demo data. */
import { randomBytes } from 'node:crypto';
import { LIMITS, Role } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { companies, users } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import { createDemoCdocs } from '../cdocs/demo-cdocs.js';
import { storeShippedCandidateList } from '../declarations/candidate-list.service.js';
import { createDemoDeclarations } from '../declarations/demo-declarations.js';
import { createDemoProduct } from '../products/demo-product.js';
import { createDemoWork } from '../products/demo-work.js';
import { countUsers } from './users.queries.js';

export interface NewAdmin {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** Creates an admin (role 1): only the bootstrap and the CLI may do this. */
export async function createAdmin(db: Db, admin: NewAdmin): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      firstName: admin.firstName ?? 'Admin',
      lastName: admin.lastName ?? 'PartProof',
      email: admin.email.toLowerCase(),
      passwordHash: await hashPassword(admin.password),
      role: Role.Admin,
      isRoHSAllow: true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('admin insert returned nothing');
  await writeAudit(db, {
    actorId: null,
    action: 'user.create-admin',
    targetType: 'user',
    targetId: row.id,
  });
  return row.id;
}

async function createDemoData(db: Db, ctx: Ctx, log: (line: string) => void): Promise<void> {
  const trialEndsAt = new Date();
  trialEndsAt.setMonth(trialEndsAt.getMonth() + LIMITS.trialMonths);
  const [company] = await db
    .insert(companies)
    .values({ name: 'Acme Electronics', trialEndsAt })
    .returning({ id: companies.id });
  if (!company) return;
  const password = 'demo-customer-1';
  const [customer] = await db
    .insert(users)
    .values({
      firstName: 'Dana',
      lastName: 'Customer',
      email: 'customer@example.com',
      passwordHash: await hashPassword(password),
      role: Role.Compliance,
      companyId: company.id,
      isRoHSAllow: true,
    })
    .returning({ id: users.id });
  const productId = customer
    ? await createDemoProduct(db, { id: customer.id, companyId: company.id })
    : null;
  if (productId) await createDemoDeclarations(db, ctx, productId);
  // A certificate database sample, so Search database on the demo product finds candidates.
  const records = await createDemoCdocs(db);
  // Work in progress, so the first /home has something waiting in it.
  if (productId && customer) await createDemoWork(db, productId, customer.id);
  log(
    `Demo data: company "Acme Electronics", product "Smart Kettle K2", compliance user customer@example.com / ${password}, ${records} demo certificate records`,
  );
}

export async function bootstrap(
  ctx: Ctx,
  log: (line: string) => void = console.log,
): Promise<void> {
  if ((await countUsers(ctx.db)) > 0) return;
  const generated = !ctx.config.adminPassword;
  const password = ctx.config.adminPassword ?? randomBytes(12).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    await createAdmin(tx, { email: ctx.config.adminEmail, password });
    // A fresh install knows the REACH candidate list as it shipped (DESIGN.md §10.2).
    await storeShippedCandidateList(tx);
    if (ctx.config.demoData) await createDemoData(tx, ctx, log);
  });
  log(
    generated
      ? `First admin created: ${ctx.config.adminEmail} / ${password}  (shown once — note it now)`
      : `First admin created: ${ctx.config.adminEmail} (password from ADMIN_PASSWORD)`,
  );
}
