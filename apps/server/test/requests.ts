/** Test helpers for requests to manufacturers: manufacturers, contacts, the calls. */
import { desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MailRequestInput, RequestHistory } from '@partproof/shared';
import type { Db } from '../src/db/client.js';
import { mails, manufacturerRequests, manufacturers } from '../src/db/schema/index.js';
import { resolveManufacturer } from '../src/modules/manufacturers/identity/manufacturer.js';
import type { TestApp } from './build-app.js';

type Headers = { authorization: string };

export const postApi = (t: TestApp, url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });

/** The manufacturer row of that name (added when new), as the declarations upload adds it. */
export async function ensureManufacturer(db: Db, name: string) {
  await db
    .insert(manufacturers)
    .values({ name, key: resolveManufacturer(name) })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(manufacturers)
    .where(sql`lower(${manufacturers.name}) = lower(${name})`);
  if (!row) throw new Error(`no manufacturer ${name}`);
  return row;
}

export async function saveContacts(
  t: TestApp,
  headers: Headers,
  manufacturerId: number,
  contacts: { label: string; email: string }[],
) {
  const res = await postApi(t, `manufacturer/${manufacturerId}/contacts`, headers, { contacts });
  expect(res.statusCode, res.body).toBe(200);
}

/** A compose-dialog body; override what the test is about. */
export const mailRequest = (overrides: Partial<MailRequestInput> = {}): MailRequestInput => ({
  manufacturer: 'Murata',
  model: '',
  customerText: '',
  subject: 'Request for RoHS / REACH declarations: Murata',
  receiver: 'compliance@murata.example',
  ccEmails: [],
  materialIds: [],
  ...overrides,
});

/** Sends a request that must be accepted; answers its id. */
export async function sendRequest(t: TestApp, headers: Headers, body: MailRequestInput) {
  const res = await postApi(t, 'manufacture-mails', headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ requestId: number }>().requestId;
}

export async function historyOf(t: TestApp, headers: Headers, names: string[] = []) {
  const res = await postApi(t, 'manufacture-mails/get-mails', headers, { names });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RequestHistory>().data;
}

export async function requestRow(db: Db, id: number) {
  const [row] = await db.select().from(manufacturerRequests).where(eq(manufacturerRequests.id, id));
  if (!row) throw new Error(`no request ${id}`);
  return row;
}

/** The outbox mails of a kind, newest first. */
export const mailsOfKind = (db: Db, kind: string) =>
  db.select().from(mails).where(eq(mails.kind, kind)).orderBy(desc(mails.id));
