/**
 * The keys a line of a BOM is stored with so a page of components is read without computing
 * them (DESIGN.md §10.1, drizzle/0017): its alternatives' key and each searchable text
 * normalised. Computed here, with the very functions the web and the search use, by every
 * writer of materials (insert, and an update that changes one of the texts), so the
 * database's copy cannot drift from JavaScript's Unicode tables.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { normalise } from '@partproof/shared';
import { materials } from '../../db/schema/index.js';

type Texts = Pick<
  typeof materials.$inferSelect,
  'internalReference' | 'componentName' | 'manufacturer' | 'type'
>;
export type MaterialKeys = Pick<
  typeof materials.$inferInsert,
  | 'referenceKey'
  | 'searchInternalReference'
  | 'searchComponentName'
  | 'searchManufacturer'
  | 'searchType'
>;

/** The alternatives' key, as the web grouped the whole list before paging: '' never groups. */
export const referenceKey = (reference: string): string => reference.trim().toLowerCase();

export function materialKeys(texts: Texts): MaterialKeys {
  return {
    referenceKey: referenceKey(texts.internalReference),
    searchInternalReference: normalise(texts.internalReference),
    searchComponentName: normalise(texts.componentName),
    searchManufacturer: normalise(texts.manufacturer),
    searchType: normalise(texts.type),
  };
}

/** The line's texts with the keys that go with them. */
export const withKeys = <T extends Texts>(line: T): T & MaterialKeys => ({
  ...line,
  ...materialKeys(line),
});

const STORED_KEYS = new Set<string>([
  'reference_key',
  'search_internal_reference',
  'search_component_name',
  'search_manufacturer',
  'search_type',
  'main_id',
]);

/**
 * The columns of `m` (materials) that make a component's answer, without the stored keys:
 * a whole product's lines read as JSON (product/get) would otherwise carry a third more text.
 */
export const MATERIAL_ANSWER_COLUMNS: SQL = sql.join(
  Object.values(getTableColumns(materials))
    .filter((column) => !STORED_KEYS.has(column.name))
    .map((column) => sql`m.${sql.identifier(column.name)}`),
  sql`, `,
);
