/**
 * Keyboard-only helpers (issue 22): reach a control with Tab alone, and check that the
 * focused control shows where the focus is.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails after `limit`. */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 200 } = {}) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${limit} presses of Tab`);
}

/** The focused element draws an outline or a ring (Mantine's :focus-visible style). */
export async function expectVisibleFocus(target: Locator) {
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
  expect(ring, `${String(target)} shows no focus`).toBe(true);
}
