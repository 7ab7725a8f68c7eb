/**
 * Where a BOM line's manufacturer part number came from: an MPN column, a datasheet
 * address, a distributor order number, or nowhere. 'none' marks a line that has a value
 * ("2.2uF 0603 25V") but no part number: componentName then holds the value text, and the
 * line is kept and shown as such, never turned into a part (DESIGN.md §9.1).
 */
export const PART_NUMBER_SOURCES = ['column', 'datasheet-url', 'distributor', 'none'] as const;
export type PartNumberSource = (typeof PART_NUMBER_SOURCES)[number];
