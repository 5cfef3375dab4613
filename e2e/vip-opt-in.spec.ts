import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { samplePdf } from '../server/test/pdf';
import { axeViolations } from './support/axe';
import { adminApi } from './support/staff';
import { FAKES_URL } from './support/servers';
import { expect, test, type Page } from './support/test';
import { uniqueEmail } from './support/unique-email';

// Double opt-in and unsubscribe as a subscriber lives them (docs/product.md#vip-club): the
// welcome e-mail is read from the fakes' SMTP sink, its links are opened in the browser.

// These visitors have never joined: no vipEmailSubmitted flag (the config sets it for other specs).
test.use({ storageState: { cookies: [], origins: [] } });

interface Mail {
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** The messages the SMTP sink kept for `email`, oldest first. */
async function mailsTo(page: Page, email: string): Promise<Mail[]> {
  return (await page.request.get(`${FAKES_URL}/_control/mail?to=${encodeURIComponent(email)}`)).json();
}

/** The welcome e-mail, once the server's background job has sent it (it polls every 2 s). */
async function welcomeEmailOf(page: Page, email: string) {
  await expect.poll(async () => (await mailsTo(page, email)).length, { timeout: 15_000 }).toBe(1);
  return (await mailsTo(page, email))[0];
}

/** The links of an e-mail's HTML part, by their text. */
const linksOf = (mail: Mail) =>
  Object.fromEntries([...mail.html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => [label, href.replace(/&amp;/g, '&')]));

/** What the ebook download answers for the token of `link`: 403 unless it is a confirmed, active subscriber's. */
const downloadStatus = async (page: Page, link: string) =>
  (await page.request.get(`/api/vip/ebook/download?token=${new URL(link).searchParams.get('token')}`)).status();

/** Whether the token of `link` is a confirmed, active subscriber's (200, or 404 while no ebook is uploaded). */
const isMember = async (page: Page, link: string) => (await downloadStatus(page, link)) !== 403;

/** Staff upload an ebook (presign, PUT to the storage, confirm), as the ebook manager does. */
async function uploadEbook(admin: APIRequestContext, name: string) {
  const pdf = samplePdf(name);
  const started = await admin.post('/api/admin/ebook/upload-url', { data: { fileName: name, fileSize: pdf.length } });
  expect(started.status()).toBe(201);
  const { uploadURL, fileId } = (await started.json()) as { uploadURL: string; fileId: string };
  expect((await admin.put(uploadURL, { data: pdf, headers: { 'Content-Type': 'application/pdf' } })).status()).toBe(200);
  expect((await admin.post('/api/admin/ebook/confirm-upload', { data: { fileId, fileName: name, fileSize: pdf.length } })).status()).toBe(200);
  return { id: fileId, name, sha: sha256(pdf) };
}

/** The SHA-256 of the ebook staff see under `name`, if listed. */
async function listedEbookSha(admin: APIRequestContext, name: string) {
  const { files } = (await (await admin.get('/api/admin/ebooks/list')).json()) as { files: Array<{ name: string; downloadUrl: string }> };
  const file = files.find((listed) => listed.name === name);
  return file && sha256(await (await admin.get(file.downloadUrl)).body());
}

/** The page fits the screen: nothing sticks out sideways. */
const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('When a visitor joins, opens the e-mail\'s confirm link and presses the button, then the address is confirmed and the PDF downloads', async ({ page, baseURL }) => {
      const admin = await adminApi(baseURL!);
      const ebook = await uploadEbook(admin, `Recetas VIP ${viewport.width} ${Date.now()}.pdf`);
      const email = uniqueEmail(`optin-${viewport.width}`);

      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: '¡Únete al Club VIP!' });
      await dialog.getByPlaceholder('Ingresa tu email').fill(email);
      await dialog.getByLabel('Quiero recibir emails con ofertas y contenido exclusivo').check();
      await dialog.getByRole('button', { name: 'Quiero mi ebook GRATIS' }).click();
      const success = page.getByRole('dialog', { name: '¡Bienvenido al Club VIP!' });
      await expect(success).toContainText('Tu ebook GRATIS con 16 recetas va camino a tu email.');
      await expect(success.getByRole('button', { name: /Descargar/ })).toHaveCount(0);

      const mail = await welcomeEmailOf(page, email);
      expect(mail.subject).toBe('¡Bienvenido al Club VIP de ChapinBox! Confirma tu email y recibe tu ebook GRATIS');
      const links = linksOf(mail);
      const confirmLink = links['Confirmar y recibir mi ebook'];
      expect(confirmLink).toMatch(new RegExp(`^${baseURL}/api/vip/confirm\\?token=[\\w-]+$`));
      // Delivered, and the ebook is still closed to this address.
      expect(await downloadStatus(page, confirmLink)).toBe(403);

      await page.goto(confirmLink);
      await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu email' })).toBeVisible();
      expect(await fitsTheWidth(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      // Opening the link (what a mail scanner does too) confirmed nothing.
      expect(await downloadStatus(page, confirmLink)).toBe(403);

      const downloadStarted = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Confirmar y descargar mi ebook' }).click();
      const download = await downloadStarted;

      const bytes = await readFile((await download.path())!);
      // Another spec may upload an ebook at the same moment: the button gives the newest one.
      const expected = download.suggestedFilename() === ebook.name ? ebook.sha : await listedEbookSha(admin, download.suggestedFilename());
      expect(sha256(bytes)).toBe(expected);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await downloadStatus(page, confirmLink)).toBe(200);

      // Opening the link again is fine: the page now offers the download.
      await page.goto(confirmLink);
      await expect(page.getByRole('button', { name: 'Descargar mi ebook' })).toBeVisible();
      expect((await admin.delete(`/api/admin/ebook/${ebook.id}`)).status()).toBe(204);
      await admin.dispose();
    });

    test('When a subscriber opens the e-mail\'s unsubscribe link, then the page changes nothing until its button unsubscribes them', async ({ page }) => {
      const email = uniqueEmail(`baja-${viewport.width}`);
      expect((await page.request.post('/api/vip/subscribe', { data: { email, acceptsEmails: true, source: 'e2e', language: 'es' } })).status()).toBe(201);
      const mail = await welcomeEmailOf(page, email);
      const links = linksOf(mail);
      const unsubscribeLink = links['Si ya no quieres recibir nuestros emails, date de baja aquí'];
      expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeLink}>`);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      // Confirmed first (a 302 to the ebook, or the page saying it is coming), so the ebook
      // download tells whether the subscriber is still active.
      expect((await page.request.post(links['Confirmar y recibir mi ebook'], { maxRedirects: 0 })).status()).toBeLessThan(400);
      expect(await isMember(page, unsubscribeLink)).toBe(true);

      await page.goto(unsubscribeLink);
      await expect(page.getByRole('heading', { level: 1, name: '¿Quieres darte de baja?' })).toBeVisible();
      expect(await fitsTheWidth(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(await isMember(page, unsubscribeLink)).toBe(true);

      await page.getByRole('button', { name: 'Darme de baja' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Te has dado de baja' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'You have been unsubscribed' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await isMember(page, unsubscribeLink)).toBe(false);
    });
  });
}

test('When a mail client uses the e-mail\'s one-click unsubscribe header, then the subscriber is unsubscribed', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail('one-click');
  expect((await page.request.post('/api/vip/subscribe', { data: { email, acceptsEmails: true, source: 'e2e' } })).status()).toBe(201);
  const mail = await welcomeEmailOf(page, email);
  const target = mail.headers['list-unsubscribe'].replace(/^<|>$/g, '');

  // The mail provider's server posts it: no cookies, no Origin (RFC 8058).
  const provider = await playwright.request.newContext();
  const response = await provider.post(target, { form: { 'List-Unsubscribe': 'One-Click' } });

  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('Te has dado de baja');
  expect(target.startsWith(`${baseURL}/api/vip/unsubscribe?token=`)).toBe(true);
  await provider.dispose();
});
