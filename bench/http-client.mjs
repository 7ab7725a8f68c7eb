// A plain node:http client for the bench: the answer's bytes exactly as they crossed the
// wire (compressed if the server compressed them), and how long the whole answer took.
import { Buffer } from 'node:buffer';
import { Agent, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** One kept-alive connection at a time, as one user's browser tab reuses its connection. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** What a browser sends: it accepts the server's compression. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

/**
 * Sends one request and reads the whole answer. `body` is an object (sent as JSON), a
 * Buffer (sent as it is, with the caller's content-type) or undefined.
 */
export function send(url, { method = 'GET', headers = {}, body, timeoutMs = 120_000 } = {}) {
  const payload =
    body === undefined || Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  const allHeaders = {
    'accept-encoding': ACCEPT_ENCODING,
    ...(payload && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}),
    ...(payload ? { 'content-length': String(payload.length) } : {}),
    ...headers,
  };
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = httpRequest(url, { method, headers: allHeaders, agent, timeout: timeoutMs });
    req.on('timeout', () =>
      req.destroy(new Error(`${method} ${url}: no answer in ${timeoutMs} ms`)),
    );
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          raw: Buffer.concat(chunks),
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
    });
    req.end(payload);
  });
}

/** The answer's text, decompressed as a browser would. */
export function textOf(answer) {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.raw).toString('utf8');
  return answer.raw.toString('utf8');
}

/** Sends, and throws unless the status is `expected`; answers the parsed JSON and the answer. */
export async function sendJson(url, options, expected = 200) {
  const answer = await send(url, options);
  const text = textOf(answer);
  if (answer.status !== expected)
    throw new Error(
      `${options.method ?? 'GET'} ${new URL(url).pathname}: ${answer.status} ${text.slice(0, 300)}`,
    );
  return { json: text ? JSON.parse(text) : undefined, answer };
}

/** A multipart/form-data body of text fields and one file, as a browser's FormData sends. */
export function multipart(fields, file) {
  const boundary = `----partproof-bench-${Date.now().toString(16)}`;
  const parts = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    body: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A signed-in admin of the server at `baseUrl`: its bearer header. */
export async function signIn(baseUrl, { email, password }) {
  const { json } = await sendJson(`${baseUrl}/api/user/login`, {
    method: 'POST',
    body: { email, password },
  });
  return { authorization: `Bearer ${json.accessToken}` };
}
