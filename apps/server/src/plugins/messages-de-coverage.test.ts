import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateWith } from '@partproof/shared';
import { MESSAGES_DE } from '@partproof/shared/messages-de';

/**
 * Issue 22: every message the server throws has a German entry. The messages are read from
 * the source: the text written in `new AppError(code, …)`, `refuse(…)` and `notFound(…)` —
 * a quoted string, a template, or several joined with `+`. A message held in a constant is
 * checked where the constant is written in such a call, or, for the shared tables, by
 * packages/shared/src/i18n/messages.de.test.ts.
 */
const SOURCE = path.join(import.meta.dirname, '..');

/** A string literal of any of the three quotes; a template's `${…}` is kept inside it. */
const THROWN =
  /(?:new AppError\(\s*(?:'[A-Z_]+'|\w+)\s*,|\brefuse\(|\bnotFound\()\s*((?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)(?:\s*\+\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`))*)\s*[,)]/g;
const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
/** Where a template puts a value: the same mark as a catalogue key's `{name}`. */
const HOLE = '\u0000';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

/** The message as text, each template value replaced by HOLE. */
function messageOf(source: string): string {
  return [...source.matchAll(LITERAL)]
    .map(([, single, double, template]) =>
      template === undefined ? (single ?? double ?? '') : template.replace(/\$\{[^}]*\}/g, HOLE),
    )
    .join('')
    .replace(/\\(.)/g, '$1');
}

const KEYS = Object.keys(MESSAGES_DE);
const SHAPES = new Set(KEYS.map((key) => key.replace(/\{\w+\}/g, HOLE)));

/**
 * A plain text needs its entry (exact or a pattern that fits). A template needs a key of the
 * same shape, or — when a value is itself a text, as in `${CERT_MSG.uploadPdfOnly}: this
 * file ${problem}` — every piece with words in it found in some key.
 */
function hasGerman(message: string): boolean {
  if (!message.includes(HOLE)) {
    return Object.hasOwn(MESSAGES_DE, message) || translateWith(MESSAGES_DE, message) !== message;
  }
  if (SHAPES.has(message)) return true;
  return message
    .split(HOLE)
    .filter((piece) => /[a-z]{2}/i.test(piece))
    .every((piece) => KEYS.some((key) => key.includes(piece)));
}

describe('the German catalogue covers the server’s own messages', () => {
  const thrown = sourceFiles(SOURCE).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(THROWN)].map((match) => ({
      where: `${path.relative(SOURCE, file)}:${text.slice(0, match.index).split('\n').length}`,
      message: messageOf(match[1] ?? ''),
    }));
  });

  it('reads the messages from the source', () => {
    // A scan that finds nothing would pass below: it must see the known ones.
    expect(thrown.length).toBeGreaterThan(80);
    expect(thrown.map((t) => t.message)).toEqual(
      expect.arrayContaining([
        'Component not found',
        `You cannot change the status from "${HOLE}" to "${HOLE}"`,
      ]),
    );
  });

  it('has a German entry for every message written in a throw', () => {
    const missing = thrown
      .filter(({ message }) => !hasGerman(message))
      .map(({ where, message }) => `${where}  ${message.replaceAll(HOLE, '${…}')}`);
    expect(missing).toEqual([]);
  });
});
