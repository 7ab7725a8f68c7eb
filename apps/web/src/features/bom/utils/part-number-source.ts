/**
 * How the confirm step shows where a component's part number came from: a row without one
 * must stand out (its name is only the BOM's value text), and derived ones ask for a check.
 */
import type { PartNumberSource, WizardMaterial } from '@partproof/shared';
import { msg } from '@/i18n/i18n';

/** The label and title are English, the keys of their translations (drawn with `t`). */
export interface SourceBadge {
  label: string;
  color: string;
  title: string;
}

const BADGES: Record<PartNumberSource, SourceBadge | null> = {
  column: null,
  'datasheet-url': {
    label: msg('From datasheet'),
    color: 'blue',
    title: msg("Part number read from the datasheet's web address; please check it"),
  },
  distributor: {
    label: msg('From distributor no.'),
    color: 'blue',
    title: msg("Part number read from the distributor's order number; please check it"),
  },
  none: {
    label: msg('No part number'),
    color: 'orange',
    title: msg(
      'The BOM gives no part number for this row; the name is its value. Type the part number to add one.',
    ),
  },
};

export const partNumberBadge = (source: PartNumberSource): SourceBadge | null => BADGES[source];

/**
 * A new name typed for a row without a part number is the user's part number: the row is
 * then no longer 'none' (the name column is where the part number belongs).
 */
export function renamePatch(
  material: WizardMaterial,
  componentName: string,
): Partial<WizardMaterial> {
  const typed = componentName.trim() !== material.componentName.trim();
  return material.partNumberSource === 'none' && typed
    ? { componentName, partNumberSource: 'column' }
    : { componentName };
}
