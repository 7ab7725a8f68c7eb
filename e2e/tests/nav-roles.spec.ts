import { createCompanyWithUser, ROLE } from './support/api.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { header } from './support/ui.js';

test.describe('nav links by role', () => {
  test('a role-2 user sees Products but no Manufacturer link', async ({ page, signIn }) => {
    const { user } = await createCompanyWithUser(ROLE.user, {
      company: unique('Nav Co'),
      email: uniqueEmail('nav-user'),
    });
    await signIn(user);
    const shell = header(page);
    await expect(shell.nav('Products')).toBeVisible();
    await expect(shell.nav('Manufacturer')).toHaveCount(0);
  });

  test('an admin sees the Manufacturer link', async ({ page, signIn, admin }) => {
    await signIn(admin);
    const shell = header(page);
    await expect(shell.nav('Products')).toBeVisible();
    await expect(shell.nav('Manufacturer')).toBeVisible();
    await shell.nav('Manufacturer').click();
    await expect(page).toHaveURL(/\/manufacturer$/);
  });
});
