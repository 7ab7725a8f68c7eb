/**
 * Everything a response says, as text to search for another company's data: the body, or
 * for a zip (the evidence zip, an xlsx workbook — itself a zip) the text of every entry,
 * nested zips opened too.
 */
import type { LightMyRequestResponse } from 'fastify';
import yauzl from 'yauzl';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(ZIP_MAGIC);

function zipEntries(bytes: Buffer): Promise<{ name: string; bytes: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const entries: { name: string; bytes: Buffer }[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr) return reject(streamErr);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

async function textOf(bytes: Buffer): Promise<string> {
  if (!isZip(bytes)) return bytes.toString('utf8');
  const parts: string[] = [];
  for (const entry of await zipEntries(bytes)) parts.push(entry.name, await textOf(entry.bytes));
  return parts.join('\n');
}

export function responseText(res: LightMyRequestResponse): Promise<string> {
  return textOf(res.rawPayload);
}

/** Every string in a request part (body, params, query), however deeply nested. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * Where `text` carries the marker beyond what the request itself sent (a name a call echoes
 * back is no leak): each such place with some text around it, for the failure message.
 */
export function leaks(text: string, sent: string[], marker: string): string[] {
  let rest = text;
  for (const value of sent)
    if (value.toLowerCase().includes(marker)) rest = rest.split(value).join('');
  const found: string[] = [];
  const lower = rest.toLowerCase();
  for (let at = lower.indexOf(marker); at >= 0; at = lower.indexOf(marker, at + marker.length))
    found.push(rest.slice(Math.max(0, at - 40), at + marker.length + 20));
  return found;
}
