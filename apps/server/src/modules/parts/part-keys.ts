/**
 * The identity of a part (DESIGN.md §9.1): the alias-resolved manufacturer and the
 * search-normalised part number, so 'GRM188R61E225MA12D' from 'Murata Manufacturing' and
 * 'grm188r61e225ma12d' from 'muRata' are one part.
 */
import { normalise, type PartNumberSource } from '@partproof/shared';
import { resolveManufacturer } from '../manufacturers/identity/manufacturer.js';

export interface PartKeys {
  manufacturerKey: string;
  mpnKey: string;
}

/**
 * A sort key that orders like a person reads: case- and accent-blind, numbers by value
 * ("P-2" before "P-10"), as bytes — so both database engines sort it alike in SQL.
 */
export function naturalSortKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(12, '0'));
}

export interface PartLine {
  manufacturer: string;
  componentName: string;
  partNumberSource?: PartNumberSource | undefined;
}

export function partKeys(line: { manufacturer: string; componentName: string }): PartKeys {
  return {
    manufacturerKey: resolveManufacturer(line.manufacturer),
    mpnKey: normalise(line.componentName),
  };
}

/** A BOM line names a part when it has a part number at all; 'none' lines never do. */
export function namesPart(line: PartLine): boolean {
  return line.partNumberSource !== 'none' && normalise(line.componentName) !== '';
}

export const keyOf = (keys: PartKeys): string => `${keys.manufacturerKey}\u0000${keys.mpnKey}`;
