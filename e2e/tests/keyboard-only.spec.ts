/**
 * Keyboard alone (issue 22): a new admin session signs in and creates a product through the
 * wizard without touching the mouse; every control on the way shows where the focus is.
 * keyboard-approval.spec.ts searches, approves a candidate and changes statuses the same way.
 */
import { MSG } from '@partproof/shared';
import { unique } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { tabTo } from './support/keyboard.js';
import { fixturePath, notification, productsList, wizard } from './support/products.js';
import { loginForm } from './support/ui.js';

test('sign in and create a product through the wizard by keyboard', async ({ page, admin }) => {
  const name = unique('Keyboard board');
  await page.goto('/login');
  const form = loginForm(page);
  await tabTo(page, form.email);
  await page.keyboard.type(admin.email);
  await tabTo(page, form.password);
  await page.keyboard.type(admin.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login(\?|$)/);

  await page.goto('/products');
  const list = productsList(page);
  await tabTo(page, list.addNew);
  await page.keyboard.press('Enter');
  const w = wizard(page);
  await expect(w.modal).toBeVisible();

  // 01: the name has the focus as the wizard opens.
  await expect(w.name).toBeFocused();
  await page.keyboard.type(name);
  await tabTo(page, w.type);
  await page.keyboard.type('Household appliance');
  await page.keyboard.press('Escape');
  await tabTo(page, w.developmentStatus);
  await page.keyboard.type('Prototype');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await tabTo(page, w.standards);
  await page.keyboard.type('IEC 62368-1');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await tabTo(page, w.markets);
  await page.keyboard.type('EU');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await tabTo(page, w.manufacturer);
  await page.keyboard.type('Keyboard Works');
  await tabTo(page, w.customer);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Keyboard Customer');
  await tabTo(page, w.next);
  await page.keyboard.press('Enter');

  // 02: the drop zone opens the file chooser from the keyboard.
  // The zone itself takes the focus (its hidden input is what `w.file` finds).
  await tabTo(page, w.modal.locator('.mantine-Dropzone-root'));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(fixturePath('customer-sensor-bom.xlsx'));
  await expect(w.modal.getByLabel('Chosen file')).toContainText('customer-sensor-bom.xlsx');
  await tabTo(page, w.next);
  await page.keyboard.press('Enter');

  // 03: create.
  await tabTo(page, w.create);
  await page.keyboard.press('Enter');
  await expect(notification(page, MSG.productAdded)).toBeVisible();
  await expect(list.link(name)).toBeVisible();
});
