/**
 * What the live search announces to screen readers (issue 22): how many components are being
 * searched, then that the searches have ended and how many failed. One short sentence that
 * changes only when the counts do, so a polite live region reads each change once. In the
 * reader's language (`t`); one component is a sentence of its own, as English and German say it.
 */
import type { TFunction } from 'i18next';
import type { RunsByMaterial } from './live-events';

export function searchProgressText(runs: RunsByMaterial, t: TFunction): string {
  let running = 0;
  let ended = 0;
  let failed = 0;
  for (const list of Object.values(runs)) {
    if (list.length === 0) continue;
    if (list.some((run) => run.isRunning)) running += 1;
    else {
      ended += 1;
      if (list[0]?.error) failed += 1;
    }
  }
  if (running > 0) {
    return running === 1
      ? t('Searching 1 component; {{done}} done.', { done: ended })
      : t('Searching {{count}} components; {{done}} done.', { count: running, done: ended });
  }
  if (ended === 0) return '';
  if (failed > 0) {
    return ended === 1
      ? t('Search ended for 1 component; {{failed}} failed.', { failed })
      : t('Search ended for {{count}} components; {{failed}} failed.', { count: ended, failed });
  }
  return ended === 1
    ? t('Search ended for 1 component.')
    : t('Search ended for {{count}} components.', { count: ended });
}
