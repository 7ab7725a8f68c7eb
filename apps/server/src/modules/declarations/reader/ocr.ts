/**
 * OCR of page images with tesseract.js and the English data shipped in the
 * @tesseract.js-data/eng package: nothing is downloaded at run time, so the server reads scans
 * with no network. One engine serves the whole server: it is started on first use (~1 s),
 * kept, fed one page at a time, and stopped by closeOcr() when the app closes.
 */
import { createRequire } from 'node:module';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
const LANG_PATH = require
  .resolve('@tesseract.js-data/eng/package.json')
  .replace(/package\.json$/, '4.0.0');

let engine: Promise<Worker> | null = null;
/** The tail of the queue: each page waits for the one before it. */
let queue: Promise<unknown> = Promise.resolve();

async function start(): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    cacheMethod: 'none',
  });
  // Automatic page segmentation: declarations have columns, tables and a letterhead.
  // Spaces inside a line are kept, so table cells stay apart. Pages come scaled to an A4 at
  // ~200 dpi (reader-limits.ts), so tesseract need not guess the resolution, and its debug
  // notes ("Detected 41 diacritics") go nowhere instead of into the server's output.
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.AUTO,
    preserve_interword_spaces: '1',
    user_defined_dpi: '200',
    debug_file: '/dev/null',
  });
  return worker;
}

function engineStarted(): Promise<Worker> {
  engine ??= start().catch((error: unknown) => {
    // A failed start is not kept: the next page tries again.
    engine = null;
    throw error;
  });
  return engine;
}

/** The text tesseract reads on one PNG page, lines separated by '\n'. */
export function recognise(png: Uint8Array): Promise<string> {
  const job = queue.then(async () => {
    const worker = await engineStarted();
    const { data } = await worker.recognize(Buffer.from(png));
    return data.text;
  });
  queue = job.catch(() => undefined);
  return job;
}

/** Stops the OCR engine (the app's onClose); a later page starts a new one. */
export async function closeOcr(): Promise<void> {
  const running = engine;
  engine = null;
  if (!running) return;
  await queue;
  await (await running.catch(() => null))?.terminate();
}
