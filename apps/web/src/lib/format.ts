/**
 * Display formats shared by the screens. Dates and numbers follow the reader's language
 * (issue 22): English keeps the app's ISO-like dates, which the spec fixes for some columns,
 * and its plain numbers (the spec's texts write 2000, not 2,000); German gets its own
 * (28.11.2026, 18:23; 2.000; 1,5 MB). The spec's fixed columns (a product's Created Date, a
 * comment's time) keep their format in every language and do not come through here.
 */
import { rohsReasonIn } from '@partproof/shared';
import dayjs from 'dayjs';
import { currentLanguage } from '@/i18n/language';

const DAY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const OPTIONS = {
  day: DAY,
  minute: { ...DAY, hour: '2-digit', minute: '2-digit', hour12: false },
  month: { year: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
/** English keeps the app's own forms (dayjs patterns); other languages use Intl's. */
const ENGLISH = { day: 'YYYY-MM-DD', minute: 'YYYY-MM-DD HH:mm', month: 'YYYY-MM' };
type Precision = keyof typeof OPTIONS;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatted(value: string | null | undefined, precision: Precision): string {
  if (!value) return '';
  const date = dayjs(value);
  if (!date.isValid()) return value;
  const language = currentLanguage();
  if (language === 'en') return date.format(ENGLISH[precision]);
  const key = `${language}:${precision}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, OPTIONS[precision]);
    formats.set(key, format);
  }
  return format.format(date.toDate());
}

/** A day: 2026-11-28, or 28.11.2026 in German. */
export function formatDate(value: string | null | undefined): string {
  return formatted(value, 'day');
}

/** A moment to the minute: 2026-11-28 18:23, or 28.11.2026, 18:23 in German. */
export function formatDateTime(value: string | null | undefined): string {
  return formatted(value, 'minute');
}

/** A month given as YYYY-MM: 2026-12, or Dez. 2026 in German. */
export function formatMonth(value: string): string {
  return formatted(`${value}-01`, 'month');
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number with `digits` decimals (none: as many as it has): 2000 and 1.5 in English, 2.000
 * and 1,5 in German. `language` defaults to the reader's; i18next passes its own.
 */
export function formatNumber(
  value: number,
  digits?: number,
  language: string = currentLanguage(),
): string {
  if (language === 'en') return digits === undefined ? String(value) : value.toFixed(digits);
  const key = `${language}:${digits ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    const fixed = digits === undefined ? {} : { minimumFractionDigits: digits };
    format = new Intl.NumberFormat(language, { maximumFractionDigits: digits ?? 20, ...fixed });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A file's size: 512 B, 1.5 KB, 2.3 MB (1,5 KB in German). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 1)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

/** A part's RoHS status reason (stored in English, built from phrases) in the reader's language. */
export function formatRohsReason(reason: string): string {
  return rohsReasonIn(currentLanguage(), reason);
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}
