/**
 * The SQL copies of the BOM search normalisation and of the alternatives' grouping key agree
 * with the shared JavaScript ones on the texts BOMs hold (both engines: the test run's).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalise } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { normalisedSql, referenceKeySql } from './search-keys.sql.js';

const TEXTS = [
  'RC0603FR-07 10K',
  'rc0603fr0710k',
  'GRM188R71H104KA93D*',
  '10µF ±10% 25V X7R',
  '4.7 kΩ ¼W',
  'Murata Manufacturing Co., Ltd.',
  'Würth Elektronik',
  'ÉLÉMENT – Ünïcode — “quoted” ‘text’',
  'ＲＣ０６０３ＦＲ－０７',
  'ﬁlter ﬂ ²³ ½',
  'İstanbul IŞIK',
  'a¨b a´b a¸b',
  'tab\there\nnewline\u00a0nbsp\u2009thin\u3000wide',
  '[brackets] {braces} (parens) <angle> |pipe| ~tilde~ ^caret^ `tick`',
  '€100 $5 £3 ¥7 ©®™ °C',
  '日本語の部品 ＡＢＣ',
  '  padded reference  ',
  '\u00a0IPN-7\u2003',
];

describe('search keys in SQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const inSql = async (make: (column: ReturnType<typeof sql>) => ReturnType<typeof sql>) => {
    const result = await t.ctx.db.execute(sql`
      select ${make(sql`x`)} as v
      from json_array_elements_text(${JSON.stringify(TEXTS)}::json) with ordinality as t(x, i)
      order by i`);
    return (result as { rows: { v: string }[] }).rows.map((r) => r.v);
  };

  it('normalises every text as the shared normalise does', async () => {
    expect(await inSql(normalisedSql)).toEqual(TEXTS.map((text) => normalise(text)));
  });

  it('keys references as the web grouped them: trimmed and lower-cased', async () => {
    expect(await inSql(referenceKeySql)).toEqual(TEXTS.map((text) => text.trim().toLowerCase()));
  });
});
