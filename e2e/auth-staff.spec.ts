import { expect, test } from './support/test';
import { signInAsStaff } from './support/staff';

test('When a spec signs in with signInAsStaff, then /admin opens with the staff header, and /admin/staff offers invitations', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'Invitar al equipo' })).toBeVisible();
});
