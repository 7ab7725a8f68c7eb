/**
 * The risk-based assessment of EN IEC 63000:2018 §4.3 (DESIGN.md §10.3): how likely a part is
 * to hold a restricted substance, judged from what it is and who makes it, and the evidence
 * that likelihood requires. The standard leaves the table to the maker; this is ours,
 * written from where restricted substances are found in practice:
 * - high: lead in brass and free-cutting steel (connectors, terminals, shields), lead and
 *   phthalates in PVC (cables, wires, sleeves), lead in glass and ceramics (fuses, crystals,
 *   varistors, piezo parts), solders and batteries;
 * - low: SMD passives of the big makers, whose full material declarations are public and
 *   whose processes have been lead-free since 2006;
 * - medium: everything else (semiconductors, passives of other makers, mechanics).
 */
import { evidenceRank, type EvidenceKind } from './evidence-kind.js';

export const MATERIAL_RISKS = ['low', 'medium', 'high'] as const;
export type MaterialRisk = (typeof MATERIAL_RISKS)[number];

/** What each risk requires, weakest to strongest (EN IEC 63000 §4.3.3 and Table 1). */
export const REQUIRED_EVIDENCE = {
  low: 'supplier-declaration',
  medium: 'manufacturer-declaration',
  high: 'material-data',
} as const satisfies Record<MaterialRisk, string>;
export type RequiredEvidence = (typeof REQUIRED_EVIDENCE)[MaterialRisk];

export const REQUIRED_EVIDENCE_LABELS: Readonly<Record<RequiredEvidence, string>> = {
  'supplier-declaration': "a supplier's declaration (the maker's or a distributor's)",
  'manufacturer-declaration': "the maker's own declaration",
  'material-data': 'a full material declaration or an accredited lab report',
};

/** The weakest kind of evidence (evidence-kind.ts order) each requirement accepts. */
const WEAKEST_ACCEPTED: Readonly<Record<RequiredEvidence, EvidenceKind>> = {
  'supplier-declaration': 'distributor-document',
  'manufacturer-declaration': 'manufacturer-statement',
  'material-data': 'lab-report',
};

/** True when evidence of this kind is enough for what the part's risk requires. */
export function evidenceMeets(kind: EvidenceKind, required: RequiredEvidence): boolean {
  return evidenceRank(kind) <= evidenceRank(WEAKEST_ACCEPTED[required]);
}

/** One line of the table: the words of a component's type or name that put it at a risk. */
export interface RiskRule {
  risk: MaterialRisk;
  /** Matched as whole words, case-insensitively, in the BOM line's type and name. */
  words: readonly string[];
  /** Only for parts of these makers (matched as words of the maker's name); else any. */
  makers?: readonly string[];
  why: string;
}

/** Makers whose SMD passives are low risk: public FMDs, lead-free lines since 2006. */
const MAJOR_PASSIVE_MAKERS = [
  'Murata',
  'TDK',
  'Yageo',
  'Vishay',
  'KEMET',
  'Panasonic',
  'Samsung',
  'Würth',
  'Wurth',
  'KYOCERA',
  'AVX',
  'Bourns',
  'Taiyo',
  'Rohm',
  'KOA',
  'Susumu',
] as const;

/** First match wins: the maker-specific rule comes before the general ones. */
export const RISK_RULES: readonly RiskRule[] = [
  {
    risk: 'low',
    words: ['resistor', 'capacitor', 'inductor', 'ferrite', 'bead', 'mlcc', 'res', 'cap', 'ind'],
    makers: MAJOR_PASSIVE_MAKERS,
    why: 'an SMD passive of a major maker',
  },
  {
    risk: 'high',
    words: ['cable', 'cables', 'wire', 'wires', 'harness', 'cord', 'sleeve', 'tubing'],
    why: 'cables and wires: lead and phthalates in PVC',
  },
  {
    risk: 'high',
    words: [
      'connector',
      'connectors',
      'header',
      'socket',
      'terminal',
      'plug',
      'jack',
      'receptacle',
      'shield',
      'standoff',
      'spacer',
      'screw',
      'nut',
    ],
    why: 'connectors and metal parts: lead in brass and free-cutting steel',
  },
  {
    risk: 'high',
    words: ['battery', 'cell', 'solder', 'paste'],
    why: 'batteries and solders',
  },
  {
    risk: 'high',
    words: [
      'fuse',
      'crystal',
      'oscillator',
      'resonator',
      'varistor',
      'piezo',
      'buzzer',
      'glass',
      'ceramic',
      'thermistor',
      'lamp',
    ],
    why: 'glass and ceramic parts: lead in glass and ceramics',
  },
];

const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u));

export interface RiskAssessment {
  risk: MaterialRisk;
  requiredEvidence: RequiredEvidence;
  why: string;
}

/** The risk of one BOM line from its type, its name and its maker. */
export function assessRisk(
  line: { type: string; componentName: string; manufacturer: string },
  rules: readonly RiskRule[] = RISK_RULES,
): RiskAssessment {
  const words = wordsOf(`${line.type} ${line.componentName}`);
  const maker = wordsOf(line.manufacturer);
  const rule = rules.find(
    (r) =>
      r.words.some((w) => words.has(w.toLowerCase())) &&
      (r.makers === undefined || r.makers.some((m) => maker.has(m.toLowerCase()))),
  );
  const risk = rule?.risk ?? 'medium';
  return {
    risk,
    requiredEvidence: REQUIRED_EVIDENCE[risk],
    why: rule?.why ?? 'no rule puts it higher or lower',
  };
}
