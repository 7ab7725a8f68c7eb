/**
 * What a selection of components means for 'Email manufacturer': one letter goes to one
 * manufacturer, so the selected rows must name exactly one (names compared without case or
 * surrounding spaces, as the server matches them).
 */
import type { TFunction } from 'i18next';

export interface SelectableMaterial {
  id: number;
  componentName: string;
  manufacturer: string;
}

export type ManufacturerSelection<M extends SelectableMaterial> =
  | { kind: 'none' }
  | { kind: 'one'; manufacturer: string; materials: M[] }
  | { kind: 'mixed'; manufacturers: string[] }
  | { kind: 'unnamed' };

const key = (name: string) => name.trim().toLowerCase();

export function manufacturerOfSelection<M extends SelectableMaterial>(
  materials: readonly M[],
): ManufacturerSelection<M> {
  if (materials.length === 0) return { kind: 'none' };
  if (materials.some((m) => key(m.manufacturer) === '')) return { kind: 'unnamed' };
  // The first spelling seen names the manufacturer.
  const names = new Map<string, string>();
  for (const m of materials)
    if (!names.has(key(m.manufacturer))) names.set(key(m.manufacturer), m.manufacturer.trim());
  const [only, ...others] = [...names.values()];
  if (only === undefined) return { kind: 'none' };
  if (others.length > 0) return { kind: 'mixed', manufacturers: [only, ...others] };
  return { kind: 'one', manufacturer: only, materials: [...materials] };
}

/** The message for a selection that cannot be emailed as one letter; null when it can. */
export function selectionProblem(
  selection: ManufacturerSelection<SelectableMaterial>,
  t: TFunction,
): string | null {
  switch (selection.kind) {
    case 'none':
      return t('Select the components to ask about');
    case 'unnamed':
      return t('A selected component has no manufacturer');
    case 'mixed':
      return t(
        'One request goes to one manufacturer; the selection names {{number}}: {{manufacturers}}',
        {
          number: selection.manufacturers.length,
          manufacturers: selection.manufacturers.join(', '),
        },
      );
    case 'one':
      return null;
  }
}

/** The compose dialog's model field: the components' names, one per line, each once. */
export function modelOf(materials: readonly SelectableMaterial[]): string {
  const names: string[] = [];
  for (const m of materials) {
    const name = m.componentName.trim();
    if (name !== '' && !names.includes(name)) names.push(name);
  }
  return names.join('\n');
}
