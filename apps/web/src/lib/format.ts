/**
 * Display formats shared by the screens. Dates follow the reader's language (issue 22):
 * English keeps the app's ISO-like forms, which the spec fixes for some columns; German gets
 * its own (28.11.2026, 18:23). The spec's fixed columns (a product's Created Date, a comment's
 * time) keep their format in every language and do not come through here.
 */
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

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}
