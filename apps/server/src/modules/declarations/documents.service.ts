/**
 * The Documents screen's two lists (DESIGN.md §9.6): declarations (`rohs/get-rohs`) and the
 * approved certification records (`certificate/get-cert`), each limited to what covers parts
 * of the caller's visible products (admins: all), searched with the BOM search
 * normalisation, paged in the database.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  normalise,
  ROHS_MSG,
  seriesLabel,
  type CertificateDocumentsQuerySchema,
  type CoverageScope,
  type DeclarationDocumentsQuerySchema,
  type DeclarationKind,
  type ReviewState,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { can } from '../../access/can.js';
import type { Actor } from '../../plugins/auth.js';
import { declarationReader } from './declaration-reader.js';
import { fileLink } from './declarations.queries.js';
import { rowsOf } from '../../db/rows-of.js';

type DeclarationQuery = z.output<typeof DeclarationDocumentsQuerySchema>;
type CertificateQuery = z.output<typeof CertificateDocumentsQuerySchema>;

/** The search normalisation of `normalise` (shared/search.ts), in SQL for one column. */
const normalised = (column: SQL) =>
  sql`regexp_replace(lower(${column}), '[[:space:][:punct:]]+', '', 'g')`;

const contains = (column: SQL, query: string) =>
  sql`strpos(${normalised(column)}, ${normalise(query)}) > 0`;

/** The condition on a product alias `p` for what the actor sees (access/visibility.ts). */
function visibleProducts(actor: Actor): SQL {
  if (can(actor, 'company.seeAll')) return sql`true`;
  if (actor.companyId != null) return sql`p.company_id = ${actor.companyId}`;
  return sql`(p.company_id is null and p.owner_id = ${actor.id})`;
}

function pageAnswer<T>(data: T[], total: number, page: number) {
  return total > 0 && data.length === 0 && page > 1
    ? { data, total, message: ROHS_MSG.noMoreDocuments }
    : { data, total };
}

const DECLARATION_SEARCH: Record<NonNullable<DeclarationQuery['searchType']>, SQL> = {
  type: sql`d.kind`,
  sourceName: sql`coalesce(f.original_name, d.kind)`,
  mpn: sql`array_to_string(d.mpns, ' ')`,
  manufacturer: sql`mf.name`,
  series: sql`array_to_string(d.series, ' ')`,
};

/**
 * A search condition on `d` (and `f`, its first file). Searching part numbers or series is
 * a way of reading them: a caller who is not an admin searches only the part numbers of their
 * own visible parts the declaration covers, as declaration-reader.ts shows them — never the
 * declaration's list.
 */
function declarationSearch(
  actor: Actor,
  searchType: NonNullable<DeclarationQuery['searchType']>,
  query: string,
): SQL {
  if (can(actor, 'company.seeAll')) return contains(DECLARATION_SEARCH[searchType], query);
  if (searchType === 'sourceName') {
    // A supplier's file name is no search key for others (it may repeat another's letter).
    return contains(
      sql`case when d.request_id is null then ${DECLARATION_SEARCH.sourceName} else d.kind end`,
      query,
    );
  }
  if (searchType !== 'mpn' && searchType !== 'series') {
    return contains(DECLARATION_SEARCH[searchType], query);
  }
  return sql`exists (
    select 1 from part_declarations pd
    join parts pt on pt.id = pd.part_id
    join materials m on m.part_id = pd.part_id
    join products p on p.id = m.product_id
    where pd.declaration_id = d.id and ${visibleProducts(actor)} and ${contains(sql`pt.mpn`, query)})`;
}

export async function declarationDocuments(ctx: Ctx, actor: Actor, query: DeclarationQuery) {
  const reach = can(actor, 'company.seeAll')
    ? sql`true`
    : sql`exists (
        select 1 from part_declarations pd
        join materials m on m.part_id = pd.part_id
        join products p on p.id = m.product_id
        where pd.declaration_id = d.id and ${visibleProducts(actor)})`;
  const search =
    query.query && query.searchType
      ? declarationSearch(actor, query.searchType, query.query)
      : sql`true`;
  const from = sql`
    from declarations d
    join manufacturers mf on mf.id = d.manufacturer_id
    left join lateral (
      select fl.id, fl.original_name from declaration_files df join files fl on fl.id = df.file_id
      where df.declaration_id = d.id order by df.position limit 1
    ) f on true
    where ${reach} and ${search}`;
  const [counted] = rowsOf<{ n: number | string }>(
    await ctx.db.execute(sql`select count(*)::int as n ${from}`),
  );
  const rows = rowsOf<{
    id: number;
    manufacturer_id: number;
    request_id: number | null;
    kind: string;
    scope: string;
    series: string[];
    mpns: string[];
    exclusions: string[];
    manufacturer: string;
    file_id: string | null;
    file_name: string | null;
    review_state: string;
    date_issue: string | null;
  }>(
    await ctx.db.execute(sql`
      select d.id, d.manufacturer_id, d.request_id, d.kind, d.scope, d.series, d.mpns, d.exclusions, mf.name as manufacturer,
        f.id as file_id, f.original_name as file_name, d.review_state, d.date_issue
      ${from}
      order by d.id desc
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
  );
  const reader = await declarationReader(
    ctx.db,
    actor,
    rows.map((r) => ({ manufacturerId: r.manufacturer_id, requestId: r.request_id })),
  );
  const data = rows.map((r) => {
    // Part numbers only as this reader may read them (declaration-reader.ts).
    const coverage = reader.coverage(r.manufacturer_id, {
      scope: r.scope as CoverageScope,
      series: r.series,
      mpns: r.mpns,
      exclusions: r.exclusions,
    });
    // A supplier's file, its name included, may repeat another company's letter.
    const file = reader.files({ manufacturerId: r.manufacturer_id, requestId: r.request_id })
      ? { id: r.file_id, name: r.file_name }
      : { id: null, name: null };
    return {
      id: r.id,
      sourceName: file.name ?? r.kind,
      path: file.id ? fileLink(ctx.config, file.id) : null,
      manufacturer: r.manufacturer,
      type: r.kind as DeclarationKind,
      rohs_series: seriesLabel(coverage),
      mpn: coverage.mpns.join('; '),
      reviewState: r.review_state as ReviewState,
      dateIssue: r.date_issue,
    };
  });
  return pageAnswer(data, Number(counted?.n ?? 0), query.page);
}

const CERTIFICATE_SEARCH: Record<NonNullable<CertificateQuery['searchType']>, SQL> = {
  type: sql`types.names`,
  sourceName: sql`c.certifying_body`,
  referenceNumber: sql`c.ref_number`,
  manufacturer: sql`c.holder`,
};

export async function certificateDocuments(ctx: Ctx, actor: Actor, query: CertificateQuery) {
  const search =
    query.query && query.searchType
      ? contains(CERTIFICATE_SEARCH[query.searchType], query.query)
      : sql`true`;
  // The component types the record covers among the caller's products: the TYPE column.
  const from = sql`
    from cdocs c
    join lateral (
      select string_agg(distinct m.type, ', ' order by m.type) as names, count(*) as uses
      from part_certificates pc
      join materials m on m.part_id = pc.part_id
      join products p on p.id = m.product_id
      where pc.cdoc_id = c.id and ${visibleProducts(actor)}
    ) types on true
    where types.uses > 0 and ${search}`;
  const [counted] = rowsOf<{ n: number | string }>(
    await ctx.db.execute(sql`select count(*)::int as n ${from}`),
  );
  const rows = rowsOf<{
    id: number;
    certifying_body: string;
    ref_number: string;
    holder: string;
    names: string | null;
    expiry_date: string | Date | null;
    document_links: string[];
    pdf_file_id: string | null;
    models: string[];
  }>(
    await ctx.db.execute(sql`
      select c.id, c.certifying_body, c.ref_number, c.holder, types.names, c.expiry_date,
        c.document_links, c.pdf_file_id, c.models
      ${from}
      order by c.id desc
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
  );
  const data = rows.map((r) => ({
    id: r.id,
    source: r.certifying_body,
    link: r.pdf_file_id ? fileLink(ctx.config, r.pdf_file_id) : (r.document_links[0] ?? null),
    referenceNumber: r.ref_number,
    manufacturer: r.holder,
    type: r.names ?? '',
    expireDate: dayText(r.expiry_date),
    coverage: r.models,
  }));
  return pageAnswer(data, Number(counted?.n ?? 0), query.page);
}

/** A date column as 'YYYY-MM-DD' on both engines (pg answers text, PGlite a Date). */
function dayText(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
