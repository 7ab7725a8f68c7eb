/**
 * The German manual (docs/de) translates the English one (docs): the same chapters, the same
 * headings in the same order, as many paragraphs, list items and table rows, and code kept
 * byte for byte — commands and the assessor's script are not translated (verify-pack-cli.test.ts
 * runs the English copy of the script). A paragraph added to an English chapter fails here
 * until its German is added too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANUAL_EDITIONS } from './manual-pdf.js';

const FENCED = /^```[\s\S]*?^```/gm;

const chapters = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.md'));
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

/** What a translation keeps: code as it is, and the shape of the prose around it. */
function outline(markdown: string) {
  const prose = markdown.replace(FENCED, '');
  const count = (pattern: RegExp) => prose.match(pattern)?.length ?? 0;
  return {
    code: markdown.match(FENCED) ?? [],
    // Outside code: the script's comments start with # too.
    headings: prose.split('\n').flatMap((line) => /^(#{1,6})\s/.exec(line)?.[1]?.length ?? []),
    paragraphs: prose.split(/\n\s*\n/).filter((block) => block.trim()).length,
    listItems: count(/^\s*(?:[-*]|\d+\.)\s/gm),
    tableRows: count(/^\|/gm),
  };
}

describe('the German manual', () => {
  const en = MANUAL_EDITIONS.en.dir;
  const de = MANUAL_EDITIONS.de.dir;

  it('has every English chapter, and no other', () => {
    expect(chapters(de)).toEqual(chapters(en));
  });

  it.each(chapters(en))('%s keeps the outline and the code of the English chapter', (file) => {
    expect(outline(read(de, file))).toEqual(outline(read(en, file)));
  });
});
