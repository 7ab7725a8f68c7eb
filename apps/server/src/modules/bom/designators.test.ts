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

  it('finds the prefix and recognises designator cells', () => {
    expect(designatorPrefix('SW3')).toBe('SW');
    expect(designatorPrefix('u4a')).toBe('U');
    expect(designatorPrefix('Murata')).toBe('');
    expect(looksLikeDesignators('C1, C3, R1-R4')).toBe(true);
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
