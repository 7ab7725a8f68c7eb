/**
 * The demo certificate database (demo data, DESIGN.md §3): so that 'Search database' on the
 * demo product finds something on a first start. Records for the demo BOM's safety-relevant
 * parts, near misses of the same makers (neighbouring part numbers and series), one record
 * of another maker with the fuse's very part number, and a few hundred records of other,
 * invented makers — all generated without randomness, stored with the same search columns
 * an import computes.
 *
 * None may pass for a real certificate: every record has serviceName 'demo', a reference
 * number starting 'DEMO-', and document links (when any) on example.com, a domain reserved
 * for examples (RFC 2606). Expiry dates count from the day of the insert, so some end
 * within 90 days whenever the demo is installed, and a few have already ended.
 */
import type { Db } from '../../db/client.js';
import { cdocs } from '../../db/schema/index.js';
import { rememberManufacturers, searchColumns, type CdocInsert } from './cdocs.queries.js';

export const DEMO_CDOC_SERVICE = 'demo';

type Body = 'UL' | 'VDE' | 'TÜV Rheinland' | 'TÜV SÜD' | 'CB' | 'ENEC' | 'CSA';

/** A short code per certifying body for the fictional reference numbers. */
const BODY_CODE: Readonly<Record<Body, string>> = {
  UL: 'UL',
  VDE: 'VDE',
  'TÜV Rheinland': 'TR',
  'TÜV SÜD': 'TS',
  CB: 'CB',
  ENEC: 'ENEC',
  CSA: 'CSA',
};

/**
 * One record: the body, the holder, its models (already split, as an import stores them;
 * each a model or a series pattern), the standard, and the days from the insert to its
 * expiry (negative: already ended).
 */
type Row = [body: Body, holder: string, models: string[], standard: string, expiresInDays: number];

const SCHURTER = 'SCHURTER AG';
const LITTELFUSE = 'Littelfuse Inc.';
const TDK = 'TDK Electronics AG';
const KEMET = 'KEMET Electronics Corporation';
const OMRON = 'OMRON Corporation';
const WURTH = 'Würth Elektronik eiSos GmbH & Co. KG';

/**
 * The demo BOM's safety-relevant parts (products/demo-product.ts): exact records, series
 * records ('0215*.MXP'), records under another name of the same maker (EPCOS is TDK), and
 * near misses that score as similar, for an admin to tell apart.
 */
const BOM_RECORDS: Row[] = [
  // SCHURTER 4300.0030, power inlet
  ['VDE', SCHURTER, ['4300.0030', '4300.0031'], 'EN 60320-1', 730],
  ['UL', 'Schurter Inc.', ['4300.*'], 'UL 498', 60],
  ['CB', SCHURTER, ['4300.0030'], 'IEC 60320-1', 1400],
  ['ENEC', SCHURTER, ['4301.0030'], 'EN 60320-1', 900],
  // Littelfuse 0215002.MXP, fuse
  ['UL', LITTELFUSE, ['0215002.MXP', '0215002.HXP'], 'UL 248-14', 45],
  ['VDE', LITTELFUSE, ['0215*.MXP'], 'EN 60127-2', 1100],
  ['CSA', LITTELFUSE, ['0215002.MXP'], 'CSA C22.2 No. 248.14', -30],
  ['TÜV Rheinland', LITTELFUSE, ['0215001.MXP'], 'EN 60127-2', 500],
  ['UL', LITTELFUSE, ['0216002.MXP'], 'UL 248-14', 820],
  // Another maker's fuse under the same part number: never a candidate for Littelfuse's.
  ['VDE', 'Fusetek Components Co., Ltd.', ['0215002.MXP'], 'EN 60127-2', 1200],
  // TDK Electronics B32922C3104M, X2 capacitor
  ['VDE', TDK, ['B3292*'], 'EN 60384-14', 1500],
  ['UL', 'EPCOS AG', ['B32922C3104M'], 'UL 60384-14', 75],
  ['CB', TDK, ['B32922C3104M', 'B32922C3224M'], 'IEC 60384-14', 800],
  ['ENEC', TDK, ['B32921C3104M'], 'EN 60384-14', 650],
  // KEMET R46KI310000P1M, X2 capacitor
  ['ENEC', KEMET, ['R46KI310000P1M'], 'EN 60384-14', 1000],
  ['UL', KEMET, ['R46KI3*'], 'UL 60384-14', 30],
  ['VDE', KEMET, ['R46KI310000P1M'], 'EN 60384-14', -120],
  ['CB', KEMET, ['R46KI322000P1M'], 'IEC 60384-14', 950],
  // Omron G5LE-1A DC12, relay
  ['UL', OMRON, ['G5LE-1A DC5', 'G5LE-1A DC9', 'G5LE-1A DC12', 'G5LE-1A DC24'], 'UL 508', 20],
  ['TÜV Rheinland', OMRON, ['G5LE-*'], 'EN 61810-1', 1300],
  ['CSA', 'Omron Electronic Components LLC', ['G5LE-1A DC12'], 'CSA C22.2 No. 14', 650],
  ['VDE', OMRON, ['G5LA-1A DC12'], 'EN 61810-1', 700],
  ['UL', OMRON, ['G5LE-1 DC12'], 'UL 508', 400],
  // Würth Elektronik 7491182012, transformer
  ['TÜV SÜD', WURTH, ['7491182012'], 'EN 61558-2-16', 50],
  ['UL', WURTH, ['749118*'], 'UL 5085-3', 1000],
  ['TÜV SÜD', WURTH, ['7491183012', '7491182011'], 'EN 61558-2-16', 600],
];

type Family = 'relay' | 'fuse' | 'capacitor' | 'inlet' | 'transformer' | 'switch' | 'varistor';

/** Per family, the bodies that certify it and the standard each certifies to. */
const FAMILY_STANDARDS: Readonly<Record<Family, [Body, string][]>> = {
  relay: [
    ['UL', 'UL 508'],
    ['VDE', 'EN 61810-1'],
    ['TÜV Rheinland', 'EN 61810-1'],
    ['CB', 'IEC 61810-1'],
  ],
  fuse: [
    ['UL', 'UL 248-14'],
    ['VDE', 'EN 60127-2'],
    ['CSA', 'CSA C22.2 No. 248.14'],
    ['CB', 'IEC 60127-2'],
  ],
  capacitor: [
    ['UL', 'UL 60384-14'],
    ['VDE', 'EN 60384-14'],
    ['ENEC', 'EN 60384-14'],
    ['CB', 'IEC 60384-14'],
  ],
  inlet: [
    ['UL', 'UL 498'],
    ['VDE', 'EN 60320-1'],
    ['ENEC', 'EN 60320-1'],
    ['CB', 'IEC 60320-1'],
  ],
  transformer: [
    ['UL', 'UL 5085-3'],
    ['TÜV SÜD', 'EN 61558-2-16'],
    ['CB', 'IEC 61558-2-16'],
  ],
  switch: [
    ['UL', 'UL 61058-1'],
    ['VDE', 'EN 61058-1'],
    ['ENEC', 'EN 61058-1'],
    ['TÜV SÜD', 'EN 61058-1'],
  ],
  varistor: [
    ['UL', 'UL 1449'],
    ['VDE', 'EN 61051-2'],
    ['CB', 'IEC 61051-2'],
  ],
};

/** Invented makers (none in the alias table), each with its part-number prefix. */
const FILLER_MAKERS: [holder: string, prefix: string, family: Family][] = [
  ['Aldermoor Components Ltd.', 'ACR', 'relay'],
  ['Brightwater Relays GmbH', 'BWR', 'relay'],
  ['Caldera Fuse Co.', 'CFT', 'fuse'],
  ['Dunmore Passive Devices', 'DPX', 'capacitor'],
  ['Eastvale Power Entry AG', 'EPE', 'inlet'],
  ['Fenwick Magnetics Inc.', 'FMT', 'transformer'],
  ['Glenrock Switchgear Ltd.', 'GSW', 'switch'],
  ['Harlow Film Capacitors', 'HFC', 'capacitor'],
  ['Larchfield Varistors Ltd.', 'LVR', 'varistor'],
  ['Marlowe Relay Works', 'MRW', 'relay'],
  ['Northgate Fuses', 'NGF', 'fuse'],
  ['Oakhurst Magnetics', 'OKM', 'transformer'],
];
const FILLER_RECORDS = 300;
/** A record's issue date is this long before its expiry. */
const VALIDITY_DAYS = 5 * 365;

/**
 * Record i of the filler: its maker by turn, a part number from its index, now and then a
 * second model or a series pattern; expiry offsets spread over -200 … +1700 days by a
 * fixed stride, so about one in twenty ends within 90 days and one in ten has ended.
 */
function fillerRecord(i: number): Row {
  const [holder, prefix, family] = nth(FILLER_MAKERS, i);
  const turn = Math.floor(i / FILLER_MAKERS.length);
  const [body, standard] = nth(FAMILY_STANDARDS[family], turn);
  const number = String(1000 + turn * 37);
  const base = `${prefix}${number}-${(turn % 4) + 1}`;
  const models =
    turn % 7 === 3
      ? [`${prefix}${number.slice(0, 3)}*`]
      : turn % 3 === 0
        ? [base, `${base}S`]
        : [base];
  return [body, holder, models, standard, ((i * 613) % 1900) - 200];
}

/** The list's entry at i, counting round. */
function nth<T>(list: readonly T[], i: number): T {
  const item = list[i % list.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The records, numbered and dated from `today`; the same on every call for one day. */
function demoCdocs(today: Date): CdocInsert[] {
  const records = [
    ...BOM_RECORDS,
    ...Array.from({ length: FILLER_RECORDS }, (_, i) => fillerRecord(i)),
  ];
  return records.map(([body, holder, models, standard, expiresInDays], i) => {
    const refNumber = `DEMO-${BODY_CODE[body]}-${String(i + 1).padStart(4, '0')}`;
    const expiry = new Date(today.getTime() + expiresInDays * DAY_MS);
    const ended = expiresInDays < 0;
    // Only the BOM's records carry a link, so the certificate dialogs show one.
    const documentLinks =
      i < BOM_RECORDS.length ? [`https://example.com/partproof-demo/${refNumber}.pdf`] : [];
    return {
      certifyingBody: body,
      refNumber,
      holder,
      models,
      ...searchColumns(holder, models),
      rawVersion: models.join('; '),
      standard,
      issueDate: isoDay(new Date(expiry.getTime() - VALIDITY_DAYS * DAY_MS)),
      expiryDate: isoDay(expiry),
      // As the daily expiry sweep leaves an ended record (jobs/expiry-sweep.ts).
      isValid: !ended,
      whyValid: ended ? `Expired on ${isoDay(expiry)}` : null,
      documentLinks,
      serviceName: DEMO_CDOC_SERVICE,
    };
  });
}

/** Stores the demo records and their holders as known makers; call inside the bootstrap. */
export async function createDemoCdocs(db: Db, today: Date = new Date()): Promise<number> {
  const rows = demoCdocs(today);
  // Chunks keep each statement's parameters well under the drivers' limits.
  for (let i = 0; i < rows.length; i += 100) await db.insert(cdocs).values(rows.slice(i, i + 100));
  await rememberManufacturers(
    db,
    rows.map((row) => row.holder),
  );
  return rows.length;
}
