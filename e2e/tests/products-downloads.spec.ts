/**
 * The product downloads (spec §2, §8; issue 3): "Download CSV file" in the list gives a real
 * .xlsx of the BOM with each component's state; "Download zip" on the detail gives the
 * original BOM, that workbook and a manifest, saved as '{name}-{id}.zip'.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MSG } from '@partproof/shared';
import { adminToken } from './support/api.js';
import { unique } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import {
  BOM,
  createProductViaApi,
  detail,
  download,
  fixturePath,
  notification,
  productsList,
  readWorkbook,
  readZip,
} from './support/products.js';

const WORKBOOK_HEADER = [
  'Internal reference',
  'Designator',
  "Manufacturer's component name",
  'Manufacturer',
  'Type',
  'Critical',
  'Quantity',
  'DNP',
  'Required certificates',
  'Certificate status',
  // The admin has the RoHS flag (the first admin does): each component's RoHS status too.
  'RoHS status',
  'RoHS reason',
];

interface Manifest {
  product: { id: number; name: string; status: string; collectionProductMaterials: string };
  components: { internalReference: string; componentName: string; certificateStatus: string }[];
  documents: { path: string; sha256: string; bytes: number }[];
}

test('an admin downloads the BOM workbook from the list and the zip from the detail', async ({
  page,
  signIn,
  admin,
}) => {
  const productName = unique('Download board');
  const { id } = await createProductViaApi(await adminToken(), productName, BOM.admin);
  await signIn(admin);
  await page.goto('/products');
  const list = productsList(page);

  await test.step('Download CSV file: an .xlsx with one row per component', async () => {
    const row = list.row(productName);
    const { file, bytes } = await download(page, () =>
      row.getByRole('button', { name: 'Download CSV file' }).click(),
    );
    expect(file.suggestedFilename()).toBe(`${productName}-${id}.xlsx`);
    const sheets = await readWorkbook(bytes);
    const bom = sheets.get('BOM') ?? [];
    expect(bom[0]).toEqual(WORKBOOK_HEADER);
    expect(bom).toHaveLength(1 + 16);
    const byName = new Map(bom.slice(1).map((cells) => [cells[2], cells]));
    expect(byName.get('RC0603FR-0710KL')).toEqual([
      'IPN-001',
      'R1, R2, R3, R4',
      'RC0603FR-0710KL',
      'Yageo',
      'Resistor',
      'Yes',
      '4',
      '',
      '',
      'In Review',
      'Pending',
      'No declaration covers this part',
    ]);
    // The alternative shares its internal reference; the DNP row is marked.
    expect(byName.get('AZ1117CH-3.3TRG1')?.slice(0, 4)).toEqual([
      'IPN-005',
      'U1',
      'AZ1117CH-3.3TRG1',
      'Diodes Incorporated',
    ]);
    expect(byName.get('RC0603JR-070RL')?.[7]).toBe('DNP');
    const info = new Map((sheets.get('Product') ?? []).map(([field, value]) => [field, value]));
    expect(info.get('Name')).toBe(productName);
    expect(info.get('Components')).toBe('16');
  });

  await test.step('Download zip: BOM, workbook and manifest', async () => {
    await list.link(productName).click();
    const d = detail(page);
    await expect(d.heading(productName)).toBeVisible();
    const { file, bytes } = await download(page, () => d.downloadZip.click());
    await expect(notification(page, MSG.downloading)).toBeVisible();
    expect(file.suggestedFilename()).toBe(`${productName}-${id}.zip`);

    const entries = await readZip(bytes);
    expect([...entries.keys()].sort()).toEqual([
      `bom/${BOM.admin}`,
      'components.xlsx',
      'manifest.json',
    ]);
    // The original upload, byte for byte.
    const original = readFileSync(fixturePath(BOM.admin));
    expect(entries.get(`bom/${BOM.admin}`)?.equals(original)).toBe(true);

    const manifest = JSON.parse(entries.get('manifest.json')?.toString('utf8') ?? '{}') as Manifest;
    expect(manifest.product).toMatchObject({
      id,
      name: productName,
      status: 'Pending',
      collectionProductMaterials: BOM.admin,
    });
    expect(manifest.components).toHaveLength(16);
    expect(manifest.components).toContainEqual(
      expect.objectContaining({
        internalReference: 'IPN-005',
        componentName: 'AZ1117CH-3.3TRG1',
        certificateStatus: 'In Review',
      }),
    );
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    for (const doc of manifest.documents) {
      const entry = entries.get(doc.path);
      expect(entry, doc.path).toBeDefined();
      expect(doc.bytes).toBe(entry?.length);
      expect(doc.sha256).toBe(sha(entry ?? Buffer.alloc(0)));
    }
    expect(manifest.documents.map((doc) => doc.path).sort()).toEqual([
      `bom/${BOM.admin}`,
      'components.xlsx',
    ]);
    const workbook = await readWorkbook(entries.get('components.xlsx') ?? Buffer.alloc(0));
    expect(workbook.get('BOM')).toHaveLength(1 + 16);
  });
});
