/**
 * CSV text → rows of trimmed strings. The delimiter is sniffed (comma, semicolon, tab,
 * pipe): the one that splits most sample lines into the same number (> 1) of fields wins,
 * so metadata lines above the header and commas inside descriptions don't mislead it.
 */
import Papa from 'papaparse';

const DELIMITERS = [',', ';', '\t', '|'] as const;

/** The text up to its `count`th line break: the sample, without splitting a 10 MB file. */
function firstLines(text: string, count: number): string {
  let breaks = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code !== 10 && code !== 13) continue;
    if (code === 13 && text.charCodeAt(at + 1) === 10) at++;
    if (++breaks === count) return text.slice(0, at);
  }
  return text;
}

export function sniffDelimiter(text: string): string {
  const sample = firstLines(text, 60)
    .split(/\r\n|\n|\r/)
    .slice(0, 60)
    .join('\n');
  let best: { delimiter: string; score: number } = { delimiter: ',', score: 0 };
  for (const delimiter of DELIMITERS) {
    const { data } = Papa.parse<string[]>(sample, { delimiter, skipEmptyLines: true });
    const counts = new Map<number, number>();
    for (const row of data) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
    for (const [fields, lines] of counts) {
      if (fields < 2) continue;
      // Consistent lines matter most; wider rows break ties (a header of 10 columns).
      const score = lines * 10 + Math.min(fields, 50);
      if (score > best.score) best = { delimiter, score };
    }
  }
  return best.delimiter;
}

export function readCsv(text: string): { rows: string[][]; delimiter: string } {
  const delimiter = sniffDelimiter(text);
  const { data } = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  // Trimmed in place: a copy of every row is as much garbage as the rows themselves.
  for (const row of data) for (let i = 0; i < row.length; i++) row[i] = row[i]!.trim();
  const rows = data;
  // Papaparse reports a final newline as one empty row.
  while (rows.length && rows[rows.length - 1]!.every((cell) => cell === '')) rows.pop();
  return { rows, delimiter };
}
