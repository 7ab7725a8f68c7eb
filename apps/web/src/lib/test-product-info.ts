/** Lookup lists and a filled product-info form for the unit tests of the product forms. */
import type { LookupLists } from '@partproof/shared';
import { emptyProductInfo, type ProductInfoValues } from './product-info';

export const testLookups: LookupLists = {
  standards: [{ id: 1, title: 'IEC 62368-1' }],
  productTypes: [{ id: 7, title: 'Power supply' }],
  markets: [
    { id: 3, title: 'EU' },
    { id: 4, title: 'US' },
  ],
  developmentStatuses: [{ id: 2, title: 'Prototype' }],
};

export function testProductInfo(customer = 'Ada Lovelace'): ProductInfoValues {
  return {
    ...emptyProductInfo(customer),
    name: 'Charger',
    type: 'Power supply',
    standards: ['IEC 62368-1'],
    markets: ['EU'],
    developmentStatus: 'Prototype',
    manufacturer: 'ACME',
  };
}
