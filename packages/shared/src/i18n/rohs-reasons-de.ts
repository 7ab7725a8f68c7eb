/**
 * The RoHS status reasons (rohs/status.ts ROHS_REASONS, part-status.ts restsOn) in German
 * (issue 22). A reason is stored per part, in English, and built from pieces: findings joined
 * by "; ", an approval's facts by ", ", a declaration's date ("issued …" / "undated,
 * collected …") inside most of them. So a catalogue of whole texts cannot hold them: this
 * rewrites the pieces phrase by phrase, in an order where the phrases that read a date
 * differently in German ("since it was issued …") go before the date itself, and ends with
 * the dates in the German form. The values (directives, exemption ids, counts) carry over.
 * A text that is not a generated reason keeps its English words.
 */
import type { Language } from './languages.js';

type Rewrite = readonly [RegExp, string | ((...groups: string[]) => string)];

/** EVIDENCE_KIND_LABELS, lower case, as restsOn writes them. */
const KINDS_DE: Readonly<Record<string, string>> = {
  'full material declaration': 'vollständige Materialdeklaration',
  'lab report': 'Laborbericht',
  "manufacturer's statement": 'Herstellererklärung',
  'distributor document': 'Dokument eines Distributors',
  datasheet: 'Datenblatt',
  'web capture': 'Aufnahme einer Webseite',
};

const REWRITES: readonly Rewrite[] = [
  // Whole reasons without values (the longer before the one it starts with).
  [
    /No declaration covers this part yet; a request to the manufacturer is open/g,
    'Noch deckt keine Erklärung dieses Bauteil ab; eine Anfrage an den Hersteller ist offen',
  ],
  [/No declaration covers this part/g, 'Keine Erklärung deckt dieses Bauteil ab'],
  [
    /This material has an open flag that an admin has to resolve/g,
    'Für dieses Material ist eine Meldung offen, die ein Administrator klären muss',
  ],
  [/no date and no directive: check by hand/g, 'kein Datum und keine Richtlinie: von Hand prüfen'],
  [
    /REACH not aged: no candidate list has been imported/g,
    'REACH nicht bewertet: Es wurde keine Kandidatenliste importiert',
  ],
  [
    /The only declaration covering this part was rejected/g,
    'Die einzige Erklärung zu diesem Bauteil wurde abgelehnt',
  ],
  [
    /All (\d+) declarations covering this part were rejected/g,
    'Alle $1 Erklärungen zu diesem Bauteil wurden abgelehnt',
  ],

  // Phrases that take the date into their own German construction.
  [/since it was issued (\d{4}-\d{2}-\d{2})/g, 'seit der Ausstellung am $1'],
  [/since it was undated, collected (\d{4}-\d{2}-\d{2})/g, 'seit der Erfassung am $1 (undatiert)'],
  [
    /rests on the ([a-z' ]+?) ((?:issued|undated, collected) \d{4}-\d{2}-\d{2}), the strongest of (\d+) approved declarations/g,
    (_, kind: string, when: string, count: string) =>
      `von ${count} freigegebenen Erklärungen maßgeblich: ${KINDS_DE[kind] ?? kind}, ${when}`,
  ],

  // A declaration's date.
  [/Issued (\d{4}-\d{2}-\d{2})/g, 'Ausgestellt am $1'],
  [/issued (\d{4}-\d{2}-\d{2})/g, 'ausgestellt am $1'],
  [/Undated, collected (\d{4}-\d{2}-\d{2})/g, 'Undatiert, erfasst am $1'],
  [/undated, collected (\d{4}-\d{2}-\d{2})/g, 'undatiert, erfasst am $1'],

  // Findings with values.
  [/^Approved: /, 'Freigegeben: '],
  [/Declaration (.+?) awaits review/g, 'Erklärung ($1) wartet auf Prüfung'],
  [/Declaration (.+?) was rejected/g, 'Erklärung ($1) wurde abgelehnt'],
  [/Cites only 2002\/95\/EC \(RoHS 1\)/g, 'Nennt nur 2002/95/EG (RoHS 1)'],
  [
    /Cites 2011\/65\/EU \(RoHS 2\) without \(EU\) 2015\/863, (.+?), before the four phthalates were added on (\d{4}-\d{2}-\d{2})/g,
    'Nennt 2011/65/EU (RoHS 2) ohne (EU) 2015/863, $1, vor der Aufnahme der vier Phthalate am $2',
  ],
  [
    /Cites 2011\/65\/EU \(RoHS 2\) without \(EU\) 2015\/863, (.+?), before the four phthalates applied on (\d{4}-\d{2}-\d{2})/g,
    'Nennt 2011/65/EU (RoHS 2) ohne (EU) 2015/863, $1, bevor die vier Phthalate ab $2 galten',
  ],
  [/Relies on exemption (.+?), expired /g, 'Stützt sich auf Ausnahme $1, abgelaufen am '],
  [
    /Relies on exemption (.+?), which expires (\d{4}-\d{2}-\d{2})( for category \d+)? \(in (\d+) days\)/g,
    'Stützt sich auf Ausnahme $1, die am $2$3 ausläuft (in $4 Tagen)',
  ],
  [
    /Relies on exemption (.+?), which does not apply to category (\d+)/g,
    'Stützt sich auf Ausnahme $1, die für Kategorie $2 nicht gilt',
  ],
  [
    /: (\d+) years or more ago, the maximum age set for declarations/g,
    ': vor $1 Jahren oder früher, dem für Erklärungen festgelegten Höchstalter',
  ],
  [
    /declared against the current REACH candidate list \(/g,
    'gegen die aktuelle REACH-Kandidatenliste erklärt (',
  ],
  [
    /Declared against the REACH candidate list of (.+?); one newer version has been published since \(/g,
    'Gegen die REACH-Kandidatenliste (Stand: $1) erklärt; seitdem ist eine neuere Fassung erschienen (',
  ],
  [
    /Declared against the REACH candidate list of (.+?); (\d+) newer versions have been published since \(current: /g,
    'Gegen die REACH-Kandidatenliste (Stand: $1) erklärt; seitdem sind $2 neuere Fassungen erschienen (aktuell: ',
  ],
  [
    /Does not state which REACH candidate list it was checked against, and (\d+) versions have been published (seit der .+?) \(current: /g,
    'Nennt nicht, gegen welche REACH-Kandidatenliste geprüft wurde; $2 sind $1 Fassungen erschienen (aktuell: ',
  ],
  [
    /Does not state which REACH candidate list it was checked against \(current: /g,
    'Nennt nicht, gegen welche REACH-Kandidatenliste geprüft wurde (aktuell: ',
  ],

  // An approval's facts, and the pieces several findings share.
  [/(^|: |; )cites /g, '$1nennt '],
  [/relies on exemption /g, 'stützt sich auf Ausnahme '],
  [/ \(renewal pending\)/g, ' (Verlängerung beantragt)'],
  [/ for category (\d+)/g, ' für Kategorie $1'],
  [/(\d+) entries/g, '$1 Einträge'],

  // Dates last, in the German form.
  [/(\d{4})-(\d{2})-(\d{2})/g, '$3.$2.$1'],
];

export function germanRohsReason(reason: string): string {
  return REWRITES.reduce(
    (text, [pattern, replacement]) =>
      typeof replacement === 'string'
        ? text.replace(pattern, replacement)
        : // The match and its groups come first; the offset and the whole text last.
          text.replace(pattern, (...args: unknown[]) =>
            replacement(...args.slice(0, -2).map((a) => (typeof a === 'string' ? a : ''))),
          ),
    reason,
  );
}

/** A stored RoHS status reason in `language` (English as stored). */
export function rohsReasonIn(language: Language, reason: string): string {
  return language === 'de' ? germanRohsReason(reason) : reason;
}
