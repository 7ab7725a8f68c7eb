/**
 * Repairs one common export fault: data rows carry one more (empty) cell than the header,
 * so every value right of it sits under the wrong header. It shows as a named column that
 * is empty in every data row plus an unnamed column past the header that holds values.
 */
import { firstFilledRows } from './find-header.js';

export interface Realignment {
  /** 0-based column dropped from each data row, or null when the rows fit the header. */
  droppedColumn: number | null;
}

export function findExtraColumn(header: string[], data: string[][]): number | null {
  const rows = firstFilledRows(data, 500);
  if (rows.length < 3) return null;
  let lastNamed = -1;
  header.forEach((cell, index) => {
    if (cell !== '') lastNamed = index;
  });
  const beyond = lastNamed + 1;
  const filledBeyond = rows.filter((row) => (row[beyond] ?? '') !== '').length;
  if (filledBeyond < rows.length * 0.3) return null;
  for (let column = 0; column <= lastNamed; column++) {
    if (header[column] === '') continue;
    if (rows.every((row) => (row[column] ?? '') === '')) return column;
  }
  return null;
}

export function dropColumn(rows: string[][], column: number): string[][] {
  return rows.map((row) => [...row.slice(0, column), ...row.slice(column + 1)]);
}
