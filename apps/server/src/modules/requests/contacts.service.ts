/**
 * A manufacturer's request addresses (the contact-label dialog; DESIGN.md §9.7, §9.10):
 * read, or replaced whole. They only prefill a request's receiver; the first one is where
 * 'Activate RoHS DoC collection' writes.
 */
import { eq } from 'drizzle-orm';
import type { ContactList, ContactsSave } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { manufacturerContacts, manufacturers } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/auth.js';
import { contactsOf } from './requests.queries.js';

async function knownManufacturer(db: Db, id: number) {
  const [row] = await db.select().from(manufacturers).where(eq(manufacturers.id, id));
  if (!row) throw notFound('Manufacturer not found');
  return row;
}

export async function listContacts(ctx: Ctx, actor: Actor, id: number): Promise<ContactList> {
  await knownManufacturer(ctx.db, id);
  return { data: await contactsOf(ctx.db, id) };
}

export async function saveContacts(
  ctx: Ctx,
  actor: Actor,
  id: number,
  input: ContactsSave,
): Promise<ContactList> {
  return ctx.db.transaction(async (tx) => {
    await knownManufacturer(tx, id);
    const before = await contactsOf(tx, id);
    await tx.delete(manufacturerContacts).where(eq(manufacturerContacts.manufacturerId, id));
    if (input.contacts.length)
      await tx.insert(manufacturerContacts).values(
        input.contacts.map((c, position) => ({
          manufacturerId: id,
          label: c.label,
          email: c.email,
          position,
        })),
      );
    const after = await contactsOf(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'manufacturer.contacts.save',
      targetType: 'manufacturer',
      targetId: id,
      before,
      after,
    });
    return { data: after };
  });
}
