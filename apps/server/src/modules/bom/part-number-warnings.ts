/**
 * Says in plain words where the rows' part numbers came from: every derived part number
 * should be checked by a person, and rows without one are listed.
 */
import type { BomField, BomMapping } from '@partproof/shared';
import type { RowPart } from './bom-row.js';

type Sourced = Pick<RowPart, 'partNumberSource' | 'designators' | 'row'>;

export function partNumberWarnings(
  parts: readonly Sourced[],
  header: readonly string[],
  mapping: BomMapping,
): string[] {
  const column = (field: BomField, fallback: string) => {
    const index = mapping[field];
    return (typeof index === 'number' && header[index]?.trim()) || fallback;
  };
  const fromDatasheet = parts.filter((p) => p.partNumberSource === 'datasheet-url').length;
  const fromDistributor = parts.filter((p) => p.partNumberSource === 'distributor').length;
  const without = parts
    .filter((p) => p.partNumberSource === 'none')
    .map((p) => p.designators[0] ?? `row ${p.row}`);
  const result: string[] = [];
  if (fromDatasheet) {
    result.push(
      `Part numbers for ${rows(fromDatasheet)} were read from the web addresses in the ` +
        `"${column('datasheet', 'Datasheet')}" column; please check them`,
    );
  }
  if (fromDistributor) {
    result.push(
      `Part numbers for ${rows(fromDistributor)} were read from the distributor order ` +
        `numbers in the "${column('supplierPartNumber', 'Supplier')}" column; please check them`,
    );
  }
  if (without.length) {
    const one = without.length === 1;
    result.push(
      `${rows(without.length)} ${one ? 'has' : 'have'} no part number and ${one ? 'is' : 'are'} ` +
        `listed as "No part number" under ${one ? 'its' : 'their'} value: ${shortList(without)}`,
    );
  }
  return result;
}

function rows(count: number): string {
  return count === 1 ? '1 row' : `${count} rows`;
}

function shortList(items: string[], max = 12): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} … (${items.length - max} more)` : shown;
}
