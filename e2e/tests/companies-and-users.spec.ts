import { MSG } from '@partproof/shared';
import { acceptTermsViaApi, apiLogin, currentUserViaApi, ROLE } from './support/api.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { dialog, header, toast } from './support/ui.js';

test('an admin creates a company and a compliance user, who then manages only that company', async ({
  page,
  signIn,
  admin,
}) => {
  const companyName = unique('Circuit Works');
  const compliance = {
    firstName: 'Carla',
    lastName: 'Compliance',
    email: uniqueEmail('carla'),
    password: 'Carla-pass-123',
  };
  const colleague = {
    firstName: 'Uwe',
    lastName: 'User',
    email: uniqueEmail('uwe'),
    password: 'Uwe-pass-1234',
  };

  await signIn(admin);

  await test.step('Create Company', async () => {
    await header(page).createCompany.click();
    const modal = dialog(page, 'Create Company');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByText(MSG.companyNameRequired)).toBeVisible();

    await modal.getByLabel('Company name').fill(companyName);
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, MSG.companyCreated)).toBeVisible();
    // The list of existing companies now holds the new one.
    await expect(modal.getByText(companyName, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  await test.step('Create User: a compliance user in the new company', async () => {
    await header(page).createUser.click();
    const modal = dialog(page, 'Create User');
    await expect(modal).toBeVisible();
    // The admin has RoHS access, so the admin may grant it.
    await expect(modal.getByRole('checkbox', { name: 'RoHS Access' })).toBeVisible();
    await modal.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Compliance', exact: true }).click();
    await modal.getByLabel('First name').fill(compliance.firstName);
    await modal.getByLabel('Last name').fill(compliance.lastName);
    await modal.getByLabel('Email', { exact: true }).fill(compliance.email);
    await modal.getByLabel('Password', { exact: true }).fill(compliance.password);
    await modal.getByRole('combobox', { name: 'Company' }).click();
    await page.getByRole('option', { name: companyName, exact: true }).click();
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, MSG.customerCreated)).toBeVisible();
    await expect(modal).toBeHidden();
  });

  // The terms modal is covered by its own spec; accept it here so it stays out of the way.
  await acceptTermsViaApi(await apiLogin(compliance));
  await page.goto('/sign-out');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(compliance);

  await test.step('the compliance user sees its own company only', async () => {
    const shell = header(page);
    await expect(shell.banner.getByText(companyName, { exact: true })).toBeVisible();
    await expect(shell.createCompany).toHaveCount(0);

    await shell.createUser.click();
    const modal = dialog(page, 'Create User');
    await expect(modal).toBeVisible();
    // Without RoHS access of its own, the compliance user cannot grant it.
    await expect(modal.getByRole('checkbox', { name: 'RoHS Access' })).toHaveCount(0);

    await modal.getByRole('combobox', { name: 'Role' }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
      'User',
      'Compliance',
      'Engineer',
    ]);
    await page.getByRole('option', { name: 'User', exact: true }).click();

    await modal.getByRole('combobox', { name: 'Company' }).click();
    const companies = page.getByRole('listbox').getByRole('option');
    await expect(companies).toHaveText([companyName]);
    await companies.first().click();

    await modal.getByLabel('First name').fill(colleague.firstName);
    await modal.getByLabel('Last name').fill(colleague.lastName);
    await modal.getByLabel('Email', { exact: true }).fill(colleague.email);
    await modal.getByLabel('Password', { exact: true }).fill(colleague.password);
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, MSG.customerCreated)).toBeVisible();
    await expect(modal).toBeHidden();
  });

  await test.step('the Users list of the compliance user holds its company only', async () => {
    await header(page).users.click();
    const modal = dialog(page, 'Users');
    await expect(modal.getByRole('row').filter({ hasText: colleague.email })).toBeVisible();
    await expect(modal.getByRole('row').filter({ hasText: compliance.email })).toBeVisible();
    await expect(modal.getByRole('row').filter({ hasText: admin.email })).toHaveCount(0);
    // The header row plus exactly the two users of this company.
    await expect(modal.getByRole('row')).toHaveCount(3);
  });

  // The new colleague can sign in and belongs to the same company.
  const created = await currentUserViaApi(await apiLogin(colleague));
  expect(created).toMatchObject({ role: ROLE.user, company: { name: companyName } });
});
