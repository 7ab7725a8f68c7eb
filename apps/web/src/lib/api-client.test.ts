import {
  authApi,
  certificateReviewApi,
  declarationApi,
  productApi,
  userApi,
} from '@partproof/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The token store reads the browser's storage when loaded; give it an empty one.
const storage = (): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> => {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};
vi.stubGlobal('localStorage', storage());
vi.stubGlobal('sessionStorage', storage());
const { ApiError, call, download } = await import('./api-client');

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('call(endpoint, input)', () => {
  it("sends the definition's method, path params and JSON body, and parses the answer", async () => {
    const fetchMock = answer(200, { data: [], total: 0 });
    const result = await call(certificateReviewApi.tempCertificates, {
      params: { id: 42 },
      body: { page: 2, size: 10 },
    });
    expect(result).toEqual({ data: [], total: 0 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/material/temp-certificates/by/material/42');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ page: 2, size: 10 }));
  });

  it('refuses an answer that does not match the response schema', async () => {
    answer(201, { id: 'seven' });
    await expect(call(productApi.save, { body: productSave() })).rejects.toThrow();
  });

  it("writes an upload's multipart form from its definition; the browser sets the boundary", async () => {
    const fetchMock = answer(200, { affected: 1 });
    const image = new File(['png'], 'me.png', { type: 'image/png' });
    await call(userApi.updateProfile, {
      form: { firstName: 'Ada', lastName: undefined, isTermsAccept: true },
      files: [image],
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/update');
    expect(init?.method).toBe('POST');
    expect(init?.headers).not.toHaveProperty('content-type');
    const body = init?.body;
    if (!(body instanceof FormData)) throw new Error('expected a multipart body');
    expect([...body.keys()]).toEqual(['firstName', 'isTermsAccept', 'profileImage']);
    expect(body.get('firstName')).toBe('Ada');
    expect(body.get('isTermsAccept')).toBe('true');
    expect((body.get('profileImage') as File).name).toBe('me.png');
  });

  it("sends lists and objects as JSON text and every file under the form's file field", async () => {
    const fetchMock = answer(201, {});
    const files = [new File(['%PDF'], 'a.pdf'), new File(['<x/>'], 'b.xml')];
    await call(declarationApi.upload, {
      form: {
        type: 'RoHS',
        manufacturer: 'Yageo',
        models: 'All',
        directives: ['2011/65/EU'],
        candidateList: { date: '2024-01-23', entries: null },
        materialID: 5,
      },
      files,
    }).catch(() => undefined); // the answer is not a declaration; only the request matters
    const body = fetchMock.mock.calls[0]?.[1].body;
    if (!(body instanceof FormData)) throw new Error('expected a multipart body');
    expect(body.get('directives')).toBe('["2011/65/EU"]');
    expect(body.get('candidateList')).toBe('{"date":"2024-01-23","entries":null}');
    expect(body.get('materialID')).toBe('5');
    expect(body.getAll('files').map((file) => (file as File).name)).toEqual(['a.pdf', 'b.xml']);
  });

  it('sends an upload without fields as its files alone', async () => {
    const fetchMock = answer(200, {});
    await call(declarationApi.read, { files: [new File(['%PDF'], 'scan.pdf')] }).catch(
      () => undefined,
    );
    const body = fetchMock.mock.calls[0]?.[1].body;
    if (!(body instanceof FormData)) throw new Error('expected a multipart body');
    expect([...body.keys()]).toEqual(['file']);
  });

  it('checks a token that is not stored yet when sign-in passes one', async () => {
    const fetchMock = answer(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'No' });
    await expect(call(authApi.currentUser, {}, { token: 'fresh' })).rejects.toBeInstanceOf(
      ApiError,
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/checkAccessTokenAndGetUser');
    expect(init?.headers).toHaveProperty('authorization', 'Bearer fresh');
  });

  it("turns the API's error shape into an ApiError", async () => {
    answer(403, {
      statusCode: 403,
      code: 'FORBIDDEN',
      error: 'Forbidden',
      message: 'You do not have permission',
    });
    const failure = call(productApi.delete, { body: { id: 1 } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});

describe('download(endpoint, input)', () => {
  it("fetches the definition's path with its params and keeps the server's file name", async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response('PK', {
          status: 200,
          headers: { 'content-disposition': "attachment; filename*=UTF-8''Lamp%20v2.zip" },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { blob, fileName } = await download(productApi.zip, { params: { id: 9 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/product/zip/9');
    expect(fileName).toBe('Lamp v2.zip');
    expect(await blob.text()).toBe('PK');
  });
});

function productSave() {
  const lookup = { id: 1, title: 'EU' };
  return {
    name: 'Lamp',
    type: [lookup],
    standards: [lookup],
    markets: [lookup],
    developmentStatus: lookup,
    manufacturer: 'Acme',
    customer: 'Dana',
    materials: [],
  };
}
