/**
 * The Annex III table that ships with the app (DESIGN.md §10.2): the entries used in
 * electronics as of the three delegated directives of 8 September 2025, published in the
 * Official Journal on 21 November 2025 ((EU) 2025/1802, 2025/2363, 2025/2364; in force 11
 * December 2025, applied from 1 July 2026). An admin imports a newer version when the law
 * changes (docs/07-declarations.md "Law tables").
 *
 * What was checked against EUR-Lex (DESIGN-NOTES.md "The law as data"):
 * - Verified on EUR-Lex: number, title, date of adoption (8 September 2025) and OJ reference
 *   (OJ L, 21.11.2025) of 2025/1802 (EN text) and 2025/2364 (FR and DA texts), so the `act`,
 *   `actDate` and `source` of their entries; and their legal bases: 2025/1802 Art. 5(1)(a) only
 *   (grant or renew), 2025/2364 Art. 5(1)(a) and (b) (the power to delete an entry).
 * - 2025/2363: number, title and OJ date read only in reproductions of the OJ, not on EUR-Lex.
 * - NOT verified: every 2025 annex row. Expiry dates, category scopes, the splits and the
 *   revocation of 6(b)-II with its phase-out come from secondary sources (test-lab and
 *   consultancy bulletins), because the annexes could not be read on EUR-Lex. Check the OJ
 *   annex before relying on one of these dates in a technical file.
 * - Open points in those sources: one bulletin dates 6(b)-II 28 March 2027 for categories 1–7
 *   and 10, another 11 June 2027 (kept). Annex I sub-categories cannot be expressed here: the
 *   bulletins limit 6(b)-I's later date to category 9 industrial monitoring and control
 *   instruments (and 11) and exclude those instruments from 6(b)-III; both rows below cover
 *   all of category 9.
 */
import type { EeeCategory } from './eee-category.js';
import type { ExemptionTable, RohsExemption } from './exemptions.js';

const ALL: EeeCategory[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const CAT_1_7_10: EeeCategory[] = [1, 2, 3, 4, 5, 6, 7, 10];

const ACT_2025_1802 = 'Commission Delegated Directive (EU) 2025/1802';
const ACT_2025_2363 = 'Commission Delegated Directive (EU) 2025/2363';
const ACT_2025_2364 = 'Commission Delegated Directive (EU) 2025/2364';
const OJ_2025 = '2025-11-21';
const ELI_1802 = 'https://eur-lex.europa.eu/eli/dir_del/2025/1802/oj';
const ELI_2363 = 'https://eur-lex.europa.eu/eli/dir_del/2025/2363/oj';
const ELI_2364 = 'https://eur-lex.europa.eu/eli/dir_del/2025/2364/oj';

/** An entry the 2025 acts left alone whose renewal was applied for before 21 July 2020. */
const pending = (categories: EeeCategory[], expires: string) => ({
  categories,
  expires,
  renewalPending: true,
});

const lead = (e: Omit<RohsExemption, 'substance'>): RohsExemption => ({ ...e, substance: 'lead' });

// The spreads below carry act, OJ date and ELI (verified on EUR-Lex for 2025/1802 and 2025/2364).
// Each entry's dates, scope and wording are from secondary sources (header), not the OJ annex.
const alloy2364 = { act: ACT_2025_2364, actDate: OJ_2025, source: ELI_2364 };
const solder1802 = {
  act: ACT_2025_1802,
  actDate: OJ_2025,
  source: ELI_1802,
  limit: 'lead-based alloys containing 85 % by weight or more lead',
};
const ceramic2363 = { act: ACT_2025_2363, actDate: OJ_2025, source: ELI_2363, limit: null };

export const SHIPPED_EXEMPTION_TABLE: ExemptionTable = {
  date: OJ_2025,
  source:
    'Directive 2011/65/EU Annex III as amended by Delegated Directives (EU) 2025/1802, 2025/2363 and 2025/2364 (OJ L, 21.11.2025)',
  exemptions: [
    {
      id: '1(a)',
      description:
        'Mercury in single-capped (compact) fluorescent lamps for general lighting purposes < 30 W',
      substance: 'mercury',
      limit: '2.5 mg per burner',
      categories: [{ categories: ALL, expires: '2023-02-24' }],
      act: 'Commission Delegated Directive (EU) 2022/276',
      actDate: '2022-02-24',
    },
    {
      id: '1(f)-I',
      description:
        'Mercury in single-capped (compact) fluorescent lamps designed to emit mainly light in the ultraviolet spectrum',
      substance: 'mercury',
      limit: '5 mg per burner',
      categories: [{ categories: ALL, expires: '2027-02-24' }],
      act: 'Commission Delegated Directive (EU) 2022/281',
      actDate: '2022-02-24',
    },
    lead({
      id: '6(a)',
      description:
        'Lead as an alloying element in steel for machining purposes and in galvanised steel',
      limit: 'up to 0.35 % lead by weight',
      categories: [{ categories: ALL, expires: '2026-12-11' }],
      ...alloy2364,
    }),
    lead({
      id: '6(a)-I',
      description: 'Lead as an alloying element in steel for machining purposes',
      limit: 'up to 0.35 % lead by weight',
      categories: [{ categories: ALL, expires: '2027-06-30' }],
      ...alloy2364,
    }),
    lead({
      id: '6(a)-II',
      description: 'Lead as an alloying element in batch hot-dip galvanised steel components',
      limit: 'up to 0.2 % lead by weight',
      categories: [{ categories: ALL, expires: '2027-06-30' }],
      ...alloy2364,
    }),
    lead({
      id: '6(b)',
      description: 'Lead as an alloying element in aluminium',
      limit: 'up to 0.4 % lead by weight',
      categories: [{ categories: ALL, expires: '2027-06-11' }],
      ...alloy2364,
    }),
    lead({
      id: '6(b)-I',
      description:
        'Lead as an alloying element in aluminium, provided it stems from lead-bearing aluminium scrap recycling',
      limit: 'up to 0.4 % lead by weight',
      categories: [
        { categories: CAT_1_7_10, expires: '2026-12-11' },
        // Bulletins: category 9 industrial monitoring and control instruments, and 11.
        { categories: [9, 11], expires: '2027-06-30' },
      ],
      ...alloy2364,
    }),
    // Secondary sources disagree on categories 1–7 and 10: 11 June 2027 or 28 March 2027.
    lead({
      id: '6(b)-II',
      description: 'Lead as an alloying element in aluminium for machining purposes',
      limit: 'up to 0.4 % lead by weight',
      categories: [
        { categories: CAT_1_7_10, expires: '2027-06-11' },
        { categories: [9, 11], expires: '2027-06-30' },
      ],
      revoked: true,
      ...alloy2364,
    }),
    lead({
      id: '6(b)-III',
      description:
        'Lead as an alloying element in aluminium casting alloys, provided it stems from lead-bearing aluminium scrap recycling',
      limit: 'up to 0.3 % lead by weight',
      // Bulletins: categories 1–10 except category 9 industrial monitoring and control instruments.
      categories: [{ categories: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], expires: '2027-06-30' }],
      ...alloy2364,
    }),
    lead({
      id: '6(c)',
      description: 'Copper alloy containing lead',
      limit: 'up to 4 % lead by weight',
      categories: [{ categories: ALL, expires: '2027-06-30' }],
      ...alloy2364,
    }),
    lead({
      id: '7(a)',
      description: 'Lead in high melting temperature type solders',
      categories: [{ categories: ALL, expires: '2027-06-30' }],
      ...solder1802,
    }),
    lead({
      id: '7(a)-I',
      description:
        'Lead in high melting temperature type solders for die attach and internal interconnections in semiconductor assemblies meeting the current, voltage or die-size conditions of the entry',
      categories: [{ categories: ALL, expires: '2027-12-31' }],
      ...solder1802,
    }),
    lead({
      id: '7(a)-II',
      description:
        'Lead in high melting temperature type solders for integral die-attach connections in components meeting the thermal and electrical conductivity and melting-temperature conditions of the entry',
      categories: [{ categories: ALL, expires: '2027-12-31' }],
      ...solder1802,
    }),
    lead({
      id: '7(a)-III',
      description:
        'Lead in high melting temperature type solders for first-level solder joints of components mounted afterwards without reflow of the first-level joint',
      categories: [{ categories: ALL, expires: '2027-12-31' }],
      ...solder1802,
    }),
    lead({
      id: '7(a)-IV',
      description:
        'Lead in high melting temperature type solders for second-level solder joints connecting components to sub-assemblies',
      categories: [{ categories: ALL, expires: '2027-12-31' }],
      ...solder1802,
    }),
    lead({
      id: '7(a)-V',
      description:
        'Lead in high melting temperature type solders, application-specific sub-entry V of (EU) 2025/1802 (check the wording in the OJ)',
      categories: [{ categories: ALL, expires: '2027-12-31' }],
      ...solder1802,
    }),
    lead({
      id: '7(a)-VI',
      description:
        'Lead in high melting temperature type solders, application-specific sub-entry VI of (EU) 2025/1802 (check the wording in the OJ)',
      categories: [{ categories: ALL, expires: '2027-12-31' }],
      ...solder1802,
    }),
    lead({
      id: '7(a)-VII',
      description:
        'Lead in high melting temperature type solders, application-specific sub-entry VII of (EU) 2025/1802 (check the wording in the OJ)',
      categories: [{ categories: ALL, expires: '2027-12-31' }],
      ...solder1802,
    }),
    lead({
      id: '7(b)',
      description:
        'Lead in solders for servers, storage and storage array systems, network infrastructure equipment for telecommunications',
      limit: null,
      categories: [
        { categories: CAT_1_7_10, expires: '2016-07-21' },
        { categories: [8, 9, 11], expires: null },
      ],
      act: 'Directive 2011/65/EU',
      actDate: '2011-07-01',
    }),
    lead({
      id: '7(c)-I',
      description:
        'Electrical and electronic components containing lead in a glass or ceramic other than dielectric ceramic in capacitors, or in a glass or ceramic matrix compound',
      categories: [{ categories: ALL, expires: '2027-06-30' }],
      ...ceramic2363,
    }),
    lead({
      id: '7(c)-II',
      description:
        'Lead in dielectric ceramic in capacitors for a rated voltage of 125 V AC or 250 V DC or higher',
      categories: [{ categories: ALL, expires: '2027-12-31' }],
      ...ceramic2363,
    }),
    lead({
      id: '7(c)-III',
      description:
        'Lead in dielectric ceramic in capacitors for a rated voltage of less than 125 V AC or 250 V DC',
      limit: null,
      categories: [{ categories: ALL, expires: '2012-12-31' }],
      act: 'Directive 2011/65/EU',
      actDate: '2011-07-01',
    }),
    lead({
      id: '7(c)-IV',
      description:
        'Lead in PZT-based dielectric ceramic materials for capacitors which are part of integrated circuits or discrete semiconductors',
      limit: null,
      categories: [pending(ALL, '2021-07-21')],
      act: 'Commission Delegated Directive (EU) 2019/170',
      actDate: '2019-02-05',
    }),
    lead({
      id: '7(c)-V',
      description: 'Lead in glass of electrical and electronic components',
      categories: [{ categories: ALL, expires: '2027-12-31' }],
      ...ceramic2363,
    }),
    lead({
      id: '7(c)-VI',
      description:
        'Lead in piezoelectric lead zirconate titanate (PZT) ceramics, or in ceramics with positive temperature coefficient (PTC) properties, of electrical and electronic components',
      categories: [{ categories: ALL, expires: '2027-12-31' }],
      ...ceramic2363,
    }),
    {
      id: '8(b)',
      description: 'Cadmium and its compounds in electrical contacts',
      substance: 'cadmium',
      limit: null,
      categories: [pending(ALL, '2021-07-21')],
      act: 'Commission Delegated Directive (EU) 2019/171',
      actDate: '2019-02-05',
    },
    {
      id: '8(b)-I',
      description:
        'Cadmium and its compounds in electrical contacts used in circuit breakers, thermal sensing controls, thermal motor protectors and certain AC/DC switches',
      substance: 'cadmium',
      limit: null,
      categories: [pending(ALL, '2021-07-21')],
      act: 'Commission Delegated Directive (EU) 2019/171',
      actDate: '2019-02-05',
    },
    lead({
      id: '13(a)',
      description: 'Lead in white glasses used for optical applications',
      limit: null,
      categories: [pending([...CAT_1_7_10, 8, 9], '2021-07-21'), pending([11], '2024-07-21')],
      act: 'Commission Delegated Directive (EU) 2017/1011',
      actDate: '2017-06-16',
    }),
    lead({
      id: '15',
      description:
        'Lead in solders to complete a viable electrical connection between semiconductor die and carrier within integrated circuit flip chip packages',
      limit: null,
      categories: [{ categories: [8, 9, 11], expires: null }],
      act: 'Commission Delegated Directive (EU) 2019/172',
      actDate: '2019-02-05',
    }),
    lead({
      id: '15(a)',
      description:
        'Lead in solders to complete a viable electrical connection between the semiconductor die and carrier within integrated circuit flip chip packages meeting the technology-node, die-size or stacking criteria',
      limit: null,
      categories: [pending(CAT_1_7_10, '2021-07-21')],
      act: 'Commission Delegated Directive (EU) 2019/172',
      actDate: '2019-02-05',
    }),
    lead({
      id: '24',
      description:
        'Lead in solders for soldering to machined through-hole discoidal and planar array ceramic multilayer capacitors',
      limit: null,
      categories: [pending(ALL, '2021-07-21')],
      act: 'Commission Delegated Directive (EU) 2018/737',
      actDate: '2018-05-18',
    }),
    lead({
      id: '34',
      description: 'Lead in cermet-based trimmer potentiometer elements',
      limit: null,
      categories: [pending([...CAT_1_7_10, 8], '2021-07-21'), pending([9, 11], '2024-07-21')],
      act: 'Commission Delegated Directive (EU) 2018/738',
      actDate: '2018-05-18',
    }),
  ],
};
