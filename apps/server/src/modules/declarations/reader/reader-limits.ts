/**
 * Bounds of reading one declaration (DESIGN.md §6, §9.3). No imports: the page child process
 * loads this file, and should start fast.
 */

export const READER_LIMITS = {
  /**
   * Pages of a PDF read through its text layer. A declaration's substance is up front, but a
   * datasheet may cite the directive only in a footnote deep inside (Winbond's, on page 61 of
   * 78); maxDocumentChars bounds the text whatever the page count.
   */
  maxTextPages: 100,
  /**
   * The last pages of a PDF are read first, so a document longer than maxTextPages or
   * maxDocumentChars keeps them: a datasheet ends with its revision history (its date).
   */
  tailPages: 3,
  /** Pages read by OCR per document (~1 s each, one OCR engine for the whole server). */
  maxOcrPages: 5,
  /**
   * OCR time of one page, and of one document's pages together (the wait in the queue does
   * not count). An A4 page at 200 dpi reads in 1–3 s; past the page's deadline the engine is
   * terminated and restarted (~1 s), so one hostile scan holds it ~20 s at most.
   */
  ocrPageMs: 20_000,
  ocrDocumentMs: 45_000,
  /**
   * A page with fewer letters than this in its text layer is rendered and read by OCR: a
   * scan has none, a drawing only a few words stamped on it ("ROHS", a title).
   */
  minLettersOfTextPage: 20,
  /**
   * The longest side, in pixels, of a page image given to OCR: an A4 page at ~200 dpi. A PDF
   * page is rendered at that size; a scan is scaled to it (at 150 dpi OCR reads 0 as O).
   */
  ocrImageSide: 2_400,
  /**
   * Text kept per page and per document: the finders run on the server's main thread. A
   * dense datasheet page holds ~8,000 characters; a page past the cap is a generated file.
   */
  maxPageChars: 20_000,
  maxDocumentChars: 200_000,
  /**
   * The shape of an IPC-1752A file, pre-scanned before it is parsed (ipc1752a-shape.ts). A
   * real Class D file has tens to a few thousand elements of a handful of attributes, ~10
   * deep. fast-xml-parser slows faster than linearly with elements and attributes (3.5 MB of
   * 300,000 attributes: ~13 s); at these caps the worst shapes measured (7,100 materials in
   * 50,000 elements; 100,000 attributes; 9 MB of text) validate and parse in 0.5–1.5 s, in
   * the reader's child process. The pre-scan itself takes < 0.1 s on 10 MB.
   */
  xmlMaxElements: 50_000,
  xmlMaxAttributes: 100_000,
  xmlMaxAttributesPerElement: 64,
  xmlMaxDepth: 64,
  /** Pixels of an uploaded PNG/JPEG, read from its header before it is decoded. */
  maxImagePixels: 25_000_000,
  /**
   * The child process that opens the file with pdf.js (or decodes the image): its V8 heap,
   * and all its writable memory (RLIMIT_DATA: inflated streams, decoded images, the heap).
   * Node with pdf.js and the canvas loaded needs ~200 MB of it before reading anything.
   */
  workerHeapMb: 384,
  workerMemoryMb: 448,
  workerTimeoutMs: 30_000,
  workersAtOnce: 2,
} as const;
