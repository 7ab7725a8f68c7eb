/**
 * A PDF → its pages as the reader needs them: the text layer of each page (pdf.js), and for
 * a page whose text layer is empty or trivial (a scan, a drawing stamped "ROHS") a PNG of the
 * page for OCR. Runs in the reader child process (reader-worker.ts): pdf.js parses untrusted
 * bytes there, within that process's memory limit and deadline.
 */
import { createRequire } from 'node:module';
import { createCanvas } from '@napi-rs/canvas';
import { AppError } from '../../../lib/app-error.js';
import { annotationFragments, type AnnotationData } from './pdf-annotations.js';
import { signatureAnnotations } from './pdf-signatures.js';
import { READER_LIMITS } from './reader-limits.js';
import { linesOfFragments, type TextFragment } from './text-lines.js';

/** One page out of the worker: its text layer, and a PNG when the page needs OCR. */
export interface SourcePage {
  page: number;
  text: string;
  image: Uint8Array | null;
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
type RenderParameters = Parameters<PdfPage['render']>[0];

const require = createRequire(import.meta.url);
/** pdf.js's own data files, from the installed package: nothing is fetched at run time. */
const packageDir = (sub: string) =>
  require.resolve('pdfjs-dist/package.json').replace(/package\.json$/, sub);

const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/**
 * A line a browser or a viewer prints around a page: an address, a time, "Page 1 of 2", the
 * name and size of the image shown ("certificate.jpg 566×800 pixels").
 */
const PRINT_LINE =
  /https?:\/\/|\bwww\.|\b\d{1,2}:\d{2}\b|\bpage\s+\d+\s*(?:of|\/)\s*\d+|\.(?:jpe?g|png|gif|tiff?|pdf)\b|\d+\s*[×x]\s*\d+\s*pixels/i;

/** The letters of a page's text layer that are not in a print header or footer line. */
export const contentLetters = (text: string) =>
  letters(
    text
      .split('\n')
      .filter((line) => !PRINT_LINE.test(line))
      .join('\n'),
  );

/**
 * pdf.js's display layer, with its parser registered to run in this thread (pdf.js reads
 * `globalThis.pdfjsWorker`): this thread is already the worker. Both are loaded with
 * require(), which Node (≥ 20.19) gives ES modules synchronously: under the TypeScript loader
 * of the tests an import() of these two 1–2 MB files costs seconds per worker thread.
 */
function loadPdfJs(): PdfJs {
  const scope = globalThis as { pdfjsWorker?: unknown };
  scope.pdfjsWorker ??= require('pdfjs-dist/legacy/build/pdf.worker.mjs') as unknown;
  return require('pdfjs-dist/legacy/build/pdf.mjs') as PdfJs;
}

/**
 * The pages read, in the order their text is taken within the budget: the last pages first (a
 * long datasheet ends with its revision history, which dates it, and its ordering codes), then
 * the pages from the first on, up to maxTextPages in all.
 */
export function pagesToRead(numPages: number): number[] {
  const { maxTextPages, tailPages } = READER_LIMITS;
  const tailStart = Math.max(1, numPages - tailPages + 1);
  const head = Math.min(tailStart - 1, maxTextPages - (numPages - tailStart + 1));
  const numbers = (from: number, count: number) =>
    Array.from({ length: Math.max(0, count) }, (_, i) => from + i);
  return [...numbers(tailStart, numPages - tailStart + 1), ...numbers(1, head)];
}

export async function readPdfPages(bytes: Uint8Array): Promise<SourcePage[]> {
  const pdfjs = loadPdfJs();
  const pdf = await open(pdfjs, bytes);
  try {
    const pages: SourcePage[] = [];
    // The finders read the text on the server's main thread: its length is bounded here.
    let budget = READER_LIMITS.maxDocumentChars;
    for (const number of pagesToRead(pdf.numPages)) {
      if (budget <= 0) break;
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const annotations = (await page.getAnnotations()) as AnnotationData[];
      const signatures = await signatureAnnotations(
        page,
        annotations,
        pdfjs.OPS,
        pdfjs.AnnotationMode.ENABLE,
      );
      const fragments: TextFragment[] = [
        ...content.items.flatMap((item) => ('str' in item ? [item] : [])),
        ...annotationFragments([...annotations, ...signatures]),
      ];
      const text = linesOfFragments(fragments).slice(
        0,
        Math.min(READER_LIMITS.maxPageChars, budget),
      );
      budget -= text.length;
      pages.push({ page: number, text, image: null });
    }
    pages.sort((a, b) => a.page - b.page);
    const toRead = pages.filter((page) => letters(page.text) < READER_LIMITS.minLettersOfTextPage);
    // A page printed from a browser around a picture (a certificate shown as a JPEG): its
    // text layer is only the print header; the picture is read by OCR.
    for (const page of pages) {
      if (toRead.includes(page) || contentLetters(page.text) >= READER_LIMITS.minLettersOfTextPage)
        continue;
      if (await paintsImage(pdf, page.page)) toRead.push(page);
    }
    toRead.sort((a, b) => a.page - b.page);
    // A scan of many pages would hold the one OCR engine for minutes. A document that has a
    // text layer elsewhere keeps its first few image pages (drawings in a datasheet).
    if (toRead.length > READER_LIMITS.maxOcrPages && toRead.length === pages.length) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `Scanned documents of more than ${READER_LIMITS.maxOcrPages} pages cannot be read automatically; fill in the form by hand.`,
      );
    }
    for (const source of toRead.slice(0, READER_LIMITS.maxOcrPages)) {
      source.image = await renderPage(await pdf.getPage(source.page));
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** Whether the page draws a picture (an embedded image, not only text and lines). */
async function paintsImage(pdf: PdfDocument, number: number): Promise<boolean> {
  const { OPS } = loadPdfJs();
  const images: number[] = [OPS.paintImageXObject, OPS.paintInlineImageXObject];
  const operators = await (await pdf.getPage(number)).getOperatorList();
  return operators.fnArray.some((op) => images.includes(op));
}

async function open(pdfjs: PdfJs, bytes: Uint8Array): Promise<PdfDocument> {
  try {
    return await pdfjs.getDocument({
      // pdf.js takes ownership of (and detaches) the buffer it is given: hand it a copy.
      data: new Uint8Array(bytes),
      standardFontDataUrl: packageDir('standard_fonts/'),
      cMapUrl: packageDir('cmaps/'),
      cMapPacked: true,
      wasmUrl: packageDir('wasm/'),
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      // A page image bigger than this is not drawn; a scan at 600 dpi of A3 stays under it.
      maxImageSize: READER_LIMITS.maxImagePixels,
      verbosity: 0,
    }).promise;
  } catch {
    throw new AppError('VALIDATION', 'The PDF could not be read.');
  }
}

async function renderPage(page: PdfPage): Promise<Uint8Array> {
  const base = page.getViewport({ scale: 1 });
  const scale = READER_LIMITS.ocrImageSide / Math.max(base.width, base.height);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  // A PDF page has no background of its own; OCR wants black on white, not on transparent.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js is typed for the DOM's canvas; @napi-rs/canvas is the one it supports in Node.
  const parameters = { canvas, canvasContext: context, viewport } as unknown as RenderParameters;
  await page.render(parameters).promise;
  const png = canvas.toBuffer('image/png');
  // @napi-rs/canvas keeps what was drawn into a canvas (here a 400 dpi scan decoded at full
  // size, ~80 MB a page) until the canvas is resized, whatever the garbage collector does:
  // five such pages passed the child's memory limit. An empty canvas lets it go.
  canvas.width = 0;
  canvas.height = 0;
  return png;
}
