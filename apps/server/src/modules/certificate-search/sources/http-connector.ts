/**
 * The one generic connector (DESIGN.md §5.6): a declarative request template and a field
 * mapping turn any JSON certificate directory into SourceRecords. Guard rails: calls go to
 * the configured base URL's host only (a redirect elsewhere is refused), every call has a
 * timeout, and a response may not exceed a size cap.
 */
import { isHttpUrl, type SourceName } from '@partproof/shared';
import { parseCertificateDate } from '../../cdocs/import/parse-date.js';
import { splitModels } from '../../cdocs/matching/split-models.js';
import { asText, asTexts, readPath } from './json-path.js';
import {
  SourceError,
  type SourceConnector,
  type SourceQuery,
  type SourceRecord,
} from './source-connector.js';

export interface FieldMapping {
  refNumber: string;
  holder: string;
  /** A string (split like a model field) or an array of strings. */
  models: string;
  /** A path; without one the preset's certifying body is used. */
  certifyingBody?: string;
  standard?: string;
  issueDate?: string;
  expiryDate?: string;
  /** A URL or a list of them. */
  links?: string;
}

export interface HttpMapping {
  method: 'GET' | 'POST';
  /** Appended to the base URL; `{name}` placeholders are filled and URL-encoded. */
  path: string;
  /** Query parameters; values are templates. Empty results are left out. */
  query?: Record<string, string>;
  /** A JSON body for POST; a string that is exactly `{name}` keeps the value's type. */
  body?: Record<string, unknown>;
  /** Where the list of records is in the response ('' = the response is the list). */
  records: string;
  fields: FieldMapping;
  /** The certifying body when the response does not say (e.g. 'TÜV SÜD'). */
  certifyingBody: string;
  /** A record's link when the response gives none: `{baseUrl}`, `{refNumber}` … */
  linkTemplate?: string;
  /** Template values a query does not give (the UL payload's fixed fields). */
  defaults?: Record<string, string | number | boolean>;
}

export interface HttpConnectorOptions {
  name: SourceName;
  label: string;
  baseUrl: string;
  timeoutMs: number;
  maxBytes: number;
  mapping: HttpMapping;
}

const MAX_REDIRECTS = 3;
type Values = Record<string, string | number | boolean>;

export function createHttpConnector(options: HttpConnectorOptions): SourceConnector {
  const { name, label, mapping } = options;
  const base = new URL(options.baseUrl);
  const baseText = options.baseUrl.replace(/\/+$/, '');

  async function search(query: SourceQuery, signal?: AbortSignal): Promise<SourceRecord[]> {
    const values: Values = {
      ...mapping.defaults,
      ...query.params,
      manufacturer: query.manufacturer,
      model: query.model,
      query: query.manufacturer || query.model,
    };
    const url = new URL(baseText + fill(mapping.path, values, encodeURIComponent));
    for (const [key, template] of Object.entries(mapping.query ?? {})) {
      const value = fill(template, values, (v) => v);
      if (value !== '') url.searchParams.set(key, value);
    }
    const init: RequestInit = {
      method: mapping.method,
      headers: { accept: 'application/json' },
      redirect: 'manual',
    };
    if (mapping.method === 'POST') {
      init.body = JSON.stringify(fillBody(mapping.body ?? {}, values));
      init.headers = { ...init.headers, 'content-type': 'application/json' };
    }
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const text = await request(url, {
      ...init,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    }).catch((err: unknown) => {
      if (err instanceof SourceError) throw err;
      if (timeout.aborted) throw new SourceError(name, `no answer within ${options.timeoutMs} ms`);
      throw new SourceError(name, `request failed (${describe(err)})`);
    });
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new SourceError(name, 'the answer is not valid JSON');
    }
    const list = readPath(json, mapping.records);
    if (!Array.isArray(list))
      throw new SourceError(name, `the answer has no record list at "${mapping.records}"`);
    return (list as unknown[])
      .map((item) => toRecord(item))
      .filter((record): record is SourceRecord => record !== null);
  }

  /** GET/POST with redirects followed by hand, and only to the base URL's host. */
  async function request(url: URL, init: RequestInit, hops = 0): Promise<string> {
    if (url.protocol !== base.protocol || url.host !== base.host)
      throw new SourceError(name, `refused a call to ${url.host}: only ${base.host} is allowed`);
    const response = await fetch(url, init);
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (!location || hops >= MAX_REDIRECTS)
        throw new SourceError(name, `too many or empty redirects (HTTP ${response.status})`);
      const next = new URL(location, url);
      if (next.protocol !== base.protocol || next.host !== base.host)
        throw new SourceError(name, `refused a redirect to ${next.host}`);
      const keepBody = response.status === 307 || response.status === 308;
      return request(next, keepBody ? init : { ...init, method: 'GET', body: undefined }, hops + 1);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new SourceError(name, `answered HTTP ${response.status}`);
    }
    return readCapped(response);
  }

  async function readCapped(response: Response): Promise<string> {
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > options.maxBytes) {
      await response.body?.cancel();
      throw new SourceError(name, `the answer is larger than ${options.maxBytes} bytes`);
    }
    if (!response.body) return '';
    const reader = response.body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > options.maxBytes) {
        await reader.cancel();
        throw new SourceError(name, `the answer is larger than ${options.maxBytes} bytes`);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  function toRecord(item: unknown): SourceRecord | null {
    const f = mapping.fields;
    const refNumber = asText(readPath(item, f.refNumber));
    const holder = asText(readPath(item, f.holder));
    if (!refNumber || !holder) return null;
    const models = asTexts(readPath(item, f.models)).flatMap((field) => splitModels(field));
    const certifyingBody =
      (f.certifyingBody ? asText(readPath(item, f.certifyingBody)) : null) ??
      mapping.certifyingBody;
    const links = f.links ? asTexts(readPath(item, f.links)).filter(isHttpUrl) : [];
    if (links.length === 0 && mapping.linkTemplate)
      links.push(fill(mapping.linkTemplate, { baseUrl: baseText, refNumber }, encodeLink));
    return {
      source: name,
      certifyingBody,
      refNumber,
      holder,
      models,
      standard: f.standard ? asTexts(readPath(item, f.standard)).join('; ') || null : null,
      issueDate: date(f.issueDate && readPath(item, f.issueDate)),
      expiryDate: date(f.expiryDate && readPath(item, f.expiryDate)),
      links,
      raw: item,
    };
  }

  return { name, label, search };
}

/** `{baseUrl}` stays as it is; other values are encoded for a URL path. */
const encodeLink = (value: string, key: string) =>
  key === 'baseUrl' ? value : encodeURIComponent(value);

function fill(
  template: string,
  values: Values,
  encode: (value: string, key: string) => string,
): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) =>
    key in values ? encode(String(values[key]), key) : '',
  );
}

function fillBody(body: unknown, values: Values): unknown {
  if (typeof body === 'string') {
    const whole = /^\{(\w+)\}$/.exec(body);
    if (whole?.[1] !== undefined) return values[whole[1]] ?? '';
    return fill(body, values, (v) => v);
  }
  if (Array.isArray(body)) return body.map((item: unknown) => fillBody(item, values));
  if (typeof body === 'object' && body !== null)
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, fillBody(v, values)]));
  return body;
}

function date(value: unknown): string | null {
  const text = asText(value);
  if (!text) return null;
  const parsed = parseCertificateDate(text);
  return parsed.ok ? parsed.value : null;
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : err.message;
  }
  return String(err);
}
