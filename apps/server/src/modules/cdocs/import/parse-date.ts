/**
 * Dates as certificate directory exports write them → ISO `YYYY-MM-DD`, or null for an
 * empty cell. Accepted: ISO (`2026-03-31`, with or without a time), `YYYY/MM/DD`, the
 * European `d.m.Y` (`31.3.2026`), and Excel serial day numbers (`46112`), which is what an
 * xlsx date cell becomes when the sheet is read without its styles. Anything else — and
 * impossible dates like 31.02.2026 — is an error the import reports for its row.
 */
export type ParsedDate = { ok: true; value: string | null } | { ok: false };

/** Day 0 of Excel's 1900 date system, shifted by its fictitious 29 February 1900. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** 61 = 1900-03-01 (earlier serials are off by Excel's leap-year bug) … 9999-12-31. */
const MIN_EXCEL_SERIAL = 61;
const MAX_EXCEL_SERIAL = 2_958_465;

export function parseCertificateDate(text: string): ParsedDate {
  const value = text.trim();
  if (value === '') return { ok: true, value: null };
  let match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
    value,
  );
  if (match) return fromParts(match[1], match[2], match[3]);
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (match) return fromParts(match[3], match[2], match[1]);
  if (/^\d{1,7}(?:\.\d+)?$/.test(value)) {
    const serial = Math.floor(Number(value));
    if (serial < MIN_EXCEL_SERIAL || serial > MAX_EXCEL_SERIAL) return { ok: false };
    return {
      ok: true,
      value: new Date(EXCEL_EPOCH_MS + serial * DAY_MS).toISOString().slice(0, 10),
    };
  }
  return { ok: false };
}

function fromParts(
  year: string | undefined,
  month: string | undefined,
  day: string | undefined,
): ParsedDate {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 31.02 over into March; a real date survives the round trip.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return { ok: false };
  }
  return { ok: true, value: date.toISOString().slice(0, 10) };
}
