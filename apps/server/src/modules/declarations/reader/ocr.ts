/**
 * OCR of page images with tesseract.js and the English data shipped in the
 * @tesseract.js-data/eng package: nothing is downloaded at run time, so the server reads scans
 * with no network. One engine serves the whole server: it is started on first use (~1 s),
 * kept, fed one page at a time, and stopped by closeOcr() when the app closes.
 *
 * Pages wait in two lanes: staff reads go before supplier uploads, so a queue filled from a
 * public supplier link never holds up staff. A page has a deadline: past it, the engine is
 * terminated mid-page (tesseract cannot be interrupted otherwise), the page fails with a
 * clear error, and the next page starts a fresh engine.
 */
import { createRequire } from 'node:module';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { AppError } from '../../../lib/app-error.js';

const require = createRequire(import.meta.url);
const LANG_PATH = require
  .resolve('@tesseract.js-data/eng/package.json')
  .replace(/package\.json$/, '4.0.0');

/** Who asked for the read: staff (rohs/read) or a supplier's upload link. */
export type OcrLane = 'staff' | 'supplier';

export const OCR_LIMITS_MESSAGE =
  'The scan could not be read by OCR within the limits; fill in the form by hand.';

interface Job {
  png: Uint8Array;
  /** The most this page may take once the engine starts on it. */
  limitMs: number;
  resolve: (read: { text: string; ms: number }) => void;
  reject: (error: unknown) => void;
}

const lanes: Record<OcrLane, Job[]> = { staff: [], supplier: [] };
let busy = false;
let engine: Promise<Worker> | null = null;
/** Settles when the page being read settles (closeOcr waits for it). */
let current: Promise<void> = Promise.resolve();

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

/** Stops the engine now (a page past its deadline); the next page starts a new one. */
function dropEngine(): void {
  const running = engine;
  engine = null;
  void running?.then((worker) => worker.terminate()).catch(() => undefined);
}

async function run(job: Job): Promise<void> {
  const worker = await engineStarted();
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      dropEngine();
      reject(new AppError('PAYLOAD_TOO_LARGE', OCR_LIMITS_MESSAGE));
    }, job.limitMs);
  });
  try {
    const { data } = await Promise.race([worker.recognize(Buffer.from(job.png)), overrun]);
    job.resolve({ text: data.text, ms: performance.now() - started });
  } finally {
    clearTimeout(timer);
  }
}

/** Reads the next page, staff lane first, until both lanes are empty. */
function pump(): void {
  if (busy) return;
  const job = lanes.staff.shift() ?? lanes.supplier.shift();
  if (!job) return;
  busy = true;
  current = run(job)
    .catch(job.reject)
    .finally(() => {
      busy = false;
      pump();
    });
}

/**
 * The text tesseract reads on one PNG page (lines separated by '\n'), and the time it took.
 * Fails with a 413 past `limitMs` of reading (the wait in the queue does not count).
 */
export function recognise(
  png: Uint8Array,
  options: { lane: OcrLane; limitMs: number },
): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    lanes[options.lane].push({ png, limitMs: options.limitMs, resolve, reject });
    pump();
  });
}

/** Stops the OCR engine (the app's onClose), after the page being read; later pages start a new one. */
export async function closeOcr(): Promise<void> {
  // Each page's end starts the next one (pump), which replaces `current`.
  while (busy) await current;
  const running = engine;
  engine = null;
  await (await running?.catch(() => null))?.terminate();
}
