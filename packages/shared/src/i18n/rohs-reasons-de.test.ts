import { describe, expect, it } from 'vitest';
import { declarationFacts } from '../rohs/declaration-facts.test-support.js';
import { derivePartRohsStatus } from '../rohs/part-status.js';
import {
  ROHS_REASONS,
  assessDeclaration,
  type CandidateListVersion,
  type StatusContext,
} from '../rohs/status.js';
import { SHIPPED_EXEMPTION_TABLE } from '../rohs/exemption-table.js';
import { exemptionLookup } from '../rohs/exemptions.js';
import { germanRohsReason, rohsReasonIn } from './rohs-reasons-de.js';

const CURRENT: CandidateListVersion = { date: '2025-06-25', entries: 247 };

/** Every reason the generators write, with values of each shape. */
const SAMPLES: readonly string[] = [
  ROHS_REASONS.noDeclaration,
  ROHS_REASONS.requestOpen,
  ROHS_REASONS.flagged,
  ROHS_REASONS.checkByHand,
  ROHS_REASONS.awaitsReview('issued 2023-05-01'),
  ROHS_REASONS.rejected('undated, collected 2024-01-10'),
  ROHS_REASONS.allRejected(1),
  ROHS_REASONS.allRejected(3),
  ROHS_REASONS.approved('cites 2011/65/EU, (EU) 2015/863, issued 2023-05-01'),
  ROHS_REASONS.rohs1Only,
  ROHS_REASONS.rohs2BeforePhthalates('issued 2014-02-01'),
  ROHS_REASONS.rohs2WithoutPhthalates('undated, collected 2017-03-01'),
  ROHS_REASONS.exemptionExpired('7(c)-IV', '2021-07-21', null),
  ROHS_REASONS.exemptionExpired('7(c)-IV', '2021-07-21', 9),
  ROHS_REASONS.exemptionExpiresSoon('6(a)-I', '2027-07-21', 120, 3),
  ROHS_REASONS.exemptionExpiresSoon('6(a)-I', '2027-07-21', 1, null),
  ROHS_REASONS.exemptionOutOfScope('1(f)-I', 11),
  ROHS_REASONS.tooOld('issued 2015-01-01', 10),
  ROHS_REASONS.tooOld('undated, collected 2015-01-01', 10),
  ROHS_REASONS.reachCurrent(CURRENT),
  ROHS_REASONS.reachBehind('2024-06-27', 1, CURRENT),
  ROHS_REASONS.reachBehind('233 entries', 4, CURRENT),
  ROHS_REASONS.reachNotStated('issued 2023-05-01', 3, CURRENT),
  ROHS_REASONS.reachNotStated('undated, collected 2023-05-01', 2, CURRENT),
  ROHS_REASONS.reachNotStated('issued 2025-05-01', 0, CURRENT),
  ROHS_REASONS.reachNotAged,
];

/** English words of the reasons; none may be left in a German one. */
const ENGLISH =
  /\b(?:declarations?|covers?|part|request|flag|date|directive|awaits|review|rejected|approved|cites|without|before|relies|exemption|expire[sd]|which|category|years|declared|against|current|newer|versions?|published|since|entries|issued|undated|collected|renewal|pending|rests|strongest|not|no|and|of|the)\b/i;

const decl = declarationFacts;

const ctx: StatusContext = {
  today: '2025-06-01',
  candidateLists: [CURRENT],
  maxAgeYears: null,
  exemptions: exemptionLookup(SHIPPED_EXEMPTION_TABLE),
  category: null,
};

describe('the RoHS status reasons in German', () => {
  it('leaves no English word in any reason the generators write', () => {
    const left = SAMPLES.map(germanRohsReason).filter((text) => ENGLISH.test(text));
    expect(left).toEqual([]);
  });

  it('reads as German, with the values carried over and the dates in the German form', () => {
    expect(germanRohsReason(ROHS_REASONS.awaitsReview('issued 2023-05-01'))).toBe(
      'Erklärung (ausgestellt am 01.05.2023) wartet auf Prüfung',
    );
    expect(
      germanRohsReason(ROHS_REASONS.exemptionExpiresSoon('6(a)-I', '2027-07-21', 120, 3)),
    ).toBe(
      'Stützt sich auf Ausnahme 6(a)-I, die am 21.07.2027 für Kategorie 3 ausläuft (in 120 Tagen)',
    );
    expect(germanRohsReason(ROHS_REASONS.reachNotStated('issued 2023-05-01', 3, CURRENT))).toBe(
      'Nennt nicht, gegen welche REACH-Kandidatenliste geprüft wurde; seit der Ausstellung am 01.05.2023 sind 3 Fassungen erschienen (aktuell: 25.06.2025, 247 Einträge)',
    );
  });

  it('translates the composed reasons of real assessments', () => {
    const reach = decl({
      kind: 'RoHS+REACH',
      candidateList: { date: '2025-06-25', entries: null },
    });
    expect(germanRohsReason(assessDeclaration(reach, ctx).reason)).toBe(
      'Freigegeben: nennt 2011/65/EU, (EU) 2015/863, ausgestellt am 01.05.2023; gegen die aktuelle REACH-Kandidatenliste erklärt (25.06.2025, 247 Einträge)',
    );
    const two = derivePartRohsStatus(
      [
        decl({ id: 1, evidenceKind: 'lab-report' }),
        decl({ id: 2, dateIssue: null, dateCollection: '2022-02-02' }),
      ],
      ctx,
    );
    const german = germanRohsReason(two.reason);
    expect(german).toContain('von 2 freigegebenen Erklärungen maßgeblich: Laborbericht');
    expect(german).not.toMatch(ENGLISH);
  });

  it('leaves English readers the stored text', () => {
    expect(rohsReasonIn('en', ROHS_REASONS.rohs1Only)).toBe(ROHS_REASONS.rohs1Only);
    expect(rohsReasonIn('de', ROHS_REASONS.rohs1Only)).toBe('Nennt nur 2002/95/EG (RoHS 1)');
  });
});
