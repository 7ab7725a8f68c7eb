/**
 * BOM import contract: the wizard uploads a file, gets the detected mapping back, lets the
 * user correct it and parses with it. Mirrors apps/server/src/modules/bom/bom.types.ts.
 */
import { z } from 'zod';
import { jsonField } from '../form.js';
import { PART_NUMBER_SOURCES } from '../constants/part-number-sources.js';

export const BOM_FIELDS = [
  'designator',
  'partNumber',
  'manufacturer',
  'internalReference',
  'item',
  'type',
  'description',
  'value',
  'quantity',
  'dnp',
  'fitted',
  /** A datasheet web address; read for an MPN when no column holds one. */
  'datasheet',
  /** A distributor's order number (LCSC, Digi-Key, Mouser …); read for an MPN likewise. */
  'supplierPartNumber',
] as const;

export const BomFieldSchema = z.enum(BOM_FIELDS);
export type BomField = z.infer<typeof BomFieldSchema>;

const columnIndex = z.number().int().min(0).max(199).nullable().optional();

/** Column index (0-based) per field; null or absent = not mapped. */
export const BomMappingSchema = z.object({
  designator: columnIndex,
  partNumber: columnIndex,
  manufacturer: columnIndex,
  internalReference: columnIndex,
  item: columnIndex,
  type: columnIndex,
  description: columnIndex,
  value: columnIndex,
  quantity: columnIndex,
  dnp: columnIndex,
  fitted: columnIndex,
  datasheet: columnIndex,
  supplierPartNumber: columnIndex,
});
export type BomMapping = z.infer<typeof BomMappingSchema>;

/** `parseFile`'s text fields next to the BOM: the product name, and optionally a corrected mapping. */
export const BomUploadFieldsSchema = z.strictObject({
  productName: z.string().max(200).optional(),
  mapping: jsonField(BomMappingSchema, 'mapping').optional(),
  headerRow: z.coerce.number().int().min(1).optional(),
});

export const BomColumnSchema = z.object({
  index: z.number().int(),
  header: z.string(),
  field: BomFieldSchema.nullable(),
});
export type BomColumn = z.infer<typeof BomColumnSchema>;

export const BomDetectionSchema = z.object({
  format: z.enum(['csv', 'xlsx']),
  encoding: z.string().optional(),
  delimiter: z.string().optional(),
  sheet: z.string().optional(),
  headerRow: z.number().int(),
  columns: z.array(BomColumnSchema),
  mapping: BomMappingSchema,
  confidence: z.enum(['high', 'low']),
  reasons: z.array(z.string()),
  sampleRows: z.array(z.array(z.string())),
});
export type BomDetection = z.infer<typeof BomDetectionSchema>;

/** Where a component's part number came from (constants/part-number-sources.ts). */
export const PartNumberSourceSchema = z.enum(PART_NUMBER_SOURCES);

/** Columns a part number can come from; a mapping needs one of them to be parsed. */
export const PART_NUMBER_FIELDS = [
  'partNumber',
  'datasheet',
  'supplierPartNumber',
  'value',
] as const;

export function canReadPartNumbers(mapping: BomMapping): boolean {
  return PART_NUMBER_FIELDS.some((field) => typeof mapping[field] === 'number');
}

export const BomMaterialSchema = z.object({
  internalReference: z.string(),
  designator: z.array(z.string()),
  /** The manufacturer part number (MPN); the value text when partNumberSource is 'none'. */
  componentName: z.string(),
  partNumberSource: PartNumberSourceSchema,
  manufacturer: z.string().nullable(),
  type: z.string().nullable(),
  description: z.string().nullable(),
  quantity: z.number(),
  dnp: z.boolean(),
  critical: z.literal(true),
  /** Alternatives share the group (and the internalReference) of their primary part. */
  group: z.number().int(),
  /** Index in `materials` of the primary part, for an alternative. */
  alternativeOf: z.number().int().nullable(),
  rows: z.array(z.number().int()),
});
export type BomMaterial = z.infer<typeof BomMaterialSchema>;

export const BomParseResultSchema = z.object({
  materials: z.array(BomMaterialSchema),
  detection: BomDetectionSchema,
  mapping: BomMappingSchema,
  warnings: z.array(z.string()),
});
export type BomParseResult = z.infer<typeof BomParseResultSchema>;

/** A parsed component as the wizard's confirm table shows it (MaterialInput's shape). */
export const WizardMaterialSchema = z.object({
  internalReference: z.string(),
  designator: z.array(z.string()),
  componentName: z.string(),
  partNumberSource: PartNumberSourceSchema,
  manufacturer: z.string(),
  type: z.string(),
  quantity: z.number().int().nullable(),
  dnp: z.boolean(),
  critical: z.boolean(),
  /** Index of the primary part for an alternative (same internal reference), else null. */
  alternativeOf: z.number().int().nullable(),
});
export type WizardMaterial = z.infer<typeof WizardMaterialSchema>;

/**
 * `collectionProductMaterials/parseFile` and `…/reparse`: the stored file, what was
 * detected, and the components — none while the mapping still lacks a part-number column.
 */
export const BomUploadResultSchema = z.object({
  fileName: z.string(),
  filePath: z.string(),
  detection: BomDetectionSchema,
  mapping: BomMappingSchema,
  warnings: z.array(z.string()),
  needsMapping: z.boolean(),
  materials: z.array(WizardMaterialSchema),
});
export type BomUploadResult = z.infer<typeof BomUploadResultSchema>;

/** Parses the stored file again: with the user's mapping, or from another header row. */
export const BomReparseSchema = z.strictObject({
  filePath: z.string().max(100),
  mapping: BomMappingSchema.optional(),
  headerRow: z.number().int().min(1).optional(),
});
