import { chromium } from '@playwright/test';
const base = 'http://localhost:5605';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
const page = await context.newPage();
await page.request.post(`${base}/api/auth/login`, { data: { email: 'ana@chapinbox.test', password: 'Clave-Segura-1' } });
await page.goto(base + '/admin/subscribers');
const button = page.getByRole('button', { name: 'Exportar CSV' });
await button.waitFor();
const info = await button.evaluate((node) => {
  for (const [id, place] of [['a', 'prepend'], ['b', 'append']]) { const s = document.createElement('div'); s.id = id; s.style.height = `${window.innerHeight}px`; document.body[place](s); }
  const box = node.getBoundingClientRect();
  const before = box.top;
  window.scrollBy({ top: box.top - 100, behavior: 'instant' });
  return { before, after: node.getBoundingClientRect().top, scrollY: window.scrollY, h: document.documentElement.scrollHeight, ih: window.innerHeight };
});
console.log(info);
await page.evaluate(() => document.addEventListener('pointerdown', (e) => console.log('pd', e.clientY, e.target.getBoundingClientRect().top), true));
page.on('console', (m) => console.log('console', m.text()));
await page.waitForTimeout(500);
console.log('before click', await button.evaluate((n) => [n.getBoundingClientRect().top, window.scrollY]));
await button.click({ trial: true });
console.log('after trial', await button.evaluate((n) => [n.getBoundingClientRect().top, window.scrollY]));
await button.click();
await page.waitForTimeout(1500);
console.log(await page.locator('[data-slot="toast-viewport"]').getAttribute('data-placement'));
await browser.close();
