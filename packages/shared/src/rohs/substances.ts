/**
 * RoHS reference data that ships with the app (DESIGN.md §9.3): the ten Annex II substances
 * with their limits (the Annex III exemptions are in exemptions.ts). The REACH candidate list
 * is not here: an admin imports it as dated versions.
 */
import { normalise } from '../search.js';

export interface AnnexIISubstance {
  key: string;
  name: string;
  /** The substance's CAS number; null for the two groups, recognised by their members. */
  cas: string | null;
  /** Maximum concentration in a homogeneous material, percent by weight. */
  limitPercent: number;
  /** Other names, symbols and (for groups) member congeners a declaration may use. */
  synonyms: readonly string[];
  /** CAS numbers of group members and commercial mixtures (PBB, PBDE). */
  memberCas: readonly string[];
}

export const ANNEX_II: readonly AnnexIISubstance[] = [
  {
    key: 'lead',
    name: 'Lead',
    cas: '7439-92-1',
    limitPercent: 0.1,
    synonyms: ['Pb', 'lead', 'lead (Pb)', 'lead and its compounds'],
    memberCas: [],
  },
  {
    key: 'mercury',
    name: 'Mercury',
    cas: '7439-97-6',
    limitPercent: 0.1,
    synonyms: ['Hg', 'mercury', 'mercury (Hg)', 'mercury and its compounds'],
    memberCas: [],
  },
  {
    key: 'cadmium',
    name: 'Cadmium',
    cas: '7440-43-9',
    limitPercent: 0.01,
    synonyms: ['Cd', 'cadmium', 'cadmium (Cd)', 'cadmium and its compounds'],
    memberCas: [],
  },
  {
    key: 'chromium-vi',
    name: 'Hexavalent chromium',
    cas: '18540-29-9',
    limitPercent: 0.1,
    synonyms: [
      'Cr(VI)',
      'Cr VI',
      'Cr6+',
      'Cr+6',
      'chromium VI',
      'chromium (VI)',
      'hexavalent chromium',
      'chromium, hexavalent',
      'hexavalent chromium compounds',
    ],
    memberCas: [],
  },
  {
    key: 'pbb',
    name: 'Polybrominated biphenyls (PBB)',
    cas: null,
    limitPercent: 0.1,
    synonyms: [
      'PBB',
      'PBBs',
      'polybrominated biphenyls',
      'polybrominated biphenyl',
      'monobromobiphenyl',
      'dibromobiphenyl',
      'tribromobiphenyl',
      'tetrabromobiphenyl',
      'pentabromobiphenyl',
      'hexabromobiphenyl',
      'heptabromobiphenyl',
      'octabromobiphenyl',
      'nonabromobiphenyl',
      'decabromobiphenyl',
    ],
    memberCas: [
      '59536-65-1', // PBB, mixture
      '67774-32-7', // hexabromobiphenyl (commercial mixture)
      '36355-01-8', // hexabromobiphenyl
      '27858-07-7', // octabromobiphenyl
      '13654-09-6', // decabromobiphenyl
      '92-86-4', // 4,4'-dibromobiphenyl
      '2052-07-5', // 2-bromobiphenyl
      '2113-57-7', // 3-bromobiphenyl
      '92-66-0', // 4-bromobiphenyl
    ],
  },
  {
    key: 'pbde',
    name: 'Polybrominated diphenyl ethers (PBDE)',
    cas: null,
    limitPercent: 0.1,
    synonyms: [
      'PBDE',
      'PBDEs',
      'polybrominated diphenyl ethers',
      'polybrominated diphenyl ether',
      'monobromodiphenyl ether',
      'dibromodiphenyl ether',
      'tribromodiphenyl ether',
      'tetrabromodiphenyl ether',
      'pentabromodiphenyl ether',
      'hexabromodiphenyl ether',
      'heptabromodiphenyl ether',
      'octabromodiphenyl ether',
      'nonabromodiphenyl ether',
      'decabromodiphenyl ether',
      'decaBDE',
      'pentaBDE',
      'octaBDE',
    ],
    memberCas: [
      '1163-19-5', // decabromodiphenyl ether
      '32534-81-9', // pentabromodiphenyl ether (commercial)
      '32536-52-0', // octabromodiphenyl ether (commercial)
      '40088-47-9', // tetrabromodiphenyl ether
      '5436-43-1', // BDE-47
      '60348-60-9', // BDE-99
      '36483-60-0', // hexabromodiphenyl ether
      '68631-49-2', // BDE-153
      '68928-80-3', // heptabromodiphenyl ether
      '63936-56-1', // nonabromodiphenyl ether
      '49690-94-0', // tribromodiphenyl ether
      '2050-47-7', // 4,4'-dibromodiphenyl ether
      '101-55-3', // 4-bromophenyl phenyl ether
    ],
  },
  {
    key: 'dehp',
    name: 'Bis(2-ethylhexyl) phthalate (DEHP)',
    cas: '117-81-7',
    limitPercent: 0.1,
    synonyms: [
      'DEHP',
      'bis(2-ethylhexyl) phthalate',
      'di(2-ethylhexyl) phthalate',
      'dioctyl phthalate',
    ],
    memberCas: [],
  },
  {
    key: 'bbp',
    name: 'Butyl benzyl phthalate (BBP)',
    cas: '85-68-7',
    limitPercent: 0.1,
    synonyms: ['BBP', 'BBzP', 'butyl benzyl phthalate', 'benzyl butyl phthalate'],
    memberCas: [],
  },
  {
    key: 'dbp',
    name: 'Dibutyl phthalate (DBP)',
    cas: '84-74-2',
    limitPercent: 0.1,
    synonyms: ['DBP', 'dibutyl phthalate', 'di-n-butyl phthalate'],
    memberCas: [],
  },
  {
    key: 'dibp',
    name: 'Diisobutyl phthalate (DIBP)',
    cas: '84-69-5',
    limitPercent: 0.1,
    synonyms: ['DIBP', 'DiBP', 'diisobutyl phthalate', 'di-isobutyl phthalate'],
    memberCas: [],
  },
];

/** Normalised names, symbols and CAS numbers (without hyphens) → substance. */
const ANNEX_II_INDEX: ReadonlyMap<string, AnnexIISubstance> = new Map(
  ANNEX_II.flatMap((s) =>
    [s.name, s.key, ...s.synonyms, ...(s.cas ? [s.cas] : []), ...s.memberCas].map(
      (label) => [normalise(label), s] as const,
    ),
  ),
);

/** The Annex II substance (or group) a name, symbol or CAS number refers to. */
export function findAnnexII(nameOrCas: string): AnnexIISubstance | undefined {
  const key = normalise(nameOrCas);
  return key ? ANNEX_II_INDEX.get(key) : undefined;
}
