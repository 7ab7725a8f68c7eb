/**
 * The RoHS Annex III exemptions used in electronics, with their expiry dates, and how one
 * stands on a given day (DESIGN.md §9.3, §9.4). Data that ships with the app.
 */
export interface RohsExemption {
  /** Canonical id, as `canonical.ts` writes it: `7(c)-I`. */
  id: string;
  description: string;
  substance: string;
  /** Last day of validity for categories 1–7 and 10; null when no date applies. */
  expires: string | null;
  /** Renewal applied for in time (Art. 5(5)): valid until the Commission decides. */
  renewalPending: boolean;
}

/**
 * Annex III of Directive 2011/65/EU for categories 1–7 and 10 (most electronics), as known to
 * the author in 2025: most exemptions below were due to expire on 21 July 2021, their renewal
 * was applied for by January 2020, and the Commission had not decided, so they stay valid
 * (renewal pending). The mercury lamp exemption 1(a) ended under the 2022 lamp delegated
 * directives. Categories 8, 9 and 11 have other dates. A compliance engineer should check
 * this table against the Commission's published list when a decision is announced.
 */
export const ROHS_EXEMPTIONS: readonly RohsExemption[] = [
  {
    id: '1(a)',
    description:
      'Mercury in single-capped compact fluorescent lamps for general lighting purposes < 30 W (≤ 2.5 mg per burner)',
    substance: 'mercury',
    expires: '2023-02-24',
    renewalPending: false,
  },
  {
    id: '1(f)-I',
    description:
      'Mercury in single-capped compact fluorescent lamps designed to emit mainly UV light (≤ 5 mg)',
    substance: 'mercury',
    expires: '2027-02-24',
    renewalPending: false,
  },
  {
    id: '6(a)',
    description:
      'Lead as an alloying element in steel for machining purposes and in galvanised steel containing up to 0.35 % lead by weight',
    substance: 'lead',
    expires: '2021-07-21',
    renewalPending: true,
  },
  {
    id: '6(a)-I',
    description:
      'Lead as an alloying element in steel for machining purposes (up to 0.35 %) and in batch hot-dip galvanised steel components (up to 0.2 %)',
    substance: 'lead',
    expires: '2021-07-21',
    renewalPending: true,
  },
  {
    id: '6(b)',
    description: 'Lead as an alloying element in aluminium containing up to 0.4 % lead by weight',
    substance: 'lead',
    expires: '2021-07-21',
    renewalPending: true,
  },
  {
    id: '6(b)-I',
    description:
      'Lead as an alloying element in aluminium containing up to 0.4 % lead, from lead-bearing aluminium scrap recycling',
    substance: 'lead',
    expires: '2021-07-21',
    renewalPending: true,
  },
  {
    id: '6(b)-II',
    description:
      'Lead as an alloying element in aluminium for machining purposes with a lead content up to 0.4 %',
    substance: 'lead',
    expires: '2021-05-18',
    renewalPending: true,
  },
  {
    id: '6(c)',
    description: 'Copper alloy containing up to 4 % lead by weight',
    substance: 'lead',
    expires: '2021-07-21',
    renewalPending: true,
  },
  {
    id: '7(a)',
    description:
      'Lead in high melting temperature type solders (lead-based alloys containing 85 % by weight or more lead)',
    substance: 'lead',
    expires: '2021-07-21',
    renewalPending: true,
  },
  {
    id: '7(b)',
    description:
      'Lead in solders for servers, storage and storage array systems, network infrastructure equipment for telecommunications',
    substance: 'lead',
    expires: '2016-07-21',
    renewalPending: false,
  },
  {
    id: '7(c)-I',
    description:
      'Electrical and electronic components containing lead in a glass or ceramic other than dielectric ceramic in capacitors, e.g. piezoelectronic devices, or in a glass or ceramic matrix compound',
    substance: 'lead',
    expires: '2021-07-21',
    renewalPending: true,
  },
  {
    id: '7(c)-II',
    description:
      'Lead in dielectric ceramic in capacitors for a rated voltage of 125 V AC or 250 V DC or higher',
    substance: 'lead',
    expires: '2021-07-21',
    renewalPending: true,
  },
  {
    id: '7(c)-III',
    description:
      'Lead in dielectric ceramic in capacitors for a rated voltage of less than 125 V AC or 250 V DC',
    substance: 'lead',
    expires: '2012-12-31',
    renewalPending: false,
  },
  {
    id: '7(c)-IV',
    description:
      'Lead in PZT-based dielectric ceramic materials for capacitors which are part of integrated circuits or discrete semiconductors',
    substance: 'lead',
    expires: '2021-07-21',
    renewalPending: true,
  },
  {
    id: '8(b)',
    description: 'Cadmium and its compounds in electrical contacts',
    substance: 'cadmium',
    expires: '2021-07-21',
    renewalPending: true,
  },
  {
    id: '8(b)-I',
    description:
      'Cadmium and its compounds in electrical contacts used in circuit breakers, thermal sensing controls, thermal motor protectors and certain AC/DC switches',
    substance: 'cadmium',
    expires: '2021-07-21',
    renewalPending: true,
  },
  {
    id: '13(a)',
    description: 'Lead in white glasses used for optical applications',
    substance: 'lead',
    expires: '2021-07-21',
    renewalPending: true,
  },
  {
    id: '15',
    description:
      'Lead in solders to complete a viable electrical connection between semiconductor die and carrier within integrated circuit flip chip packages',
    substance: 'lead',
    expires: '2021-07-21',
    renewalPending: true,
  },
  {
    id: '15(a)',
    description:
      'Lead in solders to complete a viable electrical connection between the semiconductor die and carrier within integrated circuit flip chip packages meeting the technology-node, die-size or stacking criteria',
    substance: 'lead',
    expires: '2021-07-21',
    renewalPending: true,
  },
  {
    id: '24',
    description:
      'Lead in solders for soldering to machined through-hole discoidal and planar array ceramic multilayer capacitors',
    substance: 'lead',
    expires: '2021-07-21',
    renewalPending: true,
  },
  {
    id: '34',
    description: 'Lead in cermet-based trimmer potentiometer elements',
    substance: 'lead',
    expires: '2021-07-21',
    renewalPending: true,
  },
];

const EXEMPTIONS_BY_ID: ReadonlyMap<string, RohsExemption> = new Map(
  ROHS_EXEMPTIONS.map((e) => [e.id, e]),
);

export function findExemption(id: string): RohsExemption | undefined {
  return EXEMPTIONS_BY_ID.get(id.trim());
}

/** A `YYYY-MM` date is read as the first day of that month; `YYYY-MM-DD` as is. */
export function dateAsDay(date: string): string {
  return /^\d{4}-\d{2}$/.test(date) ? `${date}-01` : date;
}

/** Whole days from `from` to `to` (negative when `to` is earlier); months count from their first day. */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${dateAsDay(to)}T00:00:00Z`) - Date.parse(`${dateAsDay(from)}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

export interface ExemptionState {
  known: boolean;
  expired: boolean;
  /** Days until the last valid day (0 on that day); null when no date applies or renewal is pending. */
  expiresInDays: number | null;
  renewalPending: boolean;
}

/** Whether an exemption can still be relied on `today`; an unknown id is never aged. */
export function exemptionState(id: string, today: string): ExemptionState {
  const exemption = findExemption(id);
  if (!exemption)
    return { known: false, expired: false, expiresInDays: null, renewalPending: false };
  // Art. 5(5): an exemption whose renewal was applied for in time stays valid until decided.
  if (exemption.renewalPending || exemption.expires === null) {
    return {
      known: true,
      expired: false,
      expiresInDays: null,
      renewalPending: exemption.renewalPending,
    };
  }
  const expiresInDays = daysBetween(today, exemption.expires);
  return { known: true, expired: expiresInDays < 0, expiresInDays, renewalPending: false };
}
