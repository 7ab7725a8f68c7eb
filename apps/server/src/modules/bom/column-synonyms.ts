/**
 * Header text → BOM field. Exports from KiCad, Altium, distributor BOM tools and hand-made
 * sheets name the same column in many ways; an exact synonym beats a partial match, and
 * distributor/price columns are kept away from the part number and quantity (a
 * distributor's order number has a field of its own).
 */
import type { BomField } from '@partproof/shared';

interface FieldRule {
  field: BomField;
  exact: string[];
  partial?: RegExp;
  /** A header that matches any of these is not this field, however well it matches partial. */
  blocked?: readonly RegExp[];
}

const SELLER =
  /supplier|distributor|vendor|digi ?key|mouser|farnell|newark|lcsc|jlc\w*|arrow|\brs\b/;
const DISTRIBUTOR: readonly RegExp[] = [SELLER, /order|sku|price|cost/];

const RULES: FieldRule[] = [
  {
    field: 'designator',
    exact: [
      'designator',
      'designators',
      'ref',
      'refs',
      'ref des',
      'refdes',
      'reference',
      'references',
      'reference designator',
      'reference designators',
      'ref designator',
      'ref designators',
      'designation',
      'part reference',
      'component reference',
      'referenz',
      'bestueckungsposition',
      'location',
      'locations',
      'placement',
    ],
    partial: /designator|refdes|\bref des\b/,
  },
  {
    field: 'partNumber',
    exact: [
      'mpn',
      'part number',
      'part no',
      'part nr',
      'partnumber',
      'pn',
      'p n',
      'part',
      'manufacturer part number',
      'manufacturer part no',
      'manufacturer pn',
      'manufacturer no',
      'manufacturer number',
      'mfr part number',
      'mfr part no',
      'mfr pn',
      'mfr no',
      'mfr number',
      'mfg part number',
      'mfg part no',
      'mfg pn',
      'mfgr part number',
      'mf part number',
      'manufacturers part number',
      'herstellerteilenummer',
      'hersteller teilenummer',
      'artikelnummer hersteller',
    ],
    partial: /\bmpn\b|part ?(number|no|nr)\b|\bp ?n\b/,
    blocked: [...DISTRIBUTOR, /customer|internal|company|ipn|our/],
  },
  {
    field: 'manufacturer',
    exact: [
      'manufacturer',
      'manufacturer name',
      'manufacturers',
      'mfr',
      'mfg',
      'mfgr',
      'mfr name',
      'mfg name',
      'maker',
      'brand',
      'make',
      'hersteller',
    ],
    partial: /manufacturer|\bmfr\b|\bmfg\b|hersteller/,
    blocked: [/part|\bpn\b|\bno\b|number|supplier|distributor/],
  },
  {
    field: 'internalReference',
    exact: [
      'internal reference',
      'internal ref',
      'ipn',
      'internal part number',
      'internal pn',
      'internal part no',
      'company part number',
      'customer reference',
      'customer part number',
      'customer ref',
      'our part number',
      'article number',
      'article no',
      'stock code',
      'material number',
      'sap number',
    ],
    partial: /\bipn\b|internal (ref|part)/,
  },
  {
    field: 'item',
    exact: [
      'item',
      'item no',
      'item number',
      'item nr',
      'no',
      'nr',
      'pos',
      'pos no',
      'position',
      'line',
      'line no',
      'line item',
      'index',
      's no',
      'sr no',
      'sl no',
      'bom item',
    ],
  },
  {
    field: 'type',
    exact: [
      'type',
      'category',
      'component type',
      'part type',
      'class',
      'component class',
      'family',
      'part family',
      'kind',
      'typ',
      'kategorie',
      'component category',
    ],
    partial: /categor/,
  },
  {
    field: 'description',
    exact: [
      'description',
      'desc',
      'part description',
      'component description',
      'details',
      'beschreibung',
      'bezeichnung',
      'characteristics',
    ],
    partial: /descr/,
  },
  {
    field: 'value',
    exact: ['value', 'val', 'comment', 'wert', 'rating'],
  },
  {
    field: 'quantity',
    exact: [
      'quantity',
      'qty',
      'qnty',
      'qty per board',
      'qty per pcb',
      'quantity per pcb',
      'quantity per board',
      'qty per unit',
      'count',
      'pcs',
      'menge',
      'anzahl',
      'number of parts',
    ],
    partial: /\bqty\b|quantit/,
    blocked: [...DISTRIBUTOR, /min|moq|stock|available|extended|total/],
  },
  {
    field: 'dnp',
    exact: [
      'dnp',
      'dnf',
      'dni',
      'do not populate',
      'do not place',
      'do not fit',
      'do not mount',
      'not fitted',
      'no pop',
      'nopop',
      'not populated',
    ],
  },
  {
    field: 'fitted',
    exact: [
      'fitted',
      'populate',
      'populated',
      'mount',
      'mounted',
      'assembled',
      'place',
      'bestueckt',
      'fit',
    ],
  },
  {
    field: 'datasheet',
    exact: ['datasheet', 'data sheet', 'datasheet url', 'datasheet link', 'datenblatt'],
    partial: /datasheet|data sheet|datenblatt/,
  },
  {
    // Order numbers are no MPNs; derive-mpn.ts reads one only where it embeds the MPN.
    field: 'supplierPartNumber',
    exact: ['lcsc', 'lcsc part', 'jlcpcb part', 'digikey', 'digi key', 'mouser', 'order code'],
    // SELLER's words, then a word of a number.
    partial:
      /(supplier|distributor|vendor|digi ?key|mouser|farnell|newark|lcsc|jlc\w*|arrow|\brs\b).*\b(part|pn|p n|no|nr|number|sku|order|code)\b/,
    blocked: [/price|cost|qty|quantity|stock|moq|link|url|name/],
  },
];

/** Lower case, no accents or punctuation; '#' reads as 'no'; Altium's ' 1' suffix dropped. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\(s\)/g, 's')
    .replace(/#/g, ' no ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+1$/, '');
}

export interface HeaderMatch {
  field: BomField;
  /** 10 for an exact synonym, 5 for a partial one. */
  score: number;
}

export function matchHeader(header: string): HeaderMatch | null {
  const text = normaliseHeader(header);
  if (!text) return null;
  for (const rule of RULES) if (rule.exact.includes(text)) return { field: rule.field, score: 10 };
  for (const rule of RULES) {
    if (rule.partial?.test(text) && !rule.blocked?.some((pattern) => pattern.test(text))) {
      return { field: rule.field, score: 5 };
    }
  }
  return null;
}
