/**
 * Judges a parsed IPC-1752A declaration (DESIGN.md §9.3): per homogeneous material, each RoHS
 * Annex II substance (groups summed) against its limit unless a valid claimed exemption
 * covers it; each REACH candidate-list substance against 0.1 % of the article. A Class C file
 * has no figures: its declared answer and exemptions decide.
 */
import {
  ANNEX_II,
  exemptionState,
  findAnnexII,
  normalise,
  type DeclarationVerdict,
  type ExemptionLookup,
  type VerdictFinding,
} from '@partproof/shared';
import type { Ipc1752aDocument, Ipc1752aMaterial, Ipc1752aSubstance } from './ipc1752a-parse.js';

export type Ipc1752aVerdict = DeclarationVerdict;

/** The day and the exemption table in force: an exemption is judged at the strictest date. */
export interface VerdictDay {
  today: string;
  exemptions: ExemptionLookup;
}

export interface CandidateListSubstance {
  name: string;
  cas: string | null;
  ec: string | null;
}

/** REACH Art. 33: an article's supplier must tell when a candidate substance exceeds 0.1 %. */
const SVHC_LIMIT_PERCENT = 0.1;
/** Concentrations computed from masses carry float noise; "at the limit" must stay compliant. */
const EPSILON = 1e-9;

function formatPercent(percent: number): string {
  return `${Number(percent.toPrecision(4))} %`;
}

/** A substance's share of its material, from a stated concentration or from the two masses. */
function percentOfMaterial(s: Ipc1752aSubstance, m: Ipc1752aMaterial): number | null {
  if (s.percent !== null) return s.percent;
  if (s.massMg !== null && m.massMg !== null && m.massMg > 0) return (s.massMg / m.massMg) * 100;
  return null;
}

/** A claimed exemption covers a substance when it is about that substance and still valid. */
function coveringExemption(
  claimed: readonly string[],
  ownClaims: readonly string[],
  substanceKey: string,
  day: VerdictDay,
): string | null {
  for (const id of claimed) {
    const known = day.exemptions.get(id);
    const state = exemptionState(day.exemptions, id, day.today, null);
    if (known && known.substance === substanceKey && !state.expired) return id;
    // An exemption we do not know, claimed on the substance itself, is taken at its word.
    if (!known && ownClaims.includes(id)) return id;
  }
  return null;
}

function rohsFindings(
  doc: Ipc1752aDocument,
  day: VerdictDay,
  notes: string[],
  applied: Set<string>,
): VerdictFinding[] {
  const findings: VerdictFinding[] = [];
  for (const material of doc.materials) {
    const totals = new Map<string, { percent: number; claims: string[] }>();
    for (const substance of material.substances) {
      const annex = findAnnexII(substance.cas ?? '') ?? findAnnexII(substance.name);
      if (!annex) continue;
      const percent = percentOfMaterial(substance, material);
      if (percent === null) {
        notes.push(
          `${substance.name} in ${material.name}: no concentration, or no mass of the material, so it was not checked`,
        );
        continue;
      }
      // Group members (PBB, PBDE congeners) add up within the material.
      const total = totals.get(annex.key) ?? { percent: 0, claims: [] };
      total.percent += percent;
      total.claims.push(...substance.exemptions);
      totals.set(annex.key, total);
    }
    for (const annex of ANNEX_II) {
      const total = totals.get(annex.key);
      if (!total || total.percent <= annex.limitPercent + EPSILON) continue;
      const claims = [...total.claims, ...doc.exemptions];
      const exemption = coveringExemption(claims, total.claims, annex.key, day);
      if (exemption) applied.add(exemption);
      const over = `${annex.name} at ${formatPercent(total.percent)} in ${material.name} exceeds ${formatPercent(annex.limitPercent)}`;
      findings.push({
        substance: annex.name,
        cas: annex.cas,
        material: material.name,
        concentration: total.percent,
        limit: annex.limitPercent,
        exemption,
        text: exemption ? `${over}, exempted by ${exemption}` : `${over}, with no valid exemption`,
      });
    }
  }
  return findings;
}

function candidateMatcher(list: readonly CandidateListSubstance[]) {
  const byCas = new Map(list.filter((c) => c.cas).map((c) => [c.cas?.trim() ?? '', c]));
  const byName = new Map(list.map((c) => [normalise(c.name), c]));
  return (s: Ipc1752aSubstance) =>
    (s.cas ? byCas.get(s.cas) : undefined) ?? byName.get(normalise(s.name));
}

function reachFindings(
  doc: Ipc1752aDocument,
  list: readonly CandidateListSubstance[],
  notes: string[],
): VerdictFinding[] {
  const match = candidateMatcher(list);
  const materialsMass = doc.materials.every((m) => m.massMg !== null)
    ? doc.materials.reduce((sum, m) => sum + (m.massMg ?? 0), 0)
    : null;
  const articleMass = doc.productMassMg ?? materialsMass;
  const masses = new Map<string, { name: string; cas: string | null; massMg: number }>();
  for (const material of doc.materials) {
    for (const substance of material.substances) {
      const candidate = match(substance);
      if (!candidate) continue;
      const percent = percentOfMaterial(substance, material);
      const massMg =
        substance.massMg ??
        (percent !== null && material.massMg !== null ? (percent / 100) * material.massMg : null);
      if (massMg === null || !articleMass) {
        notes.push(`${candidate.name} (REACH candidate list): its share of the article is unknown`);
        continue;
      }
      const entry = masses.get(candidate.name) ?? {
        name: candidate.name,
        cas: candidate.cas,
        massMg: 0,
      };
      entry.massMg += massMg;
      masses.set(candidate.name, entry);
    }
  }
  const findings: VerdictFinding[] = [];
  for (const { name, cas, massMg } of masses.values()) {
    const percent = (massMg / (articleMass ?? 1)) * 100;
    if (percent <= SVHC_LIMIT_PERCENT + EPSILON) continue;
    findings.push({
      substance: name,
      cas,
      material: null,
      concentration: percent,
      limit: SVHC_LIMIT_PERCENT,
      exemption: null,
      text: `${name} (REACH candidate list) at ${formatPercent(percent)} of the article exceeds 0.1 %`,
    });
  }
  return findings;
}

/** Class C: no figures, the supplier's answer and declared exemptions decide. */
function classCVerdict(doc: Ipc1752aDocument, day: VerdictDay): Ipc1752aVerdict {
  const notes: string[] = [];
  const expired = doc.exemptions
    .map((id) => ({ id, state: exemptionState(day.exemptions, id, day.today, null) }))
    .filter(({ state }) => state.expired);
  for (const { id, state } of expired) {
    notes.push(`Exemption ${id} is claimed but expired ${state.expires ?? ''}`.trim());
  }
  if (doc.rohsDeclared === null) notes.push('The declaration gives no RoHS answer');
  if (doc.rohsDeclared === 'no')
    notes.push('The supplier declares that the part does not meet RoHS');
  const compliant =
    (doc.rohsDeclared === 'yes' || doc.rohsDeclared === 'exempt') && expired.length === 0;
  const result = !compliant
    ? 'not-compliant'
    : doc.exemptions.length > 0 || doc.rohsDeclared === 'exempt'
      ? 'compliant-with-exemptions'
      : 'compliant';
  return { result, exemptions: doc.exemptions, findings: [], notes };
}

export function ipc1752aVerdict(
  doc: Ipc1752aDocument,
  candidateList: CandidateListSubstance[] | null,
  day: VerdictDay,
): Ipc1752aVerdict {
  const hasFigures = doc.materials.some((m) => m.substances.length > 0);
  if (doc.declarationClass === 'C' && !hasFigures) return classCVerdict(doc, day);
  const notes: string[] = [];
  const applied = new Set<string>();
  const findings = rohsFindings(doc, day, notes, applied);
  if (candidateList) findings.push(...reachFindings(doc, candidateList, notes));
  else notes.push('No REACH candidate list has been imported, so REACH was not checked');
  const exemptions = [...applied];
  const result = findings.some((f) => f.exemption === null)
    ? 'not-compliant'
    : exemptions.length > 0
      ? 'compliant-with-exemptions'
      : 'compliant';
  return { result, exemptions, findings, notes };
}
