import { describe, expect, it } from 'vitest';
import { guessComponentType } from './component-type.js';
import { designatorPrefix, expandDesignators, looksLikeDesignators } from './designators.js';

describe('designator lists and ranges', () => {
  it('expands a range and a list: "R1-R4, R7" → R1, R2, R3, R4, R7', () => {
    expect(expandDesignators('R1-R4, R7').designators).toEqual(['R1', 'R2', 'R3', 'R4', 'R7']);
  });

  it('reads space, semicolon and slash separated lists', () => {
    expect(expandDesignators('C1 C3 C5 ').designators).toEqual(['C1', 'C3', 'C5']);
    expect(expandDesignators('D1;D2/D3').designators).toEqual(['D1', 'D2', 'D3']);
  });

  it('understands short and spaced range forms and keeps zero padding', () => {
    expect(expandDesignators('R1-3').designators).toEqual(['R1', 'R2', 'R3']);
    expect(expandDesignators('C10 - C12').designators).toEqual(['C10', 'C11', 'C12']);
    expect(expandDesignators('R1..R3').designators).toEqual(['R1', 'R2', 'R3']);
    expect(expandDesignators('R1–R2').designators).toEqual(['R1', 'R2']);
    expect(expandDesignators('R01-R03').designators).toEqual(['R01', 'R02', 'R03']);
  });

  it('lists each designator once', () => {
    expect(expandDesignators('R1, R1-R2').designators).toEqual(['R1', 'R2']);
  });

  it('keeps an absurd or backwards range as written and reports it', () => {
    const huge = expandDesignators('R1-R99999');
    expect(huge.designators).toEqual(['R1-R99999']);
    expect(huge.problems).toEqual(['R1-R99999']);
    expect(expandDesignators('R5-R2').problems).toEqual(['R5-R2']);
    expect(expandDesignators('R1-C4').problems).toEqual(['R1-C4']);
  });

  it('expands KiCad hierarchical ranges: "C1_1-C1_36" → C1_1 … C1_36', () => {
    const { designators, problems } = expandDesignators('C1_1-C1_36');
    expect(designators).toHaveLength(36);
    expect(designators[0]).toBe('C1_1');
    expect(designators[35]).toBe('C1_36');
    expect(problems).toEqual([]);
    expect(expandDesignators('C2_10 - C2_12').designators).toEqual(['C2_10', 'C2_11', 'C2_12']);
    expect(expandDesignators('C1_1-36').designators).toHaveLength(36);
  });

  it('expands mixed lists: "R1_1-R1_36,R15" → 37 designators', () => {
    const { designators } = expandDesignators('R1_1-R1_36,R15');
    expect(designators).toHaveLength(37);
    expect(designators.at(-1)).toBe('R15');
    expect(expandDesignators('R1_1-R1_3, R2_1-R2_2').designators).toEqual([
      'R1_1',
      'R1_2',
      'R1_3',
      'R2_1',
      'R2_2',
    ]);
  });

  it('does not join ranges across sheets or prefixes', () => {
    expect(expandDesignators('C1_1-C2_3').problems).toEqual(['C1_1-C2_3']);
    expect(expandDesignators('R1_1-C1_3').problems).toEqual(['R1_1-C1_3']);
  });

  it('caps what one cell expands to and dedupes while expanding', () => {
    // A range that no longer fits is kept as written and reported; past 5,000 the rest goes.
    const nearly = expandDesignators('R1-R4999, C1-C3');
    expect(nearly.designators).toHaveLength(5000);
    expect(nearly.problems).toEqual(['C1-C3']);
    const full = expandDesignators('R1-R5000, C1');
    expect(full.designators).toHaveLength(5000);
    expect(full.truncated).toBe(true);
    // The same range a million times is cut short instead of looped over.
    const repeated = expandDesignators(Array(1_000_000).fill('R1-R999').join(','));
    expect(repeated.designators).toHaveLength(1000);
    expect(repeated.designators.at(-1)).toBe('R1-R999');
    expect(repeated.truncated).toBe(true);
    // Tens of thousands of single designators stop at the limit too.
    const many = Array.from({ length: 20_000 }, (_, i) => `R${i + 1}`).join(' ');
    const cut = expandDesignators(many);
    expect(cut.designators).toHaveLength(5000);
    expect(cut.truncated).toBe(true);
    expect(expandDesignators('R1-R4').truncated).toBe(false);
  });

  it('finds the prefix and recognises designator cells', () => {
    expect(designatorPrefix('SW3')).toBe('SW');
    expect(designatorPrefix('u4a')).toBe('U');
    expect(designatorPrefix('Murata')).toBe('');
    expect(designatorPrefix('C1_36')).toBe('C');
    expect(looksLikeDesignators('C1, C3, R1-R4')).toBe(true);
    expect(looksLikeDesignators('C1_1-C1_36, R15')).toBe(true);
    expect(looksLikeDesignators('CAP CER 10UF')).toBe(false);
  });
});

describe('component type without a type column', () => {
  it('guesses from the designator prefix', () => {
    const cases: [string, string][] = [
      ['R1', 'Resistor'],
      ['C2', 'Capacitor'],
      ['L1', 'Inductor'],
      ['U3', 'IC'],
      ['J1', 'Connector'],
      ['P2', 'Connector'],
      ['F1', 'Fuse'],
      ['D4', 'Diode'],
      ['Q1', 'Transistor'],
      ['Y1', 'Crystal'],
      ['X1', 'Crystal'],
      ['SW2', 'Switch'],
      ['K1', 'Relay'],
      ['T1', 'Transformer'],
      ['FB1', 'Ferrite bead'],
    ];
    for (const [designator, type] of cases) {
      expect(guessComponentType('', [designator])).toBe(type);
    }
  });

  it('prefers clear words in the description', () => {
    expect(guessComponentType('CAP FILM X2 0.1UF 310VAC', ['CX1'])).toBe('Capacitor');
    expect(guessComponentType('FUSE GLASS 2A 250VAC 5X20MM', [])).toBe('Fuse');
    expect(guessComponentType('IEC C14 power inlet with fuse holder', ['J2'])).toBe('Power inlet');
    expect(guessComponentType('LED GREEN 0805', ['D7'])).toBe('LED');
    expect(guessComponentType('0.01-6.0 GHz GaAs SPDT Switch', ['U1'])).toBe('IC');
    expect(guessComponentType('', [])).toBeNull();
  });
});

describe('designator cells of long runs of spaces', () => {
  // A cell is upload text; a pattern that rescans a run of spaces from each of its characters
  // does not finish within the test's time on these.
  const spaces = ' '.repeat(200_000);

  it('reads the designators around a long run of spaces', () => {
    expect(expandDesignators(`R1${spaces}x`).designators).toEqual(['R1', 'x']);
    expect(expandDesignators(`R1${spaces}-${spaces}R4`).designators).toEqual([
      'R1',
      'R2',
      'R3',
      'R4',
    ]);
    expect(looksLikeDesignators(`R1${spaces}C2`)).toBe(true);
  });
});
