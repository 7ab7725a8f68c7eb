/** Test helpers for RoHS/REACH declarations: files, the upload form, Fetch and its job. */
import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { expect } from 'vitest';
import type { Declaration, Material } from '@partproof/shared';
import type { Db } from '../src/db/client.js';
import { declarations, manufacturers, partDeclarations } from '../src/db/schema/index.js';
import { resolveManufacturer } from '../src/modules/manufacturers/identity/manufacturer.js';
import type { TestApp } from './build-app.js';
import { waitFor } from './helpers.js';

type Headers = { authorization: string };

/** A minimal PDF: its magic bytes and end marker are what the upload checks. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export interface UploadFile {
  bytes: Buffer;
  name: string;
  type?: string;
}

/** The 'Add new material declaration' form; lists go as JSON like the web app sends them. */
export function declarationForm(
  fields: Record<string, string | string[] | object | number | undefined>,
  files: UploadFile[] = [{ bytes: PDF_BYTES, name: 'declaration.pdf', type: 'application/pdf' }],
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    data.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const file of files) {
    data.append(
      'files',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }),
      file.name,
    );
  }
  return data;
}

export function uploadRequest(t: TestApp, headers: Headers, payload: FormData) {
  return t.app.inject({ method: 'POST', url: '/api/rohs/upload', headers, payload });
}

/** Uploads a declaration that must be accepted; answers it. */
export async function uploadDeclaration(
  t: TestApp,
  headers: Headers,
  fields: Record<string, string | string[] | object | number | undefined>,
  files?: UploadFile[],
): Promise<Declaration> {
  const res = await uploadRequest(t, headers, declarationForm({ type: 'RoHS', ...fields }, files));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Declaration>();
}

/** Runs Fetch RoHS/REACH through the API and waits for its job to finish. */
export async function fetchDocsAndWait(
  t: TestApp,
  headers: Headers,
  materialsIds: number[],
  runAll = false,
): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/material/get-docs-for-materials',
    headers,
    payload: { materialsIds, runAll },
  });
  expect(res.statusCode, res.body).toBe(202);
  const { jobId } = res.json<{ jobId: string }>();
  await waitFor(
    async () => {
      const state = await t.ctx.jobs.state('fetch-declarations', jobId);
      if (state === 'failed') throw new Error('the fetch job failed');
      return state === 'completed' ? true : undefined;
    },
    { what: 'the fetch job' },
  );
}

export async function materialOf(t: TestApp, headers: Headers, id: number): Promise<Material> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/material/get',
    headers,
    payload: { id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Material>();
}

export async function declarationsOf(t: TestApp, headers: Headers, materialId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/rohs/getRohsFiles/${materialId}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Declaration[]; total: number }>().data;
}

/**
 * A declaration straight in the database (a blanket statement of the manufacturer, dated and
 * citing RoHS 3), linked to `partIds` as Fetch would link them.
 */
export async function insertDeclaration(
  db: Db,
  options: {
    manufacturer?: string;
    partIds?: number[];
    values?: Partial<typeof declarations.$inferInsert>;
  } = {},
) {
  const name = options.manufacturer ?? 'Yageo';
  await db
    .insert(manufacturers)
    .values({ name, key: resolveManufacturer(name) })
    .onConflictDoNothing();
  const [maker] = await db
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(sql`lower(${manufacturers.name}) = lower(${name})`);
  const [row] = await db
    .insert(declarations)
    .values({
      manufacturerId: maker?.id ?? 0,
      kind: 'RoHS',
      scope: 'all',
      dateIssue: '2024-01-15',
      dateCollection: '2024-02-01',
      directives: ['2011/65/EU', '(EU) 2015/863'],
      ...options.values,
    })
    .returning();
  if (!row) throw new Error('no declaration');
  const partIds = options.partIds ?? [];
  if (partIds.length) {
    await db
      .insert(partDeclarations)
      .values(partIds.map((partId) => ({ partId, declarationId: row.id, specificity: 'all' })))
      .onConflictDoNothing();
  }
  return row;
}

/** A one-page PDF with a real text layer, as a statement printed to PDF. */
export function textPdf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(12);
    for (const line of lines) doc.text(line);
    doc.end();
  });
}
