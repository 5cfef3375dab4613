import { expect, test } from './support/test';
import { signInAsStaff } from './support/staff';

test('When a spec signs in with signInAsStaff, then /admin opens with the staff header', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invitar a un administrador' })).toBeVisible();
});
