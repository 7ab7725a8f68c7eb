import Fastify from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role, UserSchema } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { componentInput, createCompany, signedIn, wizardPayload } from '../../test/factories.js';
import { zodSerialisedRoutes } from './serializer.js';

// Every answer the app serialises is also serialised by the zod serialiser it replaced, on the
// very data the handler returned; `serializer: 'zod'` builds an app with the old one.
const probe = vi.hoisted(() => ({
  serializer: 'compiled',
  answers: [] as { url: string; compiled: string; zod: string }[],
}));
vi.mock('./serializer.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./serializer.js')>();
  const { serializerCompiler } = await import('fastify-type-provider-zod');
  return {
    ...real,
    compiledSerializerCompiler: (route: Parameters<typeof serializerCompiler>[0]) => {
      const zod = serializerCompiler(route) as (data: unknown) => string;
      if (probe.serializer === 'zod') return zod;
      const compiled = real.compiledSerializerCompiler(route);
      return (data: unknown) => {
        const text = compiled(data);
        probe.answers.push({ url: route.url, compiled: text, zod: zod(data) });
        return text;
      };
    },
  };
});

describe('compiled answers', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let compliance: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    const companyId = (await createCompany(t.ctx.db, { name: 'Kettle Works' })).id;
    compliance = (await signedIn(t.app, t.ctx.db, { role: Role.Compliance, companyId })).headers;
  });
  afterAll(() => t.close());

  const call = async (url: string, headers: { authorization: string }, payload: object = {}) => {
    probe.answers.length = 0;
    const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(probe.answers).toHaveLength(1);
    return { res, answer: probe.answers[0]! };
  };

  it('writes the same bytes as the zod serialiser for products, users, dates, nulls and unions', async () => {
    const saved = await call(
      '/product/save',
      compliance,
      wizardPayload(0, {
        description: 'Quotes " \\ and a line\nbreak, émoji 🙂',
        materials: [
          componentInput(0, { quantity: null, critical: false }),
          componentInput(1, { designator: ['C1', 'C2'], type: 'Capacitor', quantity: 4 }),
        ],
      }),
    );
    const { id } = saved.res.json<{ id: number }>();
    const cases = [
      await call('/product/get', compliance, { id }),
      await call('/product/getAll', compliance),
      await call('/user/checkAccessTokenAndGetUser', admin),
      await call('/user/checkAccessTokenAndGetUser', compliance),
    ];
    for (const { res, answer } of cases) {
      expect(answer.compiled).toBe(answer.zod);
      expect(res.body).toBe(answer.zod);
    }
    const product = cases[0]!.res.json<Record<string, unknown>>();
    // The cases cover what differs between the two: a date, nulls, a literal union, text.
    expect(product).toMatchObject({
      id,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      productApprovalDate: null,
      description: 'Quotes " \\ and a line\nbreak, émoji 🙂',
      materials: [
        { quantity: null, materialStatus: { id: 1 } },
        { quantity: 4, designator: ['C1', 'C2'] },
      ],
    });
    expect(cases[2]!.res.json()).toMatchObject({ company: null, profileImage: null });
  });

  it('compiles product/get and getAll (the large answers)', () => {
    expect(zodSerialisedRoutes).not.toContain('POST /api/product/get');
    expect(zodSerialisedRoutes).not.toContain('POST /api/product/getAll');
  });

  it('publishes the same OpenAPI document as the app with the zod serialiser', async () => {
    const docs = async (app: TestApp) =>
      (await app.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
    probe.serializer = 'zod';
    const before = await buildTestApp();
    probe.serializer = 'compiled';
    try {
      const expected = await docs(before);
      expect(expected.length).toBeGreaterThan(10_000);
      expect(await docs(t)).toBe(expected);
    } finally {
      await before.close();
    }
  });
});

describe('compiled serialiser', () => {
  it('drops fields the schema does not name, such as a password hash on a user row', async () => {
    const { compiledSerializerCompiler } =
      await vi.importActual<typeof import('./serializer.js')>('./serializer.js');
    const app = Fastify();
    app.setSerializerCompiler(compiledSerializerCompiler);
    const user = {
      id: 7,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      role: 2,
      company: { id: 3, name: 'Analytical Engines', secret: 'internal note' },
      profileImage: null,
      isRoHSAllow: true,
      isTermsAccept: true,
      language: 'de',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    };
    app.get('/me', { schema: { response: { 200: UserSchema } } }, () => user);
    const res = await app.inject({ method: 'GET', url: '/me' });
    await app.close();

    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('internal note');
    const zod = zodSerializerCompiler({ schema: UserSchema, method: 'GET', url: '/me' });
    expect(res.body).toBe((zod as (data: unknown) => string)(user));
  });
});
