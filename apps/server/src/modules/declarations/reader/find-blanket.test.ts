import { describe, expect, it } from 'vitest';
import { blanket } from './find-blanket.js';
import type { PageText } from './reader-types.js';

const found = (text: string) => {
  const pages: PageText[] = [{ page: 1, text, ocr: false }];
  return blanket(pages)?.found.value ?? null;
};

const foundInScan = (text: string) => blanket([{ page: 1, text, ocr: true }])?.found.value ?? null;

describe('blanket', () => {
  it('does not take a product’s make-up for the maker’s range', () => {
    expect(found('RoHS: compliant with 2011/65/EU. All components and solder are lead-free.')).toBe(
      null,
    );
    expect(found('All parts used in this module comply with RoHS.')).toBe(null);
    expect(found('All components manufactured by us comply with RoHS.')).toBe('All components');
  });

  it('takes what the maker provides, or its whole range of modules, as a blanket statement', () => {
    expect(
      found(
        'Espressif certifies that the chips, modules and development boards provided by us are compliant with the requirements listed below.\n1. RoHS (EU) 2015/863',
      ),
    ).toBe('boards provided by us');
    expect(
      found(
        'Type Designations\tAll ESPRESSIF modules and development boards\nThe products comply with RoHS Directive (EU) 2015/863.',
      ),
    ).toBe('All ESPRESSIF modules');
    // Without a maker's name, "all modules" are one product's.
    expect(found('All modules on this carrier are RoHS compliant.')).toBe(null);
  });

  it('does not take the maker’s notice appended to a datasheet for a blanket statement', () => {
    const notice =
      'Legal Disclaimer Notice\tVishay\nMaterial Category Policy\nVishay Intertechnology, Inc. hereby certifies that all its products that are identified as RoHS-Compliant fulfill the definitions and restrictions defined under Directive 2011/65/EU.';
    const sheet = 'Power MOSFET\tIRF9540\nCompliant to RoHS Directive 2002/95/EC';
    const read = (...texts: string[]) =>
      blanket(texts.map((text, i) => ({ page: i + 1, text, ocr: false })))?.found.value ?? null;
    expect(read(sheet, notice)).toBe(null);
    // The same words as a document of their own are the maker's blanket statement.
    expect(read(notice)).toBe('all its products');
  });

  it('reads a maker’s products written in title case', () => {
    expect(found('All Acme Systech Products complied with the RoHS Directive (2002/95/EC).')).toBe(
      'All Acme Systech Products',
    );
  });

  it('reads what the maker makes as all its products', () => {
    expect(
      found(
        "We assure that all of Boya's products(Nor flash chips) do not contain the SVHC of REACH.",
      ),
    ).toBe("all of Boya's products");
    expect(
      found(
        'Please be advised that the products manufactured by us do not contain any of the below\nreferenced materials as referenced in the subject EU directive.',
      ),
    ).toBe('the products manufactured by us');
    expect(found('The products manufactured by us are shipped in reels.')).toBe(null);
  });

  it('reads a scanned statement across the blank lines OCR leaves between its lines', () => {
    const scan =
      "I. We assure that all of Boya's products(Nor flash chips) provided to all of Boya's\n\ncustomers do not contain the Substances of Very High Concern(SVHC)-Reach 209";
    expect(foundInScan(scan)).toBe("all of Boya's products");
    // In a text layer a blank line still ends the sentence.
    expect(found(scan)).toBe(null);
  });

  it('lends a statement no compliance from a heading above it', () => {
    expect(
      found('Approvals and Compliances\nSCHURTER products are designed for industrial use. They'),
    ).toBe(null);
    expect(found('In line with the RoHS directive,\nOur products are all lead free.')).toBe(
      'Our products are',
    );
  });
});
