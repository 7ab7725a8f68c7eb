/**
 * A local certificate directory for the connector tests: node:http on a free port, one
 * path prefix per source (`/tuv-sud/…`, `/ul/…`), answering in each preset's documented
 * shape. `mode` switches it to the failures a real directory shows: too slow, malformed
 * JSON, a redirect to another host, an oversized body.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type DirectoryMode = 'good' | 'slow' | 'malformed' | 'redirect' | 'huge' | 'empty';

export interface DirectoryRecord {
  refNumber: string;
  holder: string;
  models: string[];
}

export interface DirectoryRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** The record every preset answers with unless a test sets `records`. */
export const YAGEO_RECORD: DirectoryRecord = {
  refNumber: 'E-2024-0001',
  holder: 'YAGEO Corporation',
  models: ['RC0603FR-0710KL', 'RC0603FR-07*'],
};

function shape(source: string, records: DirectoryRecord[], base: string): unknown {
  switch (source) {
    case 'tuv-sud':
      return {
        results: records.map((r) => ({
          certificateNumber: r.refNumber,
          holder: { name: r.holder },
          products: r.models.map((model) => ({ model })),
          standards: ['IEC 62368-1'],
          validFrom: '2024-01-15',
          validUntil: '2029-01-14',
        })),
      };
    case 'tuv-rheinland':
      return {
        data: {
          certificates: records.map((r) => ({
            certNo: r.refNumber,
            client: r.holder,
            models: r.models.join('; '),
            standards: 'EN 60065',
            issued: '15.01.2024',
            expires: '14.01.2029',
            links: [`${base}/pdf/${r.refNumber}.pdf`],
          })),
        },
      };
    case 'intertek':
      return {
        listings: records.map((r) => ({
          fileNumber: r.refNumber,
          companyName: r.holder,
          productModels: r.models,
          standard: 'UL 60950-1',
          issueDate: '2024-01-15T00:00:00Z',
          expiryDate: null,
          url: `${base}/listing/${r.refNumber}`,
        })),
      };
    case 'csa':
      return {
        items: records.map((r) => ({
          certificate: { number: r.refNumber, issued: '2024-01-15', expires: '2029-01-14' },
          company: r.holder,
          models: r.models,
          standards: ['CSA C22.2 No. 62368-1'],
          link: `${base}/csa/${r.refNumber}`,
        })),
      };
    case 'vde':
      return {
        certificates: records.map((r) => ({
          certificateNumber: r.refNumber,
          holder: r.holder,
          models: r.models,
          standard: 'EN 60127',
          validUntil: '2029-01-14',
          link: `${base}/vde/${r.refNumber}`,
        })),
      };
    case 'ul':
      return {
        rows: records.map((r) => ({
          file_number: r.refNumber,
          company: r.holder,
          models: r.models,
          standard: 'UL 248-14',
          url: `${base}/ul/${r.refNumber}`,
        })),
      };
    default:
      return {};
  }
}

export async function startDirectory() {
  const state = {
    mode: 'good' as DirectoryMode,
    records: [YAGEO_RECORD],
    requests: [] as DirectoryRequest[],
    slowMs: 15_000,
  };
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://directory.test');
      const text = Buffer.concat(chunks).toString('utf8');
      state.requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? (JSON.parse(text) as unknown) : null,
      });
      const source = url.pathname.split('/')[1] ?? '';
      const json = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      switch (state.mode) {
        case 'slow': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            json(shape(source, state.records, base()));
          }, state.slowMs);
          timers.add(timer);
          return;
        }
        case 'malformed':
          return json('{"results": [{"certificateNumber": ');
        case 'redirect':
          res.writeHead(302, { location: `http://localhost:${port()}${url.pathname}` });
          return res.end();
        case 'huge':
          return json({ results: [], padding: 'x'.repeat(200_000) });
        case 'empty':
          return json(shape(source, [], base()));
        case 'good':
          return json(shape(source, state.records, base()));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = () => (server.address() as AddressInfo).port;
  const base = () => `http://127.0.0.1:${port()}`;
  return {
    state,
    /** The base URL of one source on this server. */
    url: (source: string) => `${base()}/${source}`,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
