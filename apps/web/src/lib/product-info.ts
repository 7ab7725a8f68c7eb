/**
 * The product-info form (wizard step 01 and the Edit Product modal): its values, the spec's
 * validation texts (§5) and the conversion of chosen titles to lookups ({id, title}; a title
 * typed by the user that is not in the list is sent with a null id).
 */
import {
  defaultEeeCategory,
  EEE_CATEGORIES,
  MSG,
  type EeeCategory,
  type LookupInput,
  type LookupLists,
  type Product,
} from '@partproof/shared';

export interface ProductInfoValues {
  name: string;
  type: string;
  standards: string[];
  markets: string[];
  developmentStatus: string | null;
  manufacturer: string;
  customer: string;
  description: string;
  /** The RoHS Annex I category as the select holds it ('1'…'11'); null: from the type. */
  eeeCategory: string | null;
}

export type ProductInfoErrors = Partial<Record<keyof ProductInfoValues, string>>;

export function emptyProductInfo(customer: string): ProductInfoValues {
  return {
    name: '',
    type: '',
    standards: [],
    markets: [],
    developmentStatus: null,
    manufacturer: '',
    customer,
    description: '',
    eeeCategory: null,
  };
}

/** The creator's first and last name: the customer field's default (spec §3). */
export function customerName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

const blank = (text: string | null | undefined) => !text || text.trim() === '';

/** Every rule of step 01 (spec §5 "Add product"). */
export function validateProductInfo(values: ProductInfoValues): ProductInfoErrors {
  const errors: ProductInfoErrors = {};
  if (blank(values.name)) errors.name = MSG.nameRequired;
  if (blank(values.type)) errors.type = MSG.typeRequired;
  if (values.standards.filter((s) => !blank(s)).length === 0) {
    errors.standards = MSG.standardRequired;
  }
  if (values.markets.length === 0) errors.markets = MSG.marketsRequired;
  if (blank(values.developmentStatus)) errors.developmentStatus = MSG.statusRequired;
  if (blank(values.manufacturer)) errors.manufacturer = MSG.manufacturerRequired;
  if (blank(values.customer)) errors.customer = MSG.nameRequired;
  return errors;
}

/** The Edit Product modal checks only the name (spec §5 "Edit product"). */
export function validateProductEdit(values: ProductInfoValues): ProductInfoErrors {
  return blank(values.name) ? { name: MSG.nameRequired } : {};
}

export function toLookup(title: string, list: readonly { id: number; title: string }[]) {
  const wanted = title.trim();
  const known = list.find((item) => item.title.toLowerCase() === wanted.toLowerCase());
  return { id: known?.id ?? null, title: known?.title ?? wanted } satisfies LookupInput;
}

function toLookups(titles: readonly string[], list: readonly { id: number; title: string }[]) {
  const seen = new Set<string>();
  const result: LookupInput[] = [];
  for (const title of titles) {
    if (blank(title)) continue;
    const lookup = toLookup(title, list);
    const key = lookup.title.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(lookup);
  }
  return result;
}

/** The info part of the save and update payloads. */
export function buildProductInfo(values: ProductInfoValues, lookups: LookupLists) {
  return {
    name: values.name.trim(),
    type: blank(values.type) ? [] : [toLookup(values.type, lookups.productTypes)],
    standards: toLookups(values.standards, lookups.standards),
    markets: toLookups(values.markets, lookups.markets),
    developmentStatus: toLookup(values.developmentStatus ?? '', lookups.developmentStatuses),
    manufacturer: values.manufacturer.trim(),
    customer: values.customer.trim(),
    description: values.description.trim(),
    ...(values.eeeCategory === null ? {} : { eeeCategory: toEeeCategory(values.eeeCategory) }),
  };
}

function toEeeCategory(value: string): EeeCategory {
  return EEE_CATEGORIES.find((c) => String(c) === value) ?? 11;
}

/** What the server derives when the category is left empty (product/save). */
export function categoryFromType(type: string): EeeCategory {
  return defaultEeeCategory(blank(type) ? [] : [type]);
}

/** The Edit Product modal's starting values. */
export function productToInfoValues(product: Product): ProductInfoValues {
  return {
    name: product.name,
    type: product.type[0]?.title ?? '',
    standards: product.standards.map((s) => s.title),
    markets: product.markets.map((m) => m.title),
    developmentStatus: product.developmentStatus?.title ?? null,
    manufacturer: product.manufacturer,
    customer: product.customer,
    description: product.description,
    eeeCategory: String(product.eeeCategory),
  };
}
