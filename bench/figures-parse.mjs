// parseFile of a large CSV and xlsx through the upload the wizard uses, beside the streaming
// parse of the same bytes in this process (papaparse as the server calls it; exceljs's
// WorkbookReader), and the server's resident memory above idle while it parses.
import { createReadStream } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { figure, format, row } from './budgets.mjs';
import { multipart, send, textOf } from './http-client.mjs';
import { sampleMemory, treeRssKb, waitForIdle } from './server-process.mjs';

const TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function timed(fn) {
  const started = process.hrtime.bigint();
  const result = await fn();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, result };
}

/** Papaparse over the file's text, with the options the server's readCsv uses. */
function papaparse(bytes) {
  const { data } = Papa.parse(bytes.toString('utf8'), { delimiter: ',', skipEmptyLines: false });
  return data.length;
}

/** Every cell of every row through exceljs's streaming reader. */
async function workbookReader(file) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), {
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  let cells = 0;
  for await (const sheet of reader) for await (const r of sheet) cells += r.cellCount;
  return cells;
}

/** The faster of two runs: the limit is what the parser can do once warm. */
async function limitMs(fn) {
  const first = await timed(fn);
  const second = await timed(fn);
  return Math.min(first.ms, second.ms);
}

function upload(baseUrl, headers, bom, kind) {
  const form = multipart(
    { productName: 'Bench upload' },
    { field: 'file', name: `bench-bom.${kind}`, type: TYPES[kind], bytes: bom.bytes },
  );
  return send(`${baseUrl}/api/collectionProductMaterials/parseFile`, {
    method: 'POST',
    headers: { ...headers, 'content-type': form.contentType },
    body: form.body,
    timeoutMs: 300_000,
  });
}

/** `files`: { csv, xlsx, csvWarmup, xlsxWarmup } from bom-files.mjs. */
export async function parseFigures({ baseUrl, headers, engine, pid, files }) {
  const rows = [];
  for (const kind of ['csv', 'xlsx']) {
    const bom = files[kind];
    const what = `${format.mb(bom.bytes.length)} ${kind === 'csv' ? 'CSV' : 'xlsx'} (${format.int(bom.lines)} lines)`;
    const timeMeta = { key: 'parse.time', engine, figure: `parseFile, ${what}` };
    const memoryMeta = {
      key: 'parse.memory',
      engine,
      figure: `server memory above idle while parsing the ${what}`,
    };
    let measured;
    rows.push(
      ...(await figure(timeMeta, async () => {
        // A small file first, so the first big parse does not also pay for loading code.
        const warm = await upload(baseUrl, headers, files[`${kind}Warmup`], kind);
        if (warm.status !== 200)
          throw new Error(`warm-up parseFile: ${warm.status} ${textOf(warm).slice(0, 200)}`);
        await waitForIdle(pid);
        await sleep(500);
        const idleMb = treeRssKb(pid) / 1024;
        const memory = sampleMemory(pid);
        const answer = await upload(baseUrl, headers, bom, kind);
        const peakMb = memory.stop();
        if (answer.status !== 200)
          throw new Error(`parseFile: ${answer.status} ${textOf(answer).slice(0, 200)}`);
        const got = JSON.parse(textOf(answer)).materials?.length;
        measured = { mb: peakMb - idleMb, idleMb, peakMb };
        const limit =
          kind === 'csv'
            ? { name: 'papaparse', ms: await limitMs(() => papaparse(bom.bytes)) }
            : { name: 'exceljs WorkbookReader', ms: await limitMs(() => workbookReader(bom.file)) };
        return row({
          ...timeMeta,
          ours: `${format.ms(answer.ms)} (${format.int(got ?? 0)} components)`,
          limit: `${format.ms(limit.ms)} (${limit.name}, same file)`,
          ratio: answer.ms / limit.ms,
          values: { ms: answer.ms },
        });
      })),
    );
    rows.push(
      ...(await figure(memoryMeta, async () => {
        if (!measured) throw new Error('not measured: the parse failed');
        return row({
          ...memoryMeta,
          ours: `+${format.int(measured.mb)} MB (idle ${format.int(measured.idleMb)} MB, peak ${format.int(measured.peakMb)} MB)`,
          values: { mb: measured.mb },
        });
      })),
    );
  }
  return rows;
}
