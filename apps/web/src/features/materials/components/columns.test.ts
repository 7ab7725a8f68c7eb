import { Role, type RoleId } from '@partproof/shared';
import { describe, expect, it, vi } from 'vitest';
import { englishT } from '@/lib/test-i18n';
import type { MaterialCertificateSlots } from '../utils/certificate-slots';
import { DEFAULT_PREFERENCES, isOptional, layoutColumns } from '../utils/table-preferences';
import { tableViewer } from '../utils/table-viewer';
import { columnsFor } from './columns';

// The cells that save through the API are not rendered here: what is under test is which
// columns there are, not what their cells do.
vi.mock('./critical-cell', () => ({ CriticalCell: () => null }));
vi.mock('./editable-cell', () => ({ EditableCell: () => null }));
vi.mock('./material-status-cell', () => ({ MaterialStatusCell: () => null }));

const cell = () => null;
/** The cells the product page hands an admin with the RoHS flag. */
const ADMIN_SLOTS: MaterialCertificateSlots = {
  records: cell,
  temp: cell,
  search: cell,
  scrape: cell,
  rohs: cell,
  fetchRohs: cell,
  comments: cell,
  datasheet: cell,
  flag: cell,
  contact: cell,
};

function columns(role: RoleId, certificates: MaterialCertificateSlots) {
  return columnsFor({
    viewer: tableViewer(role, false),
    productStatus: 1,
    certificates,
    selection: { isSelected: () => false, onChange: () => undefined, pageIds: [] },
    onDelete: () => undefined,
    t: englishT,
  });
}

describe('the component table columns', () => {
  it("give an admin with the RoHS flag every column of the spec, in the spec's words", () => {
    expect(columns(Role.Admin, ADMIN_SLOTS).map((c) => c.header)).toEqual([
      'Select',
      'Internal component reference',
      'Designator',
      "Manufacturer's component name",
      'Manufacturer',
      'Type',
      'Critical',
      'Certification records',
      'Temp certificates',
      'Certificate status',
      'RoHS status',
      'Delete',
      'Search database',
      'Scrape certificate',
      'Fetch RoHS/REACH',
      'Comments',
      'Datasheet',
      'Flag',
      'Certificate contact',
    ]);
  });

  it('fit a 1440 px screen by default: tools in Actions, two columns in the chooser', () => {
    const all = columns(Role.Admin, ADMIN_SLOTS);
    const { shown, grouped } = layoutColumns(all, DEFAULT_PREFERENCES);
    expect(grouped.map((c) => c.header)).toEqual([
      'Delete',
      'Search database',
      'Scrape certificate',
      'Fetch RoHS/REACH',
      'Comments',
      'Datasheet',
      'Flag',
    ]);
    const hidden = all.filter((c) => !shown.includes(c) && !grouped.includes(c));
    expect(hidden.map((c) => c.header)).toEqual(['Designator', 'Certificate contact']);
    // Whatever is not shown can be chosen: every column stays within reach.
    expect([...hidden, ...grouped].every(isOptional)).toBe(true);
  });

  it('sort by the seven columns of the spec', () => {
    expect(
      columns(Role.Admin, ADMIN_SLOTS)
        .filter((c) => c.sortable)
        .map((c) => c.sortable),
    ).toEqual([
      'internalReference',
      'componentName',
      'manufacturer',
      'type',
      'critical',
      'certificates',
      'tempCertificates',
    ]);
  });

  it('leave out the admin and RoHS columns for a customer without the RoHS flag', () => {
    const headers = columns(Role.Compliance, {
      records: cell,
      comments: cell,
      datasheet: cell,
      flag: cell,
    }).map((c) => c.header);
    for (const adminOrRohs of [
      'Select',
      'Temp certificates',
      'RoHS status',
      'Delete',
      'Search database',
      'Fetch RoHS/REACH',
      'Certificate contact',
    ]) {
      expect(headers).not.toContain(adminOrRohs);
    }
    expect(headers).toContain('Certificate status');
  });
});
