import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, waitingForApp } from './support/test';
import { samplePdf } from '../server/test/pdf';
import { signInAsStaff } from './support/staff';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

test('When staff upload a PDF in the browser, then progress shows, it is listed, and a visitor without a subscriber\'s link is refused it', async ({ page, browser }) => {
  // 4 MB at 2 MB/s: long enough to watch the progress bar move, and a test that takes longer
  // than most (the upload, the server's checks and storage, then a download in a second browser).
  test.slow();
  const pdf = samplePdf('e2e upload', 4 * 1024 * 1024);
  const fileName = `Recetas chapinas ${Date.now()}.pdf`;
  await signInAsStaff(page);
  await page.goto('/admin/ebooks');
  const manager = page.getByRole('region', { name: 'Gestor de ebooks' });
  // The list has loaded (empty, or files left by another run of this spec).
  await expect(manager.getByText(/^(Todavía no hay ebooks subidos\.|\d+ archivos? · .*)$/)).toBeVisible();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 2 * 1024 * 1024 });
  // Every text the progress line shows, recorded as it changes (the processing step is short).
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { uploadStates: seen });
    new MutationObserver(() => {
      const text = document.querySelector('[role="progressbar"]')?.parentElement?.querySelector('p')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await manager.getByLabel(/Subir ebook/).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });

  const progress = manager.getByRole('progressbar', { name: 'Progreso de la subida' });
  await expect(progress).toBeVisible();
  await expect(manager.getByText(/^Subiendo\.\.\. \d+ %$/)).toBeVisible();
  await expect(page.getByText('Éxito', { exact: true })).toBeVisible({ timeout: 30_000 }); // the throttled upload, see above
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const states = await page.evaluate(() => (window as unknown as { uploadStates: string[] }).uploadStates);
  // Real progress on the way (not only 0 % and 100 %), then processing at 100 %.
  expect(states.some((text) => /^Subiendo\.\.\. ([1-9]|[1-9]\d) %$/.test(text))).toBe(true);
  expect(states.at(-1)).toBe('Procesando...');

  const item = manager.getByRole('listitem').filter({ hasText: fileName });
  await expect(item).toBeVisible();
  await expect(item).toContainText('4 MB');
  await expect(progress).toBeHidden();

  // Staff download: the fresh presigned link answers the file as an attachment.
  const downloadStarted = page.waitForEvent('download');
  await item.getByRole('button', { name: `Descargar ${fileName}` }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe(fileName);
  expect(sha256(await readFile((await download.path())!))).toBe(sha256(pdf));

  // A visitor without a confirmed subscriber's token is refused the ebook (it comes only
  // through the VIP e-mail's confirm link: vip-opt-in.spec.ts).
  const visitor = await browser.newContext();
  const visitorPage = waitingForApp(await visitor.newPage());
  await visitorPage.goto('/');
  const refused = await visitorPage.evaluate(async () => {
    const answer = await fetch('/api/vip/ebook/download');
    return { status: answer.status, body: (await answer.json()) as unknown };
  });
  expect(refused).toEqual({ status: 403, body: { message: expect.stringContaining('Club VIP') } });
  await visitor.close();

  // Delete, after the browser's confirmation.
  page.once('dialog', (dialog) => void dialog.accept());
  await item.getByRole('button', { name: `Eliminar ${fileName}` }).click();
  await expect(item).toBeHidden();
});

test('When staff choose a file that is not a PDF, then they are told before any request is made', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto('/admin/ebooks');
  const manager = page.getByRole('region', { name: 'Gestor de ebooks' });
  await expect(manager.getByRole('heading', { name: 'Gestor de ebooks' })).toBeVisible();
  const uploadRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/ebook/') || request.method() === 'PUT') uploadRequests.push(request.url());
  });

  await manager.getByLabel(/Subir ebook/).setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });

  await expect(page.getByText('Solo se permiten archivos PDF', { exact: true })).toBeVisible();
  expect(uploadRequests).toEqual([]);
});
