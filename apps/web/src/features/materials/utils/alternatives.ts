/**
 * Folding a flat material list into rows (DESIGN.md §4): materials sharing an internal
 * reference are alternatives; the first of them is the top-level row, the rest hang under it.
 * References are compared trimmed and case-insensitively; an empty reference never groups.
 */
import type { Material } from '@partproof/shared';

export interface ComponentGroup {
  main: Material;
  alternatives: Material[];
}

export function groupAlternatives(materials: readonly Material[]): ComponentGroup[] {
  const groups: ComponentGroup[] = [];
  const byReference = new Map<string, ComponentGroup>();
  for (const material of materials) {
    const reference = material.internalReference.trim().toLowerCase();
    const existing = reference ? byReference.get(reference) : undefined;
    if (existing) {
      existing.alternatives.push(material);
      continue;
    }
    const group: ComponentGroup = { main: material, alternatives: [] };
    groups.push(group);
    if (reference) byReference.set(reference, group);
  }
  return groups;
}
