/**
 * What the live search announces to screen readers (issue 22): how many components are being
 * searched, then that the searches have ended and how many failed. One short sentence that
 * changes only when the counts do, so a polite live region reads each change once.
 */
import type { RunsByMaterial } from './live-events';

export function searchProgressText(runs: RunsByMaterial): string {
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
  const components = (n: number) => (n === 1 ? '1 component' : `${n} components`);
  if (running > 0) return `Searching ${components(running)}; ${ended} done.`;
  if (ended === 0) return '';
  return failed > 0
    ? `Search ended for ${components(ended)}; ${failed} failed.`
    : `Search ended for ${components(ended)}.`;
}
