/**
 * The named formats the catalogues may use (issue 22). A German text writes a count as
 * `{{total, count}}` so 2000 shows as 2.000; the English key keeps `{{total}}` (the spec's
 * texts write 2000). Only counts take it: an id or a revision number ("Regel {{number}}")
 * stays as it is. A value that is not a number (a range) passes through unchanged.
 */
import type { i18n as I18n } from 'i18next';
import { formatNumber } from '@/lib/format';

export function addFormats(library: I18n): void {
  library.services.formatter?.add('count', (value: unknown, language: string | undefined) =>
    typeof value === 'number' ? formatNumber(value, undefined, language ?? 'en') : String(value),
  );
}
