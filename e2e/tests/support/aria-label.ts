/**
 * Locators by the start or the end of an aria-label, for names that hold a count or a date
 * besides the test's own text ('View 3 products using R1'). A CSS attribute selector rather
 * than a RegExp built from the text: no RegExp is built at run time anywhere (eslint.config.js).
 */
import type { Locator, Page } from '@playwright/test';

/** `text` as a CSS string's content: backslashes and double quotes escaped. */
const cssString = (text: string) => text.replace(/["\\]/g, '\\$&');

export function byAriaLabel(
  scope: Page | Locator,
  label: { startsWith?: string; endsWith?: string },
): Locator {
  const start =
    label.startsWith === undefined ? '' : `[aria-label^="${cssString(label.startsWith)}"]`;
  const end = label.endsWith === undefined ? '' : `[aria-label$="${cssString(label.endsWith)}"]`;
  return scope.locator(`${start}${end}`);
}
