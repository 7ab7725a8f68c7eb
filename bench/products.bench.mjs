// Products with a 2,000-component BOM on embedded PGlite: the wizard's create, opening the
// product, the list and the BOM workbook download (issue: products, "opens and pages smoothly"),
// and the Components screen over all of them.
import { benchApp, timeIt } from './support.mjs';

const COMPONENTS = 2000;

/** A wizard payload shaped like a real BOM: alternatives share internal references. */
function payload(i) {
  return {
    name: `Bench board ${i}`,
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
    materials: Array.from({ length: COMPONENTS }, (_, c) => ({
      internalReference: `IPN-${Math.floor(c / 2)}`,
      designator: [`R${c + 1}`, `R${c + 1 + COMPONENTS}`],
      componentName: `RC0603FR-07${c}KL`,
      type: c % 3 ? 'Resistor' : 'Capacitor',
      manufacturer: c % 2 ? 'Yageo' : 'Murata',
      critical: c % 5 === 0,
      quantity: 2,
    })),
  };
}

export async function run() {
  const { app, headers, close } = await benchApp();
  const ids = [];
  const save = async (i) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/product/save',
      headers,
      payload: payload(i),
    });
    if (res.statusCode !== 201) throw new Error(`product/save: ${res.statusCode} ${res.body}`);
    ids.push(res.json().id);
  };
  const ok = (res, what) => {
    if (res.statusCode !== 200)
      throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res;
  };
  const rows = [await timeIt(`product/save (${COMPONENTS} components)`, 10, save)];
  const id = ids[0];
  rows.push(
    await timeIt(`product/get (${COMPONENTS} components)`, 30, async () => {
      const res = ok(
        await app.inject({ method: 'POST', url: '/api/product/get', headers, payload: { id } }),
        'get',
      );
      if (res.json().materials.length !== COMPONENTS)
        throw new Error('product/get lost components');
    }),
    await timeIt(`product/getAll (${ids.length} products)`, 50, async () =>
      ok(
        await app.inject({ method: 'POST', url: '/api/product/getAll', headers, payload: {} }),
        'getAll',
      ),
    ),
    await timeIt(`downloadCSV (${COMPONENTS}-row xlsx)`, 10, async () =>
      ok(
        await app.inject({ method: 'GET', url: `/api/product/downloadCSV/${id}`, headers }),
        'downloadCSV',
      ),
    ),
  );
  // The Components screen over every product: 20,000 materials, 2,000 distinct parts.
  for (const sort of [{}, { sortBy: 'certificates', sortDir: 'desc' }]) {
    rows.push(
      await timeIt(
        `getAllComponents page 1 of ${COMPONENTS} parts (${ids.length * COMPONENTS} materials${sort.sortBy ? ', by records' : ''})`,
        20,
        async () =>
          ok(
            await app.inject({
              method: 'POST',
              url: '/api/product/getAllComponents',
              headers,
              payload: { page: 1, size: 10, ...sort },
            }),
            'getAllComponents',
          ),
      ),
    );
  }
  await close();
  return rows;
}
