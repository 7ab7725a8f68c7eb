import { MSG } from '@partproof/shared';
import { apiLogin, createCompanyWithUser, currentUserViaApi, ROLE } from './support/api.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { dialog, header, toast } from './support/ui.js';

test("an admin edits a user's role and RoHS flag in the Users table, and it persists", async ({
  page,
  signIn,
  admin,
}) => {
  const { user } = await createCompanyWithUser(ROLE.user, {
    company: unique('Edit Co'),
    email: uniqueEmail('edited'),
    firstName: 'Eddie',
    lastName: 'Edited',
  });
  await signIn(admin);

  const openUsers = async () => {
    await header(page).users.click();
    const modal = dialog(page, 'Users');
    await expect(modal).toBeVisible();
    return { modal, row: modal.getByRole('row').filter({ hasText: user.email }) };
  };

  await test.step('Edit turns the row into inputs; Save stores the changes', async () => {
    const { modal, row } = await openUsers();
    // Columns: first name, last name, email, role, RoHS, actions.
    await expect(row.getByRole('cell').nth(3)).toHaveText('User');
    await expect(row.getByRole('cell').nth(4)).toHaveText('No');
    await row.getByRole('button', { name: 'Edit' }).click();

    // In edit mode the email is an input, so the row is found by its input value.
    const editing = modal
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Save' }) });
    await expect(editing.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
    await editing.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Compliance', exact: true }).click();
    const rohs = editing.getByRole('checkbox', { name: 'RoHS' });
    await expect(rohs).not.toBeChecked();
    await rohs.check();
    await editing.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, MSG.userUpdated)).toBeVisible();
  });

  await test.step('after a reload the table shows the new role and RoHS flag', async () => {
    await page.reload();
    const { row } = await openUsers();
    await expect(row.getByRole('cell').nth(3)).toHaveText('Compliance');
    await expect(row.getByRole('cell').nth(4)).toHaveText('Yes');
  });

  const stored = await currentUserViaApi(await apiLogin(user));
  expect(stored).toMatchObject({ role: ROLE.compliance, isRoHSAllow: true });
});
