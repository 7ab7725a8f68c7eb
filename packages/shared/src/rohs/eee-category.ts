/**
 * RoHS Annex I equipment categories (DESIGN.md §10.2): a product's category decides which
 * exemption dates apply to its parts. A product gets a default from its product types.
 */
/** RoHS Annex I categories: 1 large household appliances … 11 other EEE. */
export const EEE_CATEGORIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export type EeeCategory = (typeof EEE_CATEGORIES)[number];

/** The Annex I titles, as the product form and the manual name them. */
export const EEE_CATEGORY_NAMES: Readonly<Record<EeeCategory, string>> = {
  1: 'Large household appliances',
  2: 'Small household appliances',
  3: 'IT and telecommunications equipment',
  4: 'Consumer equipment',
  5: 'Lighting equipment',
  6: 'Electrical and electronic tools',
  7: 'Toys, leisure and sports equipment',
  8: 'Medical devices',
  9: 'Monitoring and control instruments',
  10: 'Automatic dispensers',
  11: 'Other EEE',
};

/** Words of a product type that point to a category, checked in this order; 11 when none fits. */
const CATEGORY_WORDS: ReadonlyArray<[EeeCategory, RegExp]> = [
  [8, /\b(medical|patient|diagnostic|ivd)\b/],
  [
    9,
    /\b(industrial|monitoring|control|controller|measurement|measuring|instrument|sensor|plc|laboratory)\b/,
  ],
  [5, /\b(lighting|lamp|luminaire|led driver|light)\b/],
  [
    3,
    /\b(it|computer|server|network|router|switch|telecom\w*|telecommunication\w*|storage|modem|laptop|printer)\b/,
  ],
  [6, /\b(tool|tools|drill|saw)\b/],
  [7, /\b(toy|toys|game|sports?|leisure|fitness)\b/],
  [10, /\b(dispenser|vending|atm)\b/],
  [1, /\b(large household|washing machine|refrigerator|fridge|dishwasher|oven|air condition\w*)\b/],
  [2, /\b(small household|household|kitchen|vacuum|iron|toaster|kettle|hair dryer)\b/],
  [4, /\b(consumer|audio|video|radio|tv|television|camera|speaker|headphone\w*|wearable)\b/],
];

/** The category a product's types suggest (docs/04-products.md); 11 (other EEE) when none fits. */
export function defaultEeeCategory(productTypes: readonly string[]): EeeCategory {
  const words = productTypes.map((t) => t.normalize('NFKC').toLowerCase()).join(' | ');
  for (const [category, pattern] of CATEGORY_WORDS) if (pattern.test(words)) return category;
  return 11;
}
