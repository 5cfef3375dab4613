import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { signInAsStaff } from './support/staff';

test('When staff open /admin/subscribers, then they find a new subscriber, search it, export the CSV and delete it', async ({ page, request }) => {
  const email = `panel-${Date.now()}@example.com`;
  expect((await request.post('/api/vip/subscribe', { data: { email, acceptsEmails: true, source: 'e2e_panel' } })).status()).toBe(201);
  await signInAsStaff(page);

  await page.goto('/admin');
  const overview = page.getByRole('region', { name: 'Resumen' });
  await expect(overview.getByText('Total de suscriptores')).toBeVisible();
  await expect(overview.getByRole('img', { name: /Suscripciones por día en los últimos 30 días/ })).toBeVisible();

  await page.goto('/admin/subscribers');
  const panel = page.getByRole('region', { name: 'Suscriptores VIP' });
  await expect(panel.getByText('Total de suscriptores')).toBeVisible();
  await expect(panel.getByRole('cell', { name: email, exact: true })).toBeVisible();

  await panel.getByLabel('Buscar por email').fill(email.slice(0, 18));
  await expect(panel.getByRole('row')).toHaveCount(2);
  const row = panel.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('e2e_panel');
  await expect(row).toContainText('Activo');

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`vip-subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv).toContain('email,subscribed_at,source,status,consent');
  expect(csv).toContain(`${email},`);
  await expect(page.getByText('Exportación exitosa', { exact: true })).toBeVisible();

  page.once('dialog', (dialog) => dialog.accept());
  await row.getByRole('button', { name: `Eliminar ${email}` }).click();

  await expect(page.getByText('Suscriptor eliminado', { exact: true })).toBeVisible();
  await expect(panel.getByText('Ningún suscriptor coincide con la búsqueda')).toBeVisible();
});

test('When nobody is signed in, then the subscriber API answers 401', async ({ request }) => {
  expect((await request.get('/api/vip/subscribers')).status()).toBe(401);
  expect((await request.get('/api/vip/subscribers/export')).status()).toBe(401);
});
