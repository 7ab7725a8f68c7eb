/**
 * The accessibility check of issue 22: axe-core's WCAG 2.0–2.2 A/AA rules on what is on
 * screen, failing on serious or critical violations with each node's selector and message.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { dialog } from './ui.js';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeProblem {
  rule: string;
  impact: string;
  nodes: string[];
}

/**
 * Serious and critical violations on the page (or inside `include`, e.g. an open dialog),
 * leaving out `exclude`.
 */
export async function axeProblems(
  page: Page,
  include?: string,
  exclude?: string,
): Promise<AxeProblem[]> {
  // A dialog fading in has half its final contrast: measure once transitions have ended.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
}

/**
 * Serious and critical violations of a document shown in a frame that runs no scripts (a
 * request's letter, sandbox=""), where axe cannot enter: the same HTML on a page of its own,
 * as the receiver's mail program shows it.
 */
export async function axeProblemsOfDocument(page: Page, html: string): Promise<AxeProblem[]> {
  const own = await page.context().newPage();
  try {
    await own.setContent(html);
    return await axeProblems(own);
  } finally {
    await own.close();
  }
}

/**
 * Checks the open dialog `name` (and any dialog stacked on it) once it shows and the page's
 * reads have settled; the screen behind has its own check. Returns the dialog. A dialog with
 * a frame in it (a PDF viewer, a sandboxed letter: the page's network never counts as idle
 * again) passes `settle: false` and waits for its content itself; a frame that runs no
 * scripts (sandbox="") is left out with `exclude`, since axe cannot run inside it.
 */
export async function expectOpenDialogAccessible(
  page: Page,
  name: string | RegExp,
  { settle = true, exclude }: { settle?: boolean; exclude?: string } = {},
): Promise<Locator> {
  const opened = dialog(page, name);
  await expect(opened).toBeVisible();
  if (settle) await page.waitForLoadState('networkidle');
  expect(await axeProblems(page, '[role="dialog"]', exclude)).toEqual([]);
  return opened;
}

/** Opens a dialog with `open`, checks it, then closes it with Escape. */
export async function expectDialogAccessible(
  page: Page,
  name: string | RegExp,
  open: () => Promise<void>,
): Promise<void> {
  await open();
  const opened = await expectOpenDialogAccessible(page, name);
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
}
