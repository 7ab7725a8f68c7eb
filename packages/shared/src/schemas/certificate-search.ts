/**
 * Search database / Scrape Certificate (spec §4, §7; DESIGN.md §4 "material/find-certificates",
 * §5.6): starting a search, reading its progress back, the source connectors' screens
 * (Manufacturer scrape, VDE link, the scrapper modal and the scraping list).
 */
import { z } from 'zod';
import { IdSchema, listOf, RecordIdSchema, requiredText } from './common.js';
import { RanProductSchema } from './live.js';

export const SEARCH_MSG = {
  scrapingStarted: 'Scraping is started!',
  scrapingInProgress: 'Scraping in progress',
  linkNotWork: 'Link not work',
  enterProductName: 'Enter a product name',
  success: 'Success',
  selectComponents: 'Select at least one component',
  /** runAll takes the product of the listed components: they must all be of one product. */
  oneProduct: 'The components must all belong to one product',
  /** Why a search failed, for users who do not run searches (the reason may name hosts). */
  failed: 'Search failed',
} as const;

/**
 * The certificate directories a connector can ask (DESIGN.md §5.6), with the label the UI
 * shows for records that came from them (spec §2: two show as the German testing body's
 * brand, one as a second certification body, one as a third).
 */
export const SOURCES = [
  { id: 'tuv-sud', label: 'TÜV' },
  { id: 'tuv-rheinland', label: 'TÜV' },
  { id: 'intertek', label: 'Intertek' },
  { id: 'csa', label: 'CSA' },
  { id: 'vde', label: 'VDE' },
  { id: 'ul', label: 'UL' },
] as const;
export type SourceName = (typeof SOURCES)[number]['id'];
export const SOURCE_NAMES = SOURCES.map((s) => s.id) as [SourceName, ...SourceName[]];
export const SourceNameSchema = z.enum(SOURCE_NAMES);

/** The display label of a record's serviceName (the source's label, else the name itself). */
export function sourceLabel(serviceName: string): string {
  return SOURCES.find((s) => s.id === serviceName)?.label ?? serviceName;
}

const id = RecordIdSchema;

/** `POST /material/find-certificates`: `runAll` with `productId` searches every component. */
export const FindCertificatesSchema = z
  .strictObject({
    materials: z.array(id).max(5000).default([]),
    webScraping: z.boolean().default(false),
    runAll: z.boolean().default(false),
    productId: id.optional(),
  })
  .superRefine((value, issue) => {
    // runAll searches every component of the product the listed ones belong to (spec §7);
    // productId is our optional shortcut for naming the product directly.
    if (value.materials.length === 0 && !(value.runAll && value.productId !== undefined))
      issue.addIssue({ code: 'custom', path: ['materials'], message: SEARCH_MSG.selectComponents });
  });
export type FindCertificates = z.infer<typeof FindCertificatesSchema>;
/** What a client sends: `materials`, `webScraping`, `runAll` (spec §7), optionally `productId`. */
export type FindCertificatesInput = z.input<typeof FindCertificatesSchema>;
export const FindCertificatesResultSchema = z.object({ jobId: z.string() });

export const SEARCH_KINDS = ['database', 'scrape'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One search of one material, with what the spec's ranProducts entry lacks. */
export const SearchRunSchema = RanProductSchema.extend({
  id: z.number().int(),
  kind: z.enum(SEARCH_KINDS),
  found: z.number().int(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SearchRun = z.infer<typeof SearchRunSchema>;

export const SearchRunsQuerySchema = z.strictObject({
  productId: IdSchema,
});
/** `GET /material/search-runs?productId=`: the latest search of each searched material. */
export const SearchRunsResultSchema = listOf(
  z.object({ materialId: z.number().int(), ranProducts: z.array(SearchRunSchema) }),
);

/** `POST /manufacturer/scrap` (spec §7, §9: at most 200 pages and 200 rows). */
export const ManufacturerScrapSchema = z.strictObject({
  query: requiredText(200),
  test_house: SourceNameSchema.default('ul'),
  llm: z.boolean().default(false),
  search_term: z.string().trim().max(50).default('company'),
  max_pages: z.number().int().min(1).max(200).default(200),
  max_rows: z.number().int().min(1).max(200).default(200),
});
export type ManufacturerScrap = z.infer<typeof ManufacturerScrapSchema>;
export const ScrapeStartedSchema = z.object({ message: z.string(), jobId: z.string().optional() });

/** VDE link resolution: `result` false makes the client show 'Link not work'. */
export const VdeLinkSchema = z.strictObject({
  model: z.string().trim().max(300).default(''),
  manufacturer: z.string().trim().max(200).default(''),
  certificateNo: requiredText(200),
});
export const VdeLinkResultSchema = z.object({ result: z.boolean(), url: z.string().nullable() });

/** The scrapper modal: `POST /search?search=` with product names (comma or line separated). */
export const ScrapperQuerySchema = z.object({
  search: z.string().trim().max(2000).optional(),
});
export const ScrapperBodySchema = z
  .object({ search: z.string().trim().max(2000).optional() })
  .nullish();

export const SCRAPE_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ScrapeStatus = (typeof SCRAPE_STATUSES)[number];

/** `GET /list`: recent scrape runs (newest first). */
export const ScrapeListItemSchema = z.object({
  jobId: z.string(),
  kind: z.enum(['materials', 'manufacturer', 'products']),
  query: z.string(),
  status: z.enum(SCRAPE_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  found: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type ScrapeListItem = z.infer<typeof ScrapeListItemSchema>;
export const ScrapeListSchema = listOf(ScrapeListItemSchema);
