/** The demo data's product: a small mains-powered device with safety-relevant parts. */
import { ProductStatus } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import { materials, productLookups, products } from '../../db/schema/index.js';
import { resolveLookups } from '../lookups/lookups.service.js';
import { withKeys } from '../materials/material-keys.js';
import { ensureParts } from '../parts/parts.queries.js';

const DEMO_COMPONENTS = [
  ['PI1', ['J1'], '4300.0030', 'SCHURTER', 'Power inlet', true],
  ['F1', ['F1'], '0215002.MXP', 'Littelfuse', 'Fuse', true],
  ['CX1', ['C1'], 'B32922C3104M', 'TDK Electronics', 'Capacitor', true],
  ['CX1', ['C1'], 'R46KI310000P1M', 'KEMET', 'Capacitor', true],
  ['K1', ['K1'], 'G5LE-1A DC12', 'Omron', 'Relay', true],
  ['T1', ['T1'], '7491182012', 'Würth Elektronik', 'Transformer', true],
  ['R1', ['R1', 'R2', 'R3'], 'RC0603FR-0710KL', 'Yageo', 'Resistor', false],
  ['C5', ['C5', 'C6'], 'GRM188R71H104KA93D', 'Murata', 'Capacitor', false],
] as const;

/** Creates the demo product; answers its id (null when nothing was created). */
export async function createDemoProduct(
  db: Db,
  owner: { id: number; companyId: number },
): Promise<number | null> {
  // Every title below is seeded: the demo adds nothing to any list.
  const scope = { companyId: owner.companyId, mayAddGlobal: false };
  const [product] = await db
    .insert(products)
    .values({
      name: 'Smart Kettle K2',
      description: 'Mains-powered kettle with a Wi-Fi controller (demo data).',
      manufacturer: 'Acme Electronics',
      customer: 'Dana Customer',
      statusId: ProductStatus.Pending,
      ownerId: owner.id,
      companyId: owner.companyId,
      bomFileName: 'smart-kettle-bom.xlsx',
      developmentStatusId: (
        await resolveLookups(db, scope, 'developmentStatus', [{ id: null, title: 'Prototype' }])
      )[0],
    })
    .returning({ id: products.id });
  if (!product) return null;
  const lookupIds = [
    ...(await resolveLookups(db, scope, 'productType', [
      { id: null, title: 'Household appliance' },
    ])),
    ...(await resolveLookups(db, scope, 'standard', [
      { id: null, title: 'IEC 60335-1' },
      { id: null, title: 'EN 55014-1' },
    ])),
    ...(await resolveLookups(db, scope, 'market', [
      { id: null, title: 'EU' },
      { id: null, title: 'US' },
    ])),
  ];
  await db
    .insert(productLookups)
    .values(lookupIds.map((lookupId) => ({ productId: product.id, lookupId })));
  const lines = DEMO_COMPONENTS.map(
    ([internalReference, designator, componentName, manufacturer, type, critical], position) => ({
      productId: product.id,
      position,
      internalReference,
      designator: [...designator],
      componentName,
      manufacturer,
      type,
      critical,
      createdBy: owner.id,
    }),
  );
  const partIds = await ensureParts(db, lines);
  await db
    .insert(materials)
    .values(lines.map((line, i) => ({ ...withKeys(line), partId: partIds[i] })));
  return product.id;
}
