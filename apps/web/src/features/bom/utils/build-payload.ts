/** The body of product/save (the wizard, spec §3). */
import type { LookupLists, MaterialInput, ProductSave, WizardMaterial } from '@partproof/shared';
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
    // 'none' keeps the value text as the name; the server makes no part of it.
    partNumberSource: material.partNumberSource,
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
