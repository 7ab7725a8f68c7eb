import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { expectError } from '../../../test/helpers.js';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers ok once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document generated from the schemas, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['/api/user/login', 'post'],
      ['/api/user/checkAccessTokenAndGetUser', 'post'],
      ['/api/user/registration', 'post'],
      ['/api/user/forget-password', 'post'],
      ['/api/user/reset-password', 'post'],
      ['/api/user/update', 'post'],
      ['/api/user/updateUser', 'post'],
      ['/api/user/getAll', 'get'],
      ['/api/user/companyUser', 'post'],
      ['/api/company', 'get'],
      ['/api/company', 'post'],
      ['/api/company/byUserRole', 'post'],
      ['/api/mails', 'get'],
      ['/api/files/{id}', 'get'],
      ['/api/health', 'get'],
    ];
    for (const [url, method] of expected) {
      expect(doc.paths[url]?.[method], `${method} ${url}`).toBeDefined();
    }
    // The request body of login is the zod schema, with its fields.
    expect(JSON.stringify(doc.paths['/api/user/login'])).toContain('"password"');
  });

  it('lists every endpoint of the shared contract with its success status', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    }>();
    const endpoints = Object.entries(contract)
      .filter(([name]) => name.endsWith('Api'))
      .flatMap(([, group]) => Object.values(group as Record<string, contract.EndpointSpec>))
      .filter((e) => !e.hidden);
    expect(endpoints.length).toBeGreaterThan(50);
    for (const e of endpoints) {
      const url = `/api${e.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = doc.paths[url]?.[e.method.toLowerCase()];
      expect(operation, `${e.method} ${url}`).toBeDefined();
      if (e.response) expect(operation?.responses, url).toHaveProperty(String(e.status ?? 200));
    }
  });

  it('shows every upload with its form: the text fields and the file field, as multipart', async () => {
    type Operation = {
      requestBody?: {
        content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
      };
    };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const uploads = Object.entries(contract)
      .filter(([name]) => name.endsWith('Api'))
      .flatMap(([, group]) => Object.values(group as Record<string, contract.EndpointSpec>))
      .filter(contract.isUploadEndpoint);
    expect(uploads.length).toBe(10);
    for (const e of uploads) {
      const url = `/api${e.path.replace(/:(\w+)/g, '{$1}')}`;
      const body = doc.paths[url]?.[e.method.toLowerCase()]?.requestBody;
      const properties = body?.content?.['multipart/form-data']?.schema?.properties ?? {};
      const fields = e.form.fields instanceof z.ZodObject ? Object.keys(e.form.fields.shape) : [];
      expect(Object.keys(properties).sort(), url).toEqual([...fields, e.form.files.field].sort());
    }
  });

  it('an unknown API route answers 404 in the error shape', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/nothing-here' }), 404);
  });
});

describe('with a web build', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'partproof-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>PartProof</title>');
    t = await buildTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the SPA shell for client-side routes and keeps API 404s as JSON', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/products/12' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>PartProof</title>');
    expectError(await t.app.inject({ method: 'GET', url: '/api/nothing-here' }), 404);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
