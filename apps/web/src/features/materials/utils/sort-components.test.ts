import { describe, expect, it } from 'vitest';
import { groupAlternatives } from './alternatives';
import { sortGroups } from './sort-components';
import { testMaterial } from '@/lib/test-material';

const groups = groupAlternatives([
  testMaterial({ internalReference: 'R10', componentName: 'b-part', critical: true }),
  testMaterial({ internalReference: 'R2', componentName: 'A-part', critical: false }),
  testMaterial({ internalReference: 'R1', componentName: 'c-part', critical: true }),
]);
const refs = (rows: readonly { main: { internalReference: string } }[]) =>
  rows.map((g) => g.main.internalReference);

describe('sortGroups', () => {
  it('keeps the BOM order without a sort', () => {
    expect(refs(sortGroups(groups, null))).toEqual(['R10', 'R2', 'R1']);
  });

  it('sorts references numerically, both ways', () => {
    expect(refs(sortGroups(groups, { key: 'internalReference', direction: 'asc' }))).toEqual([
      'R1',
      'R2',
      'R10',
    ]);
    expect(refs(sortGroups(groups, { key: 'internalReference', direction: 'desc' }))).toEqual([
      'R10',
      'R2',
      'R1',
    ]);
  });

  it('ignores case for names and puts non-critical rows first ascending', () => {
    const byName = sortGroups(groups, { key: 'componentName', direction: 'asc' });
    expect(byName.map((g) => g.main.componentName)).toEqual(['A-part', 'b-part', 'c-part']);
    const byCritical = sortGroups(groups, { key: 'critical', direction: 'asc' });
    expect(refs(byCritical)).toEqual(['R2', 'R10', 'R1']);
  });

  it('does not reorder the input', () => {
    sortGroups(groups, { key: 'componentName', direction: 'desc' });
    expect(refs(groups)).toEqual(['R10', 'R2', 'R1']);
  });

  it('sorts by the certification record and temp certificate counts', () => {
    const counted = groupAlternatives([
      testMaterial({
        internalReference: 'A',
        approvedMaterialCertificates: 2,
        totalTempCertificate: 0,
      }),
      testMaterial({
        internalReference: 'B',
        approvedMaterialCertificates: 0,
        totalTempCertificate: 5,
      }),
      testMaterial({
        internalReference: 'C',
        approvedMaterialCertificates: 1,
        totalTempCertificate: 1,
      }),
    ]);
    const byRecords = sortGroups(counted, {
      key: 'approvedMaterialCertificates',
      direction: 'asc',
    });
    expect(refs(byRecords)).toEqual(['B', 'C', 'A']);
    const byTemp = sortGroups(counted, { key: 'totalTempCertificate', direction: 'desc' });
    expect(refs(byTemp)).toEqual(['B', 'C', 'A']);
  });
});
