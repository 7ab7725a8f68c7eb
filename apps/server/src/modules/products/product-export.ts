/**
 * Product downloads: the BOM workbook ("Download CSV", a real .xlsx with each component's
 * certificate state) and the evidence zip (original BOM + workbook for those who may export
 * it + manifest). For users with the RoHS flag both carry each component's RoHS status with
 * its reason and the declarations covering the product's parts (the zip: their files too).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import {
  materialStatusLabel,
  productStatusLabel,
  rohsStatusLabel,
  type Product,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { findFile, storedFilePath } from '../../lib/storage.js';
import { can } from '../../access/can.js';
import { findVisibleProduct } from '../../access/visibility.js';
import type { Actor } from '../../plugins/auth.js';
import { declarationsOfProduct } from '../declarations/review.service.js';
import { getProduct } from './products.service.js';

type ProductDeclarations = Awaited<ReturnType<typeof declarationsOfProduct>>;

const COLUMNS = [
  { header: 'Internal reference', key: 'internalReference', width: 18 },
  { header: 'Designator', key: 'designator', width: 24 },
  { header: "Manufacturer's component name", key: 'componentName', width: 28 },
  { header: 'Manufacturer', key: 'manufacturer', width: 22 },
  { header: 'Type', key: 'type', width: 16 },
  { header: 'Critical', key: 'critical', width: 9 },
  { header: 'Quantity', key: 'quantity', width: 9 },
  { header: 'DNP', key: 'dnp', width: 6 },
  { header: 'Required certificates', key: 'requiredCertificates', width: 22 },
  { header: 'Certificate status', key: 'certificateStatus', width: 18 },
];

/** Only for users with the RoHS flag (the material's RoHS fields are null for the others). */
const ROHS_COLUMNS = [
  { header: 'RoHS status', key: 'rohsStatus', width: 16 },
  { header: 'RoHS reason', key: 'rohsStatusReason', width: 48 },
];

const DECLARATION_COLUMNS = [
  { header: 'Id', key: 'id', width: 6 },
  { header: 'Manufacturer', key: 'manufacturer', width: 22 },
  { header: 'Type', key: 'type', width: 12 },
  { header: 'Coverage', key: 'models', width: 30 },
  { header: 'Date of issue', key: 'dateIssue', width: 12 },
  { header: 'Date of collection', key: 'dateCollection', width: 12 },
  { header: 'Directives', key: 'directives', width: 28 },
  { header: 'Exemptions', key: 'exemptions', width: 16 },
  { header: 'Review', key: 'reviewState', width: 10 },
  { header: 'Status', key: 'status', width: 14 },
  { header: 'Reason', key: 'reason', width: 48 },
  { header: 'Components covered', key: 'components', width: 40 },
];

/** A file name safe for Content-Disposition and zip entries. */
export function downloadName(product: { name: string; id: number }, extension: string): string {
  const base = product.name.replace(/[^\p{L}\p{N} ._-]+/gu, '_').trim() || 'product';
  return `${base}-${product.id}.${extension}`;
}

export async function bomWorkbook(
  product: Product,
  declarations: ProductDeclarations,
  showsRohs: boolean,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'PartProof';
  const sheet = workbook.addWorksheet('BOM');
  sheet.columns = showsRohs ? [...COLUMNS, ...ROHS_COLUMNS] : COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for (const m of product.materials) {
    sheet.addRow({
      ...m,
      designator: m.designator.join(', '),
      critical: m.critical ? 'Yes' : 'No',
      dnp: m.dnp ? 'DNP' : '',
      requiredCertificates: m.requiredCertificates.join(', '),
      certificateStatus: materialStatusLabel(m.materialStatus.id),
      rohsStatus: m.rohsStatus === null ? '' : rohsStatusLabel(m.rohsStatus),
      rohsStatusReason: m.rohsStatusReason ?? '',
    });
  }
  if (showsRohs) addDeclarationSheet(workbook, declarations);
  const info = workbook.addWorksheet('Product');
  info.columns = [
    { header: 'Field', key: 'field', width: 24 },
    { header: 'Value', key: 'value', width: 60 },
  ];
  info.addRows([
    { field: 'Name', value: product.name },
    { field: 'Manufacturer', value: product.manufacturer },
    { field: 'Customer', value: product.customer },
    { field: 'Company', value: product.companyName },
    { field: 'Status', value: productStatusLabel(product.status.id, 'detail') },
    { field: 'Standards', value: product.standards.map((s) => s.title).join(', ') },
    { field: 'Markets', value: product.markets.map((s) => s.title).join(', ') },
    { field: 'Components', value: product.materials.length },
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function addDeclarationSheet(workbook: ExcelJS.Workbook, declarations: ProductDeclarations) {
  const sheet = workbook.addWorksheet('Declarations');
  sheet.columns = DECLARATION_COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for (const d of declarations) {
    sheet.addRow({
      ...d,
      directives: d.directives.join(', '),
      exemptions: d.exemptions.join(', '),
      status: rohsStatusLabel(d.status.id),
      reason: d.status.reason,
      components: d.components.join(', '),
    });
  }
}

/** "Download CSV": admins and compliance users (spec §2). */
export async function downloadBom(
  ctx: Ctx,
  actor: Actor,
  id: number,
): Promise<{ name: string; bytes: Buffer }> {
  // Visibility first, so another company's product is 404 whatever the role.
  await findVisibleProduct(ctx.db, actor, id);
  const product = await getProduct(ctx, actor, id);
  const declarations = await declarationsOfProduct(ctx, actor, id);
  const showsRohs = can(actor, 'declaration.read');
  return {
    name: downloadName(product, 'xlsx'),
    bytes: await bomWorkbook(product, declarations, showsRohs),
  };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The evidence zip: everything collected for the product so far, plus a manifest; the BOM
 * workbook only for the roles that may Download CSV.
 */
export async function productZip(
  ctx: Ctx,
  actor: Actor,
  id: number,
): Promise<{ name: string; stream: Readable }> {
  const product = await getProduct(ctx, actor, id);
  const zip = new yazl.ZipFile();
  const documents: { path: string; sha256: string; bytes: number }[] = [];
  const add = (path: string, bytes: Buffer) => {
    zip.addBuffer(bytes, path);
    documents.push({ path, sha256: sha256(bytes), bytes: bytes.length });
  };
  const declarations = await declarationsOfProduct(ctx, actor, id);
  const showsRohs = can(actor, 'declaration.read');
  // The workbook is the Download CSV export: only in the zips of those who may export.
  if (can(actor, 'product.export'))
    add('components.xlsx', await bomWorkbook(product, declarations, showsRohs));
  for (const d of declarations) {
    for (const f of d.files) {
      add(
        `declarations/${d.id}-${f.name.replace(/[/\\]/g, '_')}`,
        await readFile(storedFilePath(ctx.config.dataDir, f.id)),
      );
    }
  }
  if (product.filePath) {
    const file = await findFile(ctx.db, product.filePath);
    if (file)
      add(
        `bom/${file.originalName.replace(/[/\\]/g, '_')}`,
        await readFile(storedFilePath(ctx.config.dataDir, file.id)),
      );
  }
  const { materials, ...info } = product;
  const manifest = {
    generatedAt: new Date().toISOString(),
    product: { ...info, status: productStatusLabel(product.status.id, 'detail') },
    components: materials.map((m) => ({
      id: m.id,
      internalReference: m.internalReference,
      componentName: m.componentName,
      manufacturer: m.manufacturer,
      certificateStatus: materialStatusLabel(m.materialStatus.id),
      ...(showsRohs && {
        rohsStatus: m.rohsStatus === null ? null : rohsStatusLabel(m.rohsStatus),
        rohsStatusReason: m.rohsStatusReason,
      }),
    })),
    ...(showsRohs && {
      declarations: declarations.map(({ files, path: _path, path2: _path2, ...d }) => ({
        ...d,
        files: files.map((f) => f.name),
      })),
    }),
    documents,
  };
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), 'manifest.json');
  zip.end();
  const stream = new PassThrough();
  zip.outputStream.pipe(stream);
  return { name: downloadName(product, 'zip'), stream };
}
