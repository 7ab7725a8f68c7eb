/**
 * Bounds of the BOM import that protect memory and time (DESIGN.md §6 uploads). The upload
 * size itself is LIMITS.uploadBytes in the shared package, which the web app checks too.
 * No imports: the xlsx child process loads this file, and should start fast.
 */
export const MB = 1024 * 1024;

export const BOM_LIMITS = {
  /**
   * How many times its compressed size an xlsx entry may inflate to. A spreadsheet's XML
   * deflates 5–10× (a plain 9.78 MB BOM of 120,000 lines: 5.3× in all, its worksheet 10.9×; shared strings and very
   * repetitive grids up to ~30×); a zip bomb 100–1000×. Past it the file is refused as a
   * bomb, while it inflates. The first xlsxRatioFreeBytes of an entry are never refused,
   * since a small part (a tiny or empty sheet) may deflate far better than a whole one.
   */
  xlsxMaxCompressionRatio: 100,
  xlsxRatioFreeBytes: 2 * MB,
  /**
   * Inflated XML held whole at once: the workbook, styles and shared strings (a worksheet
   * is read while it inflates and never held). Not the bomb test (that is the ratio) but
   * the bound of what the reader child keeps in memory; 120,000 BOM lines hold 22 MB.
   */
  xlsxUncompressedBytes: 200 * MB,
  xlsxMaxEntries: 2_000,
  /**
   * Rows per worksheet (empty ones included: each is counted and may become a row) and the
   * columns read per row. A 10 MB CSV holds ~170,000 BOM lines, so 200,000 is no real limit.
   */
  xlsxMaxRows: 200_000,
  xlsxMaxColumns: 200,
  /**
   * Cells of a workbook, counted while reading (xlsx-grid.ts keeps a string per cell).
   * 50,000 BOM lines of 20 columns fit; a bigger table is read as CSV.
   */
  xlsxMaxCells: 1_000_000,
  /**
   * Merged ranges per workbook, and the cells they cover once clipped to the rows and
   * columns read. A BOM merges an item number over an alternative's rows (a few thousand
   * ranges at most); one merge of A1:XFD1048576 covers 40 million cells even clipped.
   */
  xlsxMaxMergedRanges: 20_000,
  xlsxMaxMergedCells: 2_000_000,
  /**
   * The child processes that parse an upload (parse-worker.ts) or read a workbook
   * (xlsx-worker.ts): their heap, their time, and how many of each run at once, so a file
   * built to exhaust the reader costs one child, never the server. Workbooks at the limits
   * above (998,000 numeric cells; 130,000 BOM lines of six columns in 48 MB of XML) read
   * within 384 MB of heap: 512 leaves a margin.
   */
  xlsxWorkerHeapMb: 512,
  /** All writable memory of that child process (RLIMIT_DATA): its heap and the inflated buffers. */
  xlsxWorkerMemoryMb: 1_024,
  xlsxWorkerTimeoutMs: 60_000,
  xlsxWorkersAtOnce: 2,
  /** Rows looked at when searching for the header row. */
  headerScanRows: 40,
  /**
   * Designators one cell may expand to, ranges and list items together (duplicates count,
   * so 'R1-R999' written a thousand times stops too). A range past it (R1-R99999) is kept
   * as written; the same bound as MaterialInput's designator list.
   */
  maxDesignatorsPerCell: 5_000,
  /**
   * Designators of a whole file, after expanding ranges. 200,000 rows of 'R1-R999' would be
   * 200 million strings; a real BOM has a few thousand, and the 10 MB CSV of one-designator
   * lines that the upload limit allows has ~170,000.
   */
  maxDesignatorsPerFile: 200_000,
  sampleRows: 5,
  /**
   * BOM files one user may store per rolling 24 hours (count and bytes). Each upload is
   * kept until its product is saved or the daily cleanup removes it (bom-file-cleanup.ts).
   */
  uploadsPerUserPerDay: 100,
  uploadBytesPerUserPerDay: 200 * MB,
} as const;
