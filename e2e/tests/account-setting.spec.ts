import { MSG } from '@partproof/shared';
import { createCompanyWithUser, ROLE } from './support/api.js';
import { unique, uniqueEmail } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { solidPng } from './support/png.js';
import { dialog, header, toast } from './support/ui.js';

test('Account Setting changes the name and the avatar shown in the header', async ({
  page,
  signIn,
}) => {
  const { user } = await createCompanyWithUser(ROLE.user, {
    company: unique('Avatar Co'),
    email: uniqueEmail('avatar'),
    firstName: 'Ada',
    lastName: 'Before',
  });
  await signIn(user);
  const shell = header(page);
  await expect(shell.banner).toContainText('Ada Before');

  await shell.avatarMenu.click();
  await page.getByRole('menuitem', { name: 'Account Setting' }).click();
  const modal = dialog(page, 'Account Setting');
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('First name')).toHaveValue('Ada');
  await expect(modal.getByLabel('Last name')).toHaveValue('Before');

  await modal.getByLabel('First name').fill('Grace');
  await modal.getByLabel('Last name').fill('After');
  await modal.getByLabel('Profile image').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: solidPng(),
  });
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, MSG.userUpdated)).toBeVisible();
  await expect(modal).toBeHidden();

  const checkHeader = async () => {
    await expect(shell.banner).toContainText('Grace After');
    await expect(shell.banner).not.toContainText('Ada Before');
    const avatar = shell.banner.getByAltText('Grace After', { exact: true });
    await expect(avatar).toHaveAttribute('src', /\/api\/files\/.+sig=/);
    // The image really loaded: the signed URL served the uploaded PNG.
    await expect
      .poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(16);
  };
  await checkHeader();
  await page.reload();
  await checkHeader();
});
