// The data every server figure reads, created through the API as the wizard does
// (product/save), fresh for each run: the products of issue 19's budgets and enough small
// ones for the product list.
import { sendJson } from './http-client.mjs';

/**
 * A wizard payload shaped like a real BOM: alternatives share internal references, every
 * component has two designators, and a product's part c is the same part (name and maker)
 * in every product, so products share parts as a team's boards do.
 */
export function productPayload(name, components) {
  return {
    name,
    type: [{ id: null, title: 'IT equipment' }],
    standards: [{ id: null, title: 'IEC 62368-1' }],
    markets: [
      { id: null, title: 'EU' },
      { id: null, title: 'US' },
    ],
    developmentStatus: { id: null, title: 'Prototype' },
    manufacturer: 'Bench Electronics',
    customer: 'Bench Customer',
    collectionProductMaterials: 'bench-bom.xlsx',
    materials: Array.from({ length: components }, (_, c) => ({
      internalReference: `IPN-${Math.floor(c / 2)}`,
      designator: [`R${c + 1}`, `R${c + 1 + components}`],
      componentName: `RC0603FR-07${c}KL`,
      type: c % 3 ? 'Resistor' : 'Capacitor',
      manufacturer: c % 2 ? 'Yageo' : 'Murata',
      critical: c % 5 === 0,
      quantity: 2,
    })),
  };
}

export async function saveProduct(baseUrl, headers, name, components) {
  const { json } = await sendJson(
    `${baseUrl}/api/product/save`,
    { method: 'POST', headers, body: productPayload(name, components), timeoutMs: 600_000 },
    201,
  );
  return json.id;
}

/**
 * The three measured products, then small ones up to `listed` products in all (the list's
 * figure). Answers their ids and how many materials the database holds.
 */
export async function seed(baseUrl, headers, sizes) {
  const tag = `${process.pid}-${Date.now().toString(36)}`;
  const ids = {};
  for (const [key, components] of Object.entries(sizes.measured))
    ids[key] = await saveProduct(baseUrl, headers, `Bench ${key} ${tag}`, components);
  const measured = Object.keys(sizes.measured).length;
  for (let i = measured; i < sizes.listed; i++)
    await saveProduct(baseUrl, headers, `Bench list ${i} ${tag}`, sizes.listedComponents);
  const materials =
    Object.values(sizes.measured).reduce((sum, n) => sum + n, 0) +
    (sizes.listed - measured) * sizes.listedComponents;
  return { ids, products: sizes.listed, materials };
}
