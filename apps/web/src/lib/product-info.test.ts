import { MSG } from '@partproof/shared';
import { describe, expect, it } from 'vitest';
import {
  buildProductInfo,
  categoryFromType,
  customerName,
  emptyProductInfo,
  toLookup,
  validateProductEdit,
  validateProductInfo,
} from './product-info';
import { testLookups, testProductInfo } from './test-product-info';

const lookups = testLookups;

describe('product info form', () => {
  it('gives every spec text for an empty step 01', () => {
    expect(validateProductInfo(emptyProductInfo(''))).toEqual({
      name: MSG.nameRequired,
      type: MSG.typeRequired,
      standards: MSG.standardRequired,
      markets: MSG.marketsRequired,
      developmentStatus: MSG.statusRequired,
      manufacturer: MSG.manufacturerRequired,
      customer: MSG.nameRequired,
    });
  });

  it('accepts a filled form without a description, and the customer defaults to the user', () => {
    const values = testProductInfo(customerName({ firstName: 'Ada', lastName: 'Lovelace' }));
    expect(values.customer).toBe('Ada Lovelace');
    expect(validateProductInfo(values)).toEqual({});
  });

  it('requires only the name when editing', () => {
    expect(validateProductEdit(emptyProductInfo(''))).toEqual({ name: MSG.nameRequired });
  });

  it('sends known titles with their id and typed ones with a null id', () => {
    expect(toLookup('iec 62368-1', lookups.standards)).toEqual({ id: 1, title: 'IEC 62368-1' });
    expect(toLookup(' EN 55032 ', lookups.standards)).toEqual({ id: null, title: 'EN 55032' });
    const info = buildProductInfo(
      {
        ...emptyProductInfo('Ada'),
        name: ' Charger ',
        type: 'Lamp',
        standards: ['IEC 62368-1', 'EN 55032', 'en 55032'],
        markets: ['EU', 'US'],
        developmentStatus: 'Prototype',
        manufacturer: 'ACME',
      },
      lookups,
    );
    expect(info.name).toBe('Charger');
    expect(info.type).toEqual([{ id: null, title: 'Lamp' }]);
    expect(info.standards).toEqual([
      { id: 1, title: 'IEC 62368-1' },
      { id: null, title: 'EN 55032' },
    ]);
    expect(info.markets.map((m) => m.id)).toEqual([3, 4]);
    expect(info.developmentStatus).toEqual({ id: 2, title: 'Prototype' });
  });

  it('the RoHS category left empty follows the type, as product/save derives it', () => {
    expect(categoryFromType('LED luminaire')).toBe(5);
    expect(categoryFromType('')).toBe(11);
  });
});
