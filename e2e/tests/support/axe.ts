/**
 * The accessibility check of issue 22: axe-core's WCAG 2.0–2.2 A/AA rules on what is on
 * screen, failing on serious or critical violations with each node's selector and message.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeProblem {
  rule: string;
  impact: string;
  nodes: string[];
}

/** Serious and critical violations on the page (or inside `include`, e.g. an open dialog). */
export async function axeProblems(page: Page, include?: string): Promise<AxeProblem[]> {
  // A dialog fading in has half its final contrast: measure once transitions have ended.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
}
