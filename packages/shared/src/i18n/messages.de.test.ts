import { describe, expect, it } from 'vitest';
import * as shared from '../index.js';
import { LABELS_DE } from './messages-de/labels.js';
import { MESSAGE_AREAS_DE, MESSAGES_DE } from './messages.de.js';
import { translateWith } from './translate.js';

/**
 * The message tables: every export named …MSG (MSG in constants/messages.ts, CERT_MSG,
 * REQUEST_MSG, ROHS_MSG, SEARCH_MSG beside their schemas). Picked by name, so a new table is
 * checked without editing this test; the list below fails if the naming ever changes.
 */
const TABLES = Object.entries(shared).filter(
  ([name, value]) => name.endsWith('MSG') && typeof value === 'object' && value !== null,
);

/** Every string in a table, however nested; functions are not texts. */
function textsOf(value: unknown, path: string): Array<[path: string, text: string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, `${path}.${key}`));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the German catalogue', () => {
  it('finds the message tables', () => {
    expect(TABLES.map(([name]) => name)).toEqual(
      expect.arrayContaining(['MSG', 'CERT_MSG', 'REQUEST_MSG', 'ROHS_MSG', 'SEARCH_MSG']),
    );
  });

  it('has an entry for every text of every message table', () => {
    const missing = TABLES.flatMap(([name, table]) => textsOf(table, name)).filter(
      ([, text]) => !Object.hasOwn(MESSAGES_DE, text),
    );
    expect(missing).toEqual([]);
  });

  it('has an entry for every label the screens show from the shared label tables', () => {
    const labels = [
      ...shared.PRODUCT_STATUSES.flatMap((s) => [s.label, s.detailLabel]),
      ...shared.MATERIAL_STATUSES.map((s) => s.label),
      ...shared.ROHS_STATUSES.map((s) => s.label),
      ...shared.ROLES.map((r) => r.label),
      ...Object.values(shared.EEE_CATEGORY_NAMES),
      ...Object.values(shared.FINDING_KIND_LABELS),
      ...Object.values(shared.EVIDENCE_KIND_LABELS),
      ...Object.values(shared.REQUIRED_EVIDENCE_LABELS),
      ...shared.MATERIAL_RISKS,
    ];
    expect(labels.filter((label) => !Object.hasOwn(MESSAGES_DE, label))).toEqual([]);
    // Every entry of the label area is one of those labels: none is left over from a rename.
    expect(Object.keys(LABELS_DE).filter((label) => !labels.includes(label))).toEqual([]);
  });

  it('names the statuses, categories and findings in German', () => {
    expect(translateWith(MESSAGES_DE, shared.productStatusLabel(3))).toBe(
      'Weitere Zertifikate werden gesammelt',
    );
    expect(translateWith(MESSAGES_DE, shared.productStatusLabel(4))).toBe('Abgeschlossen');
    expect(translateWith(MESSAGES_DE, shared.productStatusLabel(4, 'detail'))).toBe('Freigegeben');
    expect(translateWith(MESSAGES_DE, shared.materialStatusLabel(3))).toBe('Wartet auf Antwort');
    expect(translateWith(MESSAGES_DE, shared.rohsStatusLabel(5))).toBe('Bald veraltet');
    expect(translateWith(MESSAGES_DE, shared.rohsStatusLabel(7))).toBe('Ausstehend');
    expect(translateWith(MESSAGES_DE, shared.EEE_CATEGORY_NAMES[1])).toBe('Haushaltsgroßgeräte');
    expect(translateWith(MESSAGES_DE, shared.FINDING_KIND_LABELS['issuer-not-maker'])).toBe(
      'Aussteller ist nicht der Hersteller',
    );
    expect(translateWith(MESSAGES_DE, shared.EVIDENCE_KIND_LABELS['lab-report'])).toBe(
      'Laborbericht',
    );
  });

  it('keeps the placeholders of each English text, and leaves no German text empty', () => {
    const wrong = Object.entries(MESSAGES_DE).filter(
      ([en, de]) =>
        de.trim() === '' || JSON.stringify(placeholders(en)) !== JSON.stringify(placeholders(de)),
    );
    expect(wrong).toEqual([]);
  });

  it('gives no English text two translations in different areas', () => {
    const seen = new Set<string>();
    const twice: string[] = [];
    for (const area of MESSAGE_AREAS_DE) {
      for (const en of Object.keys(area)) {
        if (seen.has(en)) twice.push(en);
        seen.add(en);
      }
    }
    expect(twice).toEqual([]);
  });

  it('reaches every entry: no earlier pattern takes a text meant for a later one', () => {
    const sample = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => `‹${name}›`);
    const shadowed = Object.entries(MESSAGES_DE).filter(
      ([en, de]) => translateWith(MESSAGES_DE, sample(en)) !== sample(de),
    );
    expect(shadowed).toEqual([]);
  });

  it('carries the values of a built message over unchanged', () => {
    expect(
      translateWith(MESSAGES_DE, 'You cannot change the status from "Pending" to "Done"'),
    ).toBe('Sie können den Status nicht von „Pending“ auf „Done“ ändern');
    expect(translateWith(MESSAGES_DE, 'The trial allows at most 5 components per company.')).toBe(
      'In der Testphase sind höchstens 5 Bauteile pro Unternehmen möglich.',
    );
  });

  it('prefers a known reason to the catch-all of its message', () => {
    const reason = 'The file is not a readable IPC-1752A declaration: it declares no <Product>';
    expect(translateWith(MESSAGES_DE, reason)).toBe(
      'Die Datei ist keine lesbare IPC-1752A-Erklärung: Sie deklariert kein <Product>',
    );
    const unknown = 'The file is not a readable IPC-1752A declaration: Unexpected end of input';
    expect(translateWith(MESSAGES_DE, unknown)).toBe(
      'Die Datei ist keine lesbare IPC-1752A-Erklärung: Unexpected end of input',
    );
    expect(translateWith(MESSAGES_DE, 'The exemption table has errors: 7(c)-I: listed twice')).toBe(
      'Die Ausnahmetabelle enthält Fehler: 7(c)-I: doppelt aufgeführt',
    );
    expect(translateWith(MESSAGES_DE, '7(c)-I: listed twice')).toBe('7(c)-I: doppelt aufgeführt');
  });
});
