import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SOURCE_NAMES, type SourceName } from '@partproof/shared';
import { loadConfig } from '../../../config.js';
import { startDirectory, YAGEO_RECORD } from '../../../../test/directory-server.js';
import { connectorFor, enabledConnectors } from './sources.js';
import { SourceError } from './source-connector.js';

let directory: Awaited<ReturnType<typeof startDirectory>>;

function configFor(env: Record<string, string>) {
  return loadConfig({
    DATA_DIR: '/tmp/partproof-sources-test',
    JWT_SECRET: 'x'.repeat(40),
    ...env,
  });
}

function connector(name: SourceName, env: Record<string, string> = {}) {
  const key = name.toUpperCase().replace(/-/g, '_');
  const found = connectorFor(
    configFor({
      [`SOURCE_${key}_URL`]: directory.url(name),
      [`SOURCE_${key}_TIMEOUT_MS`]: '3000',
      ...env,
    }),
    name,
  );
  if (!found) throw new Error(`${name} not configured`);
  return found;
}

beforeAll(async () => {
  directory = await startDirectory();
});
afterAll(() => directory.close());
beforeEach(() => {
  directory.state.mode = 'good';
  directory.state.requests.length = 0;
});

describe('source connectors against a local directory', () => {
  it.each(SOURCE_NAMES)(
    'the %s preset maps the directory answer to certificate records',
    async (name) => {
      const records = await connector(name).search({
        manufacturer: 'Yageo',
        model: 'RC0603FR-0710KL',
      });
      expect(records).toHaveLength(1);
      const [record] = records;
      expect(record?.source).toBe(name);
      expect(record?.refNumber).toBe(YAGEO_RECORD.refNumber);
      expect(record?.holder).toBe(YAGEO_RECORD.holder);
      expect(record?.models).toEqual(YAGEO_RECORD.models);
      expect(record?.certifyingBody).not.toBe('');
      expect(record?.links[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      // Only one call, to this source's own prefix on the configured host.
      expect(directory.state.requests).toHaveLength(1);
      expect(directory.state.requests[0]?.path.startsWith(`/${name}/`)).toBe(true);
    },
  );

  it('sends the search as the preset documents it (GET query, POST body)', async () => {
    await connector('tuv-sud').search({ manufacturer: 'Yageo & Co', model: 'RC0603 FR' });
    expect(directory.state.requests[0]).toMatchObject({
      method: 'GET',
      path: '/tuv-sud/api/certificates',
      query: { manufacturer: 'Yageo & Co', model: 'RC0603 FR' },
    });
    await connector('tuv-rheinland').search({ manufacturer: 'Yageo', model: 'RC0603' });
    expect(directory.state.requests[1]).toMatchObject({
      method: 'POST',
      body: { company: 'Yageo', product: 'RC0603' },
    });
  });

  it('dates in the directory formats become ISO dates', async () => {
    const [sud] = await connector('tuv-sud').search({ manufacturer: 'Yageo', model: 'x' });
    expect(sud).toMatchObject({ issueDate: '2024-01-15', expiryDate: '2029-01-14' });
    const [rheinland] = await connector('tuv-rheinland').search({
      manufacturer: 'Yageo',
      model: 'x',
    });
    expect(rheinland).toMatchObject({ issueDate: '2024-01-15', expiryDate: '2029-01-14' });
  });

  it('the UL preset posts the Manufacturer screen fixed payload', async () => {
    await connector('ul').search({
      manufacturer: 'Yageo',
      model: '',
      params: { llm: false, search_term: 'company', max_pages: 200, max_rows: 200 },
    });
    expect(directory.state.requests[0]?.body).toEqual({
      query: 'Yageo',
      model: '',
      test_house: 'ul',
      llm: false,
      search_term: 'company',
      max_pages: 200,
      max_rows: 200,
    });
  });

  it('a directory slower than the timeout fails with a clear error', async () => {
    directory.state.mode = 'slow';
    const started = Date.now();
    await expect(connector('csa').search({ manufacturer: 'Yageo', model: 'x' })).rejects.toThrow(
      'csa: no answer within 3000 ms',
    );
    expect(Date.now() - started).toBeLessThan(12_000);
  });

  it('a malformed answer fails instead of storing half a list', async () => {
    directory.state.mode = 'malformed';
    await expect(
      connector('tuv-sud').search({ manufacturer: 'Yageo', model: 'x' }),
    ).rejects.toThrow(/not valid JSON/);
  });

  it('a redirect to another host is refused and never followed', async () => {
    directory.state.mode = 'redirect';
    await expect(
      connector('intertek').search({ manufacturer: 'Yageo', model: 'x' }),
    ).rejects.toThrow(/refused a redirect to localhost/);
    expect(directory.state.requests).toHaveLength(1);
  });

  it('an answer over the size cap is refused', async () => {
    directory.state.mode = 'huge';
    await expect(
      connector('tuv-sud', { SOURCES: JSON.stringify({ 'tuv-sud': { maxBytes: 10_000 } }) }).search(
        {
          manufacturer: 'Yageo',
          model: 'x',
        },
      ),
    ).rejects.toBeInstanceOf(SourceError);
  });

  it('an operator can adjust a preset mapping through SOURCES', async () => {
    directory.state.mode = 'good';
    const adjusted = connector('csa', {
      SOURCES: JSON.stringify({ csa: { mapping: { fields: { holder: 'certificate.number' } } } }),
    });
    const [record] = await adjusted.search({ manufacturer: 'Yageo', model: 'x' });
    expect(record?.holder).toBe(YAGEO_RECORD.refNumber);
  });

  it('a source without a base URL, or switched off, has no connector', () => {
    expect(connectorFor(configFor({}), 'ul')).toBeNull();
    expect(
      connectorFor(configFor({ SOURCE_UL_URL: directory.url('ul'), SOURCE_UL_ENABLED: '0' }), 'ul'),
    ).toBeNull();
    expect(
      enabledConnectors(configFor({ SOURCE_VDE_URL: directory.url('vde') })).map((c) => c.name),
    ).toEqual(['vde']);
    expect(() => configFor({ SOURCES: '{"nope": {}}' })).toThrow(/unknown source/);
  });
});
