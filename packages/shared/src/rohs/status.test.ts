import { describe, expect, it } from 'vitest';
import { SHIPPED_EXEMPTION_TABLE } from './exemption-table.js';
import { exemptionLookup } from './exemptions.js';
import {
  ROHS_REASONS,
  RohsStatus,
  assessDeclaration,
  materialRohsStatus,
  type CandidateListVersion,
  type DeclarationFacts,
  type StatusContext,
} from './status.js';
import { declarationFacts } from './declaration-facts.test-support.js';
import { derivePartRohsStatus } from './part-status.js';

const decl = declarationFacts;

const LISTS: CandidateListVersion[] = [
  { date: '2024-06-27', entries: 241 },
  { date: '2023-01-17', entries: 233 },
  { date: '2024-01-23', entries: 240 },
  { date: '2023-06-14', entries: 235 },
];

const SHIPPED = exemptionLookup(SHIPPED_EXEMPTION_TABLE);

const ctx = (overrides: Partial<StatusContext> = {}): StatusContext => ({
  today: '2025-06-01',
  candidateLists: [],
  maxAgeYears: null,
  exemptions: SHIPPED,
  category: null,
  ...overrides,
});

type Case = [
  name: string,
  facts: Partial<DeclarationFacts>,
  context: Partial<StatusContext>,
  status: number,
  reason: string,
];

const { Approved, SoonOutdated, Outdated, InReview, NotApproved } = RohsStatus;
const reach = (date: string | null, entries: number | null = null) => ({
  kind: 'REACH' as const,
  directives: ['1907/2006'],
  candidateList: { date, entries },
});

describe('assessDeclaration', () => {
  it.each<Case>([
    // RoHS directives and dates
    [
      'RoHS 3 is approved',
      {},
      {},
      Approved,
      'Approved: cites 2011/65/EU, (EU) 2015/863, issued 2023-05-01',
    ],
    [
      'only 2002/95/EC is outdated',
      { directives: ['2002/95/EC'] },
      {},
      Outdated,
      'Cites only 2002/95/EC (RoHS 1)',
    ],
    [
      'RoHS 1 and 2 counts as RoHS 2',
      { directives: ['2002/95/EC', '2011/65/EU'], dateIssue: '2016-02-01' },
      {},
      SoonOutdated,
      'issued 2016-02-01',
    ],
    [
      'only 2011/65/EU before 2015-06-04 is outdated',
      { directives: ['2011/65/EU'], dateIssue: '2014-12-01' },
      {},
      Outdated,
      'Cites 2011/65/EU (RoHS 2) without (EU) 2015/863, issued 2014-12-01',
    ],
    [
      'only 2011/65/EU on 2015-06-04 is soon outdated',
      { directives: ['2011/65/EU'], dateIssue: '2015-06-04' },
      {},
      SoonOutdated,
      'before the four phthalates applied',
    ],
    [
      'only 2011/65/EU in a printed month before 2019-07-22',
      { directives: ['2011/65/EU'], dateIssue: '2017-03' },
      {},
      SoonOutdated,
      'issued 2017-03',
    ],
    [
      'a month counts from its first day: 2019-07 is before 2019-07-22',
      { directives: ['2011/65/EU'], dateIssue: '2019-07' },
      {},
      SoonOutdated,
      'issued 2019-07',
    ],
    [
      'only 2011/65/EU from 2019-07-22 on is approved',
      { directives: ['2011/65/EU'], dateIssue: '2019-07-22' },
      {},
      Approved,
      'cites 2011/65/EU',
    ],
    [
      'an undated one is aged from its collection',
      { directives: ['2011/65/EU'], dateIssue: null, dateCollection: '2014-01-01' },
      {},
      Outdated,
      'undated, collected 2014-01-01',
    ],
    [
      'an undated RoHS 3 statement is approved',
      { dateIssue: null },
      {},
      Approved,
      'undated, collected 2024-01-10',
    ],
    [
      'a datasheet with a date and no directive is approved',
      { kind: 'Datasheet', directives: [] },
      {},
      Approved,
      'Approved: issued 2023-05-01',
    ],
    // exemptions
    [
      'an expired exemption makes it outdated',
      { exemptions: ['7(b)'] },
      {},
      Outdated,
      'Relies on exemption 7(b), expired 2016-07-21',
    ],
    [
      'a renewal-pending exemption never expires',
      { exemptions: ['7(c)-IV'] },
      { today: '2030-01-01' },
      Approved,
      'relies on exemption 7(c)-IV (renewal pending)',
    ],
    [
      'an exemption expiring within 180 days',
      { exemptions: ['1(f)-I'] },
      { today: '2026-10-01' },
      SoonOutdated,
      'Relies on exemption 1(f)-I, which expires 2027-02-24 (in 146 days)',
    ],
    [
      'an exemption expiring later than 180 days',
      { exemptions: ['1(f)-I'] },
      { today: '2026-08-01' },
      Approved,
      'relies on exemption 1(f)-I',
    ],
    [
      'an exemption on its last valid day',
      { exemptions: ['1(f)-I'] },
      { today: '2027-02-24' },
      SoonOutdated,
      '(in 0 days)',
    ],
    [
      'an exemption the day after its last day',
      { exemptions: ['1(f)-I'] },
      { today: '2027-02-25' },
      Outdated,
      'expired 2027-02-24',
    ],
    [
      'an unknown exemption is not aged',
      { exemptions: ['99(z)'] },
      {},
      Approved,
      'relies on exemption 99(z)',
    ],
    [
      'the worst finding wins: RoHS 2 before 2019 and an expired exemption',
      { directives: ['2011/65/EU'], dateIssue: '2018-01-01', exemptions: ['7(b)'] },
      {},
      Outdated,
      'Relies on exemption 7(b), expired 2016-07-21',
    ],
    // maximum age
    [
      'older than the maximum age is outdated',
      { dateIssue: '2020-06-01' },
      { maxAgeYears: 5 },
      Outdated,
      'Issued 2020-06-01: 5 years or more ago',
    ],
    [
      'a day younger than the maximum age is approved',
      { dateIssue: '2020-06-02' },
      { maxAgeYears: 5 },
      Approved,
      'issued 2020-06-02',
    ],
    [
      'no maximum age by default',
      { dateIssue: '2012-06-02', directives: ['(EU) 2015/863'] },
      {},
      Approved,
      'issued 2012-06-02',
    ],
    // review state and check by hand
    [
      'no date and no directive stays in review even when approved',
      { dateIssue: null, directives: [] },
      {},
      InReview,
      ROHS_REASONS.checkByHand,
    ],
    [
      'no date and no directive while in review',
      { dateIssue: null, directives: [], reviewState: 'in-review' },
      {},
      InReview,
      ROHS_REASONS.checkByHand,
    ],
    [
      'one awaiting review',
      { reviewState: 'in-review' },
      {},
      InReview,
      'Declaration issued 2023-05-01 awaits review',
    ],
    [
      'a rejected one',
      { reviewState: 'rejected' },
      {},
      NotApproved,
      'Declaration issued 2023-05-01 was rejected',
    ],
    // REACH against imported candidate-list versions
    [
      'REACH against the current list',
      reach('2024-06-27'),
      { candidateLists: LISTS },
      Approved,
      'Approved: declared against the current REACH candidate list (2024-06-27, 241 entries)',
    ],
    [
      'REACH one version behind',
      reach('2024-01-23'),
      { candidateLists: LISTS },
      SoonOutdated,
      'candidate list of 2024-01-23; one newer version',
    ],
    [
      'REACH two versions behind',
      reach('2023-06-14'),
      { candidateLists: LISTS },
      Outdated,
      '2 newer versions',
    ],
    [
      'REACH dated between two versions takes the older',
      reach('2024-03-01'),
      { candidateLists: LISTS },
      SoonOutdated,
      'candidate list of 2024-03-01',
    ],
    [
      'REACH older than every imported version',
      reach('2020-01-16'),
      { candidateLists: LISTS },
      Outdated,
      '4 newer versions',
    ],
    [
      'REACH by entry count only',
      reach(null, 240),
      { candidateLists: LISTS },
      SoonOutdated,
      'candidate list of 240 entries',
    ],
    [
      'an exact entry count beats a vague date',
      reach('2024-01', 241),
      { candidateLists: LISTS },
      Approved,
      'current REACH candidate list',
    ],
    [
      'an unmatched entry count alone is placed by size',
      reach(null, 236),
      { candidateLists: LISTS },
      Outdated,
      '2 newer versions',
    ],
    [
      'REACH stating no list is soon outdated',
      { ...reach(null), candidateList: null, dateIssue: '2024-08-01' },
      { candidateLists: LISTS },
      SoonOutdated,
      'Does not state which REACH candidate list',
    ],
    [
      'REACH stating no list, written before two newer versions',
      { ...reach(null), candidateList: null, dateIssue: '2023-02-01' },
      { candidateLists: LISTS },
      Outdated,
      '3 versions have been published since it was issued 2023-02-01',
    ],
    [
      'REACH is not aged without imported versions',
      reach('2010-01-01'),
      {},
      Approved,
      'REACH not aged',
    ],
    [
      'a REACH statement is not read for RoHS directives',
      { ...reach('2024-06-27'), directives: ['2002/95/EC'] },
      { candidateLists: LISTS },
      Approved,
      'current REACH',
    ],
    [
      'a RoHS statement that names a candidate list is aged on REACH too',
      { candidateList: { date: '2024-01-23', entries: null } },
      { candidateLists: LISTS },
      SoonOutdated,
      'one newer version',
    ],
    [
      "a month names the list as it stood at the month's end (June 2024: the 27 June version)",
      reach('2024-06'),
      { candidateLists: LISTS },
      Approved,
      'current REACH',
    ],
    [
      'a month before the newest version is behind it',
      reach('2024-05'),
      { candidateLists: LISTS },
      SoonOutdated,
      'one newer version',
    ],
    [
      'a RoHS statement with no candidate list is not aged on REACH',
      {},
      { candidateLists: LISTS },
      Approved,
      'Approved: cites 2011/65/EU, (EU) 2015/863, issued 2023-05-01',
    ],
    [
      'RoHS+REACH takes the worse: REACH behind',
      { kind: 'RoHS+REACH', candidateList: { date: '2023-06-14', entries: null } },
      { candidateLists: LISTS },
      Outdated,
      '2 newer versions',
    ],
    [
      'RoHS+REACH takes the worse: RoHS 1',
      {
        kind: 'RoHS+REACH',
        directives: ['2002/95/EC'],
        candidateList: { date: '2024-06-27', entries: null },
      },
      { candidateLists: LISTS },
      Outdated,
      'Cites only 2002/95/EC (RoHS 1)',
    ],
    [
      'RoHS+REACH both current lists both facts',
      { kind: 'RoHS+REACH', candidateList: { date: '2024-06-27', entries: 241 } },
      { candidateLists: LISTS },
      Approved,
      'issued 2023-05-01; declared against the current REACH candidate list',
    ],
    [
      'a candidate-list date is a date to check by',
      { ...reach('2024-06-27'), directives: [], dateIssue: null },
      { candidateLists: LISTS },
      Approved,
      'current REACH',
    ],
  ])('%s', (_name, facts, context, status, reason) => {
    const verdict = assessDeclaration(decl(facts), ctx(context));
    expect(verdict.status).toBe(status);
    expect(verdict.reason).toContain(reason);
    expect(verdict.declarationId).toBe(1);
  });
});

describe('derivePartRohsStatus', () => {
  it('no covering declaration is Pending', () => {
    expect(derivePartRohsStatus([], ctx())).toEqual({
      status: RohsStatus.Pending,
      reason: 'No declaration covers this part',
      declarationId: null,
    });
  });

  it('no covering declaration and an open request is Waiting for reply', () => {
    const verdict = derivePartRohsStatus([], { ...ctx(), requestOpen: true });
    expect(verdict.status).toBe(RohsStatus.WaitingForReply);
    expect(verdict.declarationId).toBe(null);
  });

  it('one awaiting review, none approved, is In review', () => {
    const verdict = derivePartRohsStatus(
      [decl({ id: 1, reviewState: 'rejected' }), decl({ id: 2, reviewState: 'in-review' })],
      ctx(),
    );
    expect(verdict).toMatchObject({ status: RohsStatus.InReview, declarationId: 2 });
  });

  it('every covering declaration rejected is Not approved', () => {
    const verdict = derivePartRohsStatus(
      [
        decl({ id: 1, reviewState: 'rejected' }),
        decl({ id: 2, reviewState: 'rejected', specificity: 'all' }),
      ],
      { ...ctx(), requestOpen: true },
    );
    expect(verdict).toEqual({
      status: RohsStatus.NotApproved,
      reason: 'All 2 declarations covering this part were rejected',
      declarationId: 1,
    });
  });

  it('approved declarations alone decide, even when outdated and another awaits review', () => {
    const verdict = derivePartRohsStatus(
      [decl({ id: 1, directives: ['2002/95/EC'] }), decl({ id: 2, reviewState: 'in-review' })],
      ctx(),
    );
    expect(verdict).toMatchObject({ status: RohsStatus.Outdated, declarationId: 1 });
  });

  it('an old part-specific letter never hides a current blanket statement', () => {
    const verdict = derivePartRohsStatus(
      [
        decl({ id: 1, specificity: 'mpn', directives: ['2002/95/EC'], dateIssue: '2009-01-01' }),
        decl({ id: 2, specificity: 'all', dateIssue: '2024-02-01' }),
      ],
      ctx(),
    );
    expect(verdict).toMatchObject({ status: RohsStatus.Approved, declarationId: 2 });
  });

  it.each([
    [[SoonOutdated, Outdated], SoonOutdated],
    [[Outdated, InReview], InReview],
    [[InReview, SoonOutdated], SoonOutdated],
    [[Outdated, SoonOutdated, Approved], Approved],
  ])('the best of %j wins: %i', (statuses, expected) => {
    const facts: Record<number, Partial<DeclarationFacts>> = {
      [Approved]: {},
      [SoonOutdated]: { directives: ['2011/65/EU'], dateIssue: '2018-01-01' },
      [Outdated]: { directives: ['2002/95/EC'] },
      [InReview]: { directives: [], dateIssue: null },
    };
    const ds = statuses.map((s, i) => decl({ id: i + 1, ...facts[s] }));
    expect(derivePartRohsStatus(ds, ctx()).status).toBe(expected);
  });

  it('among equally good ones the most specific decides', () => {
    const ds = [
      decl({ id: 1, specificity: 'all', dateIssue: '2024-05-01' }),
      decl({ id: 2, specificity: 'series', dateIssue: '2023-01-01' }),
      decl({ id: 3, specificity: 'all-except', dateIssue: '2024-06-01' }),
    ];
    expect(derivePartRohsStatus(ds, ctx()).declarationId).toBe(2);
  });

  it('among equally specific ones the newest decides, an undated one by its collection', () => {
    const ds = [
      decl({ id: 1, dateIssue: '2023-01-01' }),
      decl({ id: 2, dateIssue: null, dateCollection: '2024-03-01' }),
      decl({ id: 3, dateIssue: '2024-02' }),
    ];
    expect(derivePartRohsStatus(ds, ctx()).declarationId).toBe(2);
  });

  it('with the same date the latest id decides', () => {
    const ds = [decl({ id: 7 }), decl({ id: 9 }), decl({ id: 8 })];
    expect(derivePartRohsStatus(ds, ctx()).declarationId).toBe(9);
  });

  it('the deciding verdict carries its own reason', () => {
    const ds = [decl({ id: 4, exemptions: ['7(b)'] })];
    expect(derivePartRohsStatus(ds, ctx())).toEqual({
      status: RohsStatus.Outdated,
      reason: 'Relies on exemption 7(b), expired 2016-07-21',
      declarationId: 4,
    });
  });
});

describe('materialRohsStatus', () => {
  const part = {
    status: RohsStatus.Approved,
    reason: 'Approved: issued 2023-05-01',
    declarationId: 3,
  };

  it('an open flag shows Flagged over the part status', () => {
    expect(materialRohsStatus(part, { flagged: true })).toEqual({
      status: RohsStatus.Flagged,
      reason: ROHS_REASONS.flagged,
      declarationId: 3,
    });
  });

  it('without a flag the part status shows', () => {
    expect(materialRohsStatus(part, { flagged: false })).toBe(part);
  });
});
