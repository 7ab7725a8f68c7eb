/**
 * A component category when the BOM has no type column: from unambiguous words in the
 * description first, then from the designator prefix (IEEE 315 / IEC 81346 habits).
 */
import { designatorPrefix } from './designators.js';

const PREFIX_TYPES: Record<string, string> = {
  R: 'Resistor',
  RN: 'Resistor network',
  RV: 'Varistor',
  VR: 'Varistor',
  RT: 'Thermistor',
  TH: 'Thermistor',
  C: 'Capacitor',
  CX: 'Capacitor',
  CY: 'Capacitor',
  L: 'Inductor',
  FB: 'Ferrite bead',
  U: 'IC',
  IC: 'IC',
  J: 'Connector',
  P: 'Connector',
  CN: 'Connector',
  CON: 'Connector',
  X: 'Crystal',
  Y: 'Crystal',
  XTAL: 'Crystal',
  F: 'Fuse',
  FU: 'Fuse',
  D: 'Diode',
  LED: 'LED',
  Q: 'Transistor',
  T: 'Transformer',
  TR: 'Transformer',
  SW: 'Switch',
  S: 'Switch',
  K: 'Relay',
  RL: 'Relay',
  BT: 'Battery',
  BZ: 'Buzzer',
  LS: 'Speaker',
  M: 'Motor',
  FL: 'Filter',
  PS: 'Power supply',
  TP: 'Test point',
  MH: 'Mounting hole',
  H: 'Mounting hole',
};

/** Ordered: the first pattern that matches wins, so 'X2 capacitor' is not a crystal. */
const DESCRIPTION_TYPES: [RegExp, string][] = [
  [/\binlet\b|power entry/, 'Power inlet'],
  [/\bvaristor|\bmov\b/, 'Varistor'],
  [/thermistor|\bntc\b|\bptc\b/, 'Thermistor'],
  [/\bfuse/, 'Fuse'],
  [/\brelay/, 'Relay'],
  [/transformer|\bbalun/, 'Transformer'],
  [/\bcap\b|capacitor|\bmlcc\b|\belko\b|kondensator/, 'Capacitor'],
  [/\bres\b|resistor|widerstand/, 'Resistor'],
  [/ferrite|\bbead\b/, 'Ferrite bead'],
  [/inductor|inductr|\bchoke\b|\bcoil\b/, 'Inductor'],
  [/crystal|\bxtal\b|oscillator|resonator/, 'Crystal'],
  [/\bled\b/, 'LED'],
  [/diode|\btvs\b|rectifier|zener|schottky/, 'Diode'],
  [/mosfet|transistor|\bbjt\b|\bigbt\b/, 'Transistor'],
  [/\bconn\b|connector|header|\bjack\b|\bplug\b|socket|terminal block|receptacle/, 'Connector'],
  [/\bswitch\b/, 'Switch'],
  [/\bic\b|microcontroller|\bmcu\b|regulator|op ?amp|amplifier/, 'IC'],
  [/battery/, 'Battery'],
  [/\bfilter\b/, 'Filter'],
];

export function guessComponentType(description: string, designators: string[]): string | null {
  const prefix = designators[0] ? designatorPrefix(designators[0]) : '';
  // An integrated circuit's description often names its function (an RF "switch").
  if (prefix === 'U' || prefix === 'IC') return 'IC';
  const text = description.toLowerCase();
  for (const [pattern, type] of DESCRIPTION_TYPES) if (pattern.test(text)) return type;
  if (!prefix) return null;
  return PREFIX_TYPES[prefix] ?? PREFIX_TYPES[prefix.charAt(0)] ?? null;
}
