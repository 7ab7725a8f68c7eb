import { describe, expect, it } from 'vitest';
import { englishT } from '@/lib/test-i18n';
import { manufacturerOfSelection, modelOf, selectionProblem } from './selection';

const t = englishT;

const m = (id: number, manufacturer: string, componentName = `C${id}`) => ({
  id,
  manufacturer,
  componentName,
});

describe('a selection for Email manufacturer', () => {
  it('names one manufacturer when every row has the same one, any case or spacing', () => {
    const rows = [m(1, 'Acme'), m(2, ' acme '), m(3, 'ACME')];
    const selection = manufacturerOfSelection(rows);
    expect(selection).toEqual({ kind: 'one', manufacturer: 'Acme', materials: rows });
    expect(selectionProblem(selection, t)).toBeNull();
  });

  it('refuses a mixed selection, naming the manufacturers', () => {
    const selection = manufacturerOfSelection([m(1, 'Acme'), m(2, 'Bolt'), m(3, 'acme')]);
    expect(selection).toEqual({ kind: 'mixed', manufacturers: ['Acme', 'Bolt'] });
    expect(selectionProblem(selection, t)).toBe(
      'One request goes to one manufacturer; the selection names 2: Acme, Bolt',
    );
  });

  it('refuses an empty selection and a row without manufacturer', () => {
    expect(selectionProblem(manufacturerOfSelection([]), t)).toBe(
      'Select the components to ask about',
    );
    expect(selectionProblem(manufacturerOfSelection([m(1, 'Acme'), m(2, '  ')]), t)).toBe(
      'A selected component has no manufacturer',
    );
  });

  it('prefills the model with the component names, one per line, each once', () => {
    expect(
      modelOf([m(1, 'A', 'LM317'), m(2, 'A', ' NE555 '), m(3, 'A', 'LM317'), m(4, 'A', '')]),
    ).toBe('LM317\nNE555');
  });
});
