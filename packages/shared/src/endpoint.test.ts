import { describe, expect, it } from 'vitest';
import { endpointPath } from './endpoint.js';
import * as contract from './index.js';

const { certificateReviewApi, productApi } = contract;

describe('endpoint definitions', () => {
  it('fill path parameters, encoded', () => {
    expect(endpointPath(productApi.zip.path, { id: 7 })).toBe('/product/zip/7');
    expect(
      endpointPath(certificateReviewApi.tempCertificatesPage.path, {
        id: 3,
        take: 10,
        skip: 0,
        manufacture: 'Würth Elektronik',
        model: 'A/B',
      }),
    ).toBe(
      '/material/temp-certificate/by/materialId/3/take/10/skip/0/manufacture/W%C3%BCrth%20Elektronik/model/A%2FB',
    );
  });

  it('refuse a missing path parameter', () => {
    expect(() => endpointPath(productApi.zip.path, {})).toThrow('Missing path parameter "id"');
  });

  it('keep their schemas: product/save answers 201 with the shared result schema', () => {
    expect(productApi.save.status).toBe(201);
    expect(productApi.save.response.parse({ id: 1, message: 'ok' })).toEqual({
      id: 1,
      message: 'ok',
    });
  });

  it('name each method and path once', () => {
    const endpoints = Object.entries(contract)
      .filter(([name]) => name.endsWith('Api'))
      .flatMap(([, group]) => Object.values(group as Record<string, contract.EndpointSpec>));
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys.length).toBeGreaterThan(50);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declare who may call them', () => {
    const endpoints = Object.entries(contract)
      .filter(([name]) => name.endsWith('Api'))
      .flatMap(([, group]) => Object.values(group as Record<string, contract.EndpointSpec>));
    for (const e of endpoints) {
      const where = `${e.method} ${e.path}`;
      expect(e.access, where).toBeDefined();
      if (e.access.can !== 'public' && e.access.can !== 'signed-in')
        expect(contract.CAPABILITY_NAMES, where).toContain(e.access.can);
    }
  });
});
