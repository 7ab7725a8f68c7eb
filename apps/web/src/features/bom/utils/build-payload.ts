/** The bodies of product/save (wizard, spec §3) and product/update (Edit Product modal). */
import type {
  LookupLists,
  MaterialInput,
  ProductSave,
  ProductUpdate,
  WizardMaterial,
} from '@partproof/shared';
import { buildProductInfo, type ProductInfoValues } from '@/lib/product-info';

export interface UploadedBom {
  /** The uploaded file's own name: sent as collectionProductMaterials. */
  fileName: string;
  /** Where the server stored it (from parseFile). */
  filePath: string;
}

/** A confirm-table row as the contract takes it (the alternative link is the UI's only). */
export function toMaterialInput(material: WizardMaterial): MaterialInput {
  const componentName = material.componentName.trim();
  return {
    internalReference: material.internalReference.trim() || componentName,
    designator: material.designator.map((d) => d.trim()).filter(Boolean),
    componentName,
    type: material.type.trim() || 'Other',
    manufacturer: material.manufacturer.trim() || 'Unknown',
    critical: material.critical,
    quantity: material.quantity,
    dnp: material.dnp,
    requiredCertificates: [],
  };
}

export function buildSavePayload(
  values: ProductInfoValues,
  lookups: LookupLists,
  upload: UploadedBom,
  materials: readonly WizardMaterial[],
): ProductSave {
  return {
    ...buildProductInfo(values, lookups),
    collectionProductMaterials: upload.fileName,
    filePath: upload.filePath,
    materials: materials.map(toMaterialInput),
  };
}

/**
 * Only the name is required when editing; empty optional fields are left out so the
 * server keeps what it has instead of refusing an empty list.
 */
export function buildUpdatePayload(
  id: number,
  values: ProductInfoValues,
  lookups: LookupLists,
  isBenchmark?: boolean,
): ProductUpdate {
  const info = buildProductInfo(values, lookups);
  const payload: ProductUpdate = { id, name: info.name, description: info.description };
  if (info.type.length > 0) payload.type = info.type;
  if (info.standards.length > 0) payload.standards = info.standards;
  if (info.markets.length > 0) payload.markets = info.markets;
  if (info.developmentStatus.title) payload.developmentStatus = info.developmentStatus;
  if (info.manufacturer) payload.manufacturer = info.manufacturer;
  if (info.customer) payload.customer = info.customer;
  if (isBenchmark !== undefined) payload.isBenchmark = isBenchmark;
  return payload;
}
