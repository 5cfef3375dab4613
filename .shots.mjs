import { chromium } from '@playwright/test';
const base = 'http://localhost:5605';
const [who, email, password, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const res = await page.request.post(`${base}/api/auth/login`, { data: { email, password } });
  if (!res.ok()) throw new Error(await res.text());
  for (const path of paths) {
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const name = `/tmp/h19b-shots/${who}-${path.replace(/\//g, '_') || 'root'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    await page.screenshot({ path: name.replace('.png', '-top.png') });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(name, 'overflow', overflow);
  }
  await context.close();
}
await browser.close();
