/**
 * Reads an IPC-1752A material declaration (schema 2.0, namespace
 * http://webstds.ipc.org/175x/2.0, Class C and Class D) into plain facts: who declares, for
 * which part numbers, when, the RoHS answer and exemptions, and each homogeneous material's
 * substances in mg or percent. Judging them is ipc1752a-verdict.ts's job.
 */
import { canonicalExemption } from '@partproof/shared';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../../lib/app-error.js';
import { XML_CAPS, xmlShapeProblem, type XmlCaps } from './ipc1752a-shape.js';

export interface Ipc1752aSubstance {
  name: string;
  cas: string | null;
  massMg: number | null;
  /** Percent by weight of its homogeneous material, when the file states a concentration. */
  percent: number | null;
  exemptions: string[];
}

export interface Ipc1752aMaterial {
  name: string;
  massMg: number | null;
  substances: Ipc1752aSubstance[];
}

export interface Ipc1752aDocument {
  declarationClass: 'C' | 'D';
  supplier: string | null;
  mpns: string[];
  dateIssue: string | null;
  rohsDeclared: 'yes' | 'no' | 'exempt' | null;
  exemptions: string[];
  materials: Ipc1752aMaterial[];
  productMassMg: number | null;
}

/** An element: attributes as `@_name` strings, child elements as arrays, text as `#text`. */
interface XmlElement {
  [key: string]: string | XmlItem[] | undefined;
}
type XmlItem = XmlElement | string;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Suppliers' tools write `ipc:Product` as often as `Product`; only local names matter.
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

function invalid(reason: string, code: 'VALIDATION' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION') {
  return new AppError(code, `The file is not a readable IPC-1752A declaration: ${reason}`);
}

function asElement(item: XmlItem): XmlElement {
  return typeof item === 'string' ? { '#text': item } : item;
}

function children(node: XmlElement, name: string): XmlElement[] {
  const value = node[name];
  return Array.isArray(value) ? value.map(asElement) : [];
}

/**
 * Every element called `name` below `node`, in document order. Iterative with an explicit
 * stack: a file nesting thousands deep or listing a million siblings must neither overflow
 * the call stack nor spread a huge array into a call's arguments.
 */
function descendants(node: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const stack: [string, XmlElement][] = [];
  const pushChildren = (parent: XmlElement) => {
    const entries = Object.entries(parent);
    // Pushed last to first, so they come off the stack first to last.
    for (let e = entries.length - 1; e >= 0; e--) {
      const [key, value] = entries[e] as [string, XmlElement[string]];
      if (!Array.isArray(value)) continue;
      for (let c = value.length - 1; c >= 0; c--) stack.push([key, asElement(value[c] as XmlItem)]);
    }
  };
  pushChildren(node);
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [key, element] = next;
    if (key === name) found.push(element);
    pushChildren(element);
  }
  return found;
}

function attr(node: XmlElement | undefined, name: string): string | null {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function text(node: XmlElement): string | null {
  const value = node['#text'];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

const MASS_UNITS_MG: Record<string, number> = {
  mg: 1,
  g: 1000,
  kg: 1_000_000,
  µg: 0.001,
  μg: 0.001, // Greek mu, as some tools type it
  ug: 0.001,
  mcg: 0.001,
};
/** Concentration units → factor to percent by weight. */
const CONCENTRATION_UNITS_PERCENT: Record<string, number> = {
  '%': 1,
  percent: 1,
  masspercent: 1,
  'wt%': 1,
  ppm: 0.0001,
  'mg/kg': 0.0001,
};

/** A quantity as mg or percent; units are case-insensitive ("G", "PPM", "massPercent"). */
export function readQuantity(
  value: string | null,
  unit: string | null,
): { massMg: number | null; percent: number | null } {
  const number = value === null ? NaN : Number(value.replace(',', '.'));
  if (!Number.isFinite(number) || number < 0) return { massMg: null, percent: null };
  const key = (unit ?? 'mg').trim().toLowerCase().replace(/\s+/g, '');
  const mass = MASS_UNITS_MG[key];
  if (mass !== undefined) return { massMg: number * mass, percent: null };
  const concentration = CONCENTRATION_UNITS_PERCENT[key];
  if (concentration !== undefined) return { massMg: null, percent: number * concentration };
  return { massMg: null, percent: null };
}

function amountOf(node: XmlElement): { massMg: number | null; percent: number | null } {
  const amount = children(node, 'Amount')[0];
  const result = amount ? readQuantity(attr(amount, 'value'), attr(amount, 'UOM')) : null;
  if (result && (result.massMg !== null || result.percent !== null)) return result;
  // Some files state a concentration element (percent unless it says otherwise).
  const concentration = children(node, 'Concentration')[0];
  if (!concentration) return { massMg: null, percent: null };
  const value = attr(concentration, 'value') ?? text(concentration);
  return readQuantity(value, attr(concentration, 'UOM') ?? '%');
}

/**
 * Canonical exemption id (`7(c)-I` for "7c-I"); IPC files often prefix the annex
 * ("III-7(c)-IV", "Annex III 6(a)"). Ids that cannot be read are kept as written.
 */
export function canonicalExemptionId(raw: string): string {
  const id = raw
    .trim()
    .replace(/^(annex\s*iii|exemption|item)\s*[-:,]?\s*/i, '')
    .replace(/^iii\s*[-:]\s*/i, '');
  return canonicalExemption(id) ?? raw.trim();
}

function exemptionIds(node: XmlElement): string[] {
  return exemptionIdsOf(descendants(node, 'Exemption'));
}

function exemptionIdsOf(elements: XmlElement[]): string[] {
  const ids = elements.map(
    (e) => attr(e, 'identity') ?? attr(e, 'id') ?? attr(e, 'name') ?? text(e),
  );
  return [...new Set(ids.filter((id): id is string => id !== null).map(canonicalExemptionId))];
}

function readSubstance(node: XmlElement): Ipc1752aSubstance {
  const ids = children(node, 'SubstanceID');
  const casId = ids.find((id) => /cas/i.test(attr(id, 'authority') ?? '')) ?? ids[0];
  const cas = attr(casId, 'identity');
  const { massMg, percent } = amountOf(node);
  return {
    name: attr(node, 'name') ?? cas ?? 'unnamed substance',
    cas: cas && /^\d{2,7}-\d{2}-\d$/.test(cas) ? cas : null,
    massMg,
    percent,
    exemptions: exemptionIds(node),
  };
}

/**
 * A homogeneous material's substances. An `Exemption` may sit on the `Substance` or on its
 * `SubstanceCategory` (DESIGN.md §9.10): a category's claim covers each substance in it.
 */
function readMaterial(node: XmlElement): Ipc1752aMaterial {
  const categories = descendants(node, 'SubstanceCategory');
  const substances = categories.length
    ? categories.flatMap((category) => {
        const claimed = exemptionIdsOf(children(category, 'Exemption'));
        return children(category, 'Substance').map((substance) => {
          const read = readSubstance(substance);
          return { ...read, exemptions: [...new Set([...read.exemptions, ...claimed])] };
        });
      })
    : descendants(node, 'Substance').map(readSubstance);
  return {
    name: attr(node, 'name') ?? 'unnamed material',
    massMg: amountOf(node).massMg,
    substances,
  };
}

function readDate(value: string | null): string | null {
  const match = value ? /^(\d{4}-\d{2}-\d{2})/.exec(value) : null;
  return match?.[1] ?? null;
}

/** An answer such as "Meets EU RoHS requirements with exemptions" → yes / no / exempt. */
function readRohsAnswer(answer: string): 'yes' | 'no' | 'exempt' | null {
  // "Meets EU RoHS requirements (no exemptions)" claims none: drop the phrase first.
  const claim = answer.replace(/\b(no|without)\s+exemptions?\b/gi, '').trim();
  if (/\b(not|non|false|fails?)\b/i.test(claim) || /^no\b/i.test(claim)) return 'no';
  if (/exempt/i.test(claim)) return 'exempt';
  if (/\b(meets?|compliant|complies|yes|true)\b/i.test(claim)) return 'yes';
  return null;
}

function rohsDeclared(root: XmlElement, exemptions: string[]): Ipc1752aDocument['rohsDeclared'] {
  for (const name of ['RoHSDeclaration', 'RoHSResponse', 'RoHSDeclarationInfo']) {
    for (const node of descendants(root, name)) {
      const answer =
        attr(node, 'rohsResponse') ?? attr(node, 'response') ?? attr(node, 'value') ?? text(node);
      const read = answer ? readRohsAnswer(answer) : null;
      if (read) return read;
    }
  }
  // Amendment-style Class C: a RoHS substance category list with a threshold per category.
  const lists = descendants(root, 'SubstanceCategoryList').filter((list) =>
    children(list, 'SubstanceCategoryListID').some((id) =>
      /rohs/i.test(attr(id, 'identity') ?? ''),
    ),
  );
  if (lists.length === 0) return null;
  const over = lists
    .flatMap((list) => children(list, 'SubstanceCategory'))
    .filter((category) =>
      children(category, 'Threshold').some(
        (t) => attr(t, 'overThreshold')?.toLowerCase() === 'true',
      ),
    );
  if (over.length === 0) return exemptions.length > 0 ? 'exempt' : 'yes';
  return over.every((category) => exemptionIds(category).length > 0) ? 'exempt' : 'no';
}

function parseXml(xml: string, caps: XmlCaps): XmlElement {
  // Caps first, in one linear pass: the validator and parser are slow on hostile shapes.
  const refused = xmlShapeProblem(xml, caps);
  if (refused) {
    throw invalid(refused.reason, refused.tooLarge ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION');
  }
  try {
    const valid = XMLValidator.validate(xml);
    if (valid !== true) {
      throw invalid(`the XML is malformed (line ${valid.err.line}: ${valid.err.msg})`);
    }
    return parser.parse(xml) as XmlElement;
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A RangeError (a stack the caps did not foresee) is the file's fault too: never a 500.
    throw invalid(error instanceof Error ? error.message : 'the XML could not be parsed');
  }
}

/**
 * Parses the file where it is called: the server calls it only through the reader's child
 * process (reader/reader-process.ts readIpc1752a), which bounds its memory and time.
 */
export function parseIpc1752a(xml: Buffer | string, caps = XML_CAPS): Ipc1752aDocument {
  const source = typeof xml === 'string' ? xml : xml.toString('utf8');
  if (source.trim() === '') throw invalid('the file is empty');
  const document = parseXml(source.replace(/^\uFEFF/, ''), caps);
  const root = children(document, 'MainDeclaration')[0];
  if (!root) {
    const found = Object.keys(document).find((key) => !key.startsWith('?') && !key.startsWith('#'));
    throw invalid(`its root element is <${found ?? 'none'}>, not <MainDeclaration>`);
  }
  const products = children(root, 'Product');
  if (products.length === 0) throw invalid('it declares no <Product>');

  const ids = products.flatMap((p) => children(p, 'ProductID'));
  const mpns = [...new Set(ids.map((id) => attr(id, 'itemNumber')).filter((n) => n !== null))];
  const materials = products
    .flatMap((p) => descendants(p, 'HomogeneousMaterial'))
    .map(readMaterial);
  const productMasses = products.map(
    (p) => amountOf(children(p, 'ProductID')[0] ?? {}).massMg ?? amountOf(p).massMg,
  );
  const exemptions = exemptionIds(root);

  const business = children(root, 'BusinessInfo')[0] ?? {};
  const response = children(business, 'Response')[0];
  const supplier =
    attr(descendants(business, 'SupplyCompany')[0], 'name') ??
    attr(descendants(business, 'Supplier')[0], 'company') ??
    attr(descendants(business, 'Supplier')[0], 'name') ??
    attr(descendants(business, 'Company')[0], 'name');

  const subSection = descendants(root, 'SubSectional')
    .map((s) => attr(s, 'name')?.charAt(0).toUpperCase())
    .find((c) => c === 'C' || c === 'D');
  const hasComposition = materials.some((m) => m.substances.length > 0);

  return {
    declarationClass: subSection ?? (hasComposition ? 'D' : 'C'),
    supplier,
    mpns,
    dateIssue: readDate(attr(response, 'date')) ?? readDate(attr(ids[0], 'effectiveDate')),
    rohsDeclared: rohsDeclared(root, exemptions),
    exemptions,
    materials,
    productMassMg: productMasses.every((m) => m !== null)
      ? productMasses.reduce<number>((sum, m) => sum + (m ?? 0), 0)
      : null,
  };
}
