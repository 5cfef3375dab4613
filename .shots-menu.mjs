import { chromium } from '@playwright/test';
const base = 'http://localhost:5605';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const [who, email, password] of [['admin', 'ana@chapinbox.test', 'Clave-Segura-1'], ['editor', 'luis.editor@chapinbox.test', 'Clave-Segura-2']]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.request.post(`${base}/api/auth/login`, { data: { email, password } });
  await page.goto(base + '/admin/video-requests');
  await page.getByRole('button', { name: 'Menú' }).click();
  await page.waitForTimeout(200);
  await page.screenshot({ path: `/tmp/h19b-shots/${who}-menu-390.png` });
  await page.goto(base + '/admin/subscribers');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/h19b-shots/${who}-subs-direct-390.png` });
  await context.close();
}
await browser.close();
