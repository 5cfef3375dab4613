import sharp from 'sharp';
import { signInAsStaff } from './support/staff';
import { expect, test } from './support/test';

/**
 * The media library end to end on the main app: staff upload a photo in /admin/media, place it
 * in PARTY MIX's gallery, and a visitor sees it there in both languages, as a <picture> with
 * AVIF and WebP srcsets served with a year's caching. The spec puts the gallery back as it
 * found it and deletes its photo.
 */
test('When staff upload a photo and place it in a box gallery, then visitors see it with its srcset and alt in their language', async ({ page, browser }) => {
  test.slow();
  const stamp = Date.now();
  const alt = { es: `La caja PARTY MIX abierta ${stamp}`, en: `The open PARTY MIX box ${stamp}` };
  const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#c0552b' } }).jpeg().toBuffer();

  await signInAsStaff(page);
  const before = (await (await page.request.get('/api/admin/media/slots')).json()) as { slots: Record<string, { id: string }[]> };
  await page.goto('/admin/media');
  const library = page.getByRole('region', { name: 'Fotos y videos' });
  await library.getByLabel('Archivo').setInputFiles({ name: 'caja.jpg', mimeType: 'image/jpeg', buffer: photo });
  await library.getByLabel('Texto alternativo en español').fill(alt.es);
  await library.getByLabel('Texto alternativo en inglés').fill(alt.en);
  await library.getByRole('button', { name: 'Subir', exact: true }).click();
  await expect(page.getByText('Foto subida', { exact: true })).toBeVisible({ timeout: 30_000 });
  const card = library.getByRole('list', { name: 'Fotos y videos subidos' }).getByRole('listitem').filter({ hasText: alt.es });
  await expect(card).toContainText('Tamaños: 480, 960 y 1600 px · AVIF y WebP');

  await library.getByLabel('Lugar de la página').selectOption({ label: 'Galería de PARTY MIX' });
  await library.getByLabel('Añadir', { exact: true }).selectOption({ label: alt.es });
  await library.getByRole('button', { name: 'Añadir a la lista' }).click();
  // Placed first: the gallery opens on it.
  const placedCount = before.slots['box-partyMix'].length;
  for (let step = 0; step < placedCount; step++) await library.getByRole('button', { name: `Subir «${alt.es}»` }).click();
  await library.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Guardado', { exact: true })).toBeVisible();
  await expect(card).toContainText('En la página: Galería de PARTY MIX');

  try {
    const visitor = await browser.newContext();
    for (const language of ['es', 'en'] as const) {
      const visitorPage = await visitor.newPage();
      const response = await visitorPage.goto(`/?lang=${language}`);
      // In the HTML the server sends, before any script.
      expect(await response!.text()).toContain(alt[language]);
      const gallery = visitorPage.getByTestId('gallery-partyMix');
      await gallery.scrollIntoViewIfNeeded();
      const image = gallery.getByRole('img', { name: alt[language] });
      await expect(image).toBeVisible();
      await expect(image).toHaveAttribute('width', '1800');
      await expect(image).toHaveAttribute('height', '1200');
      await expect(image).toHaveAttribute('loading', 'lazy');
      const avif = image.locator('xpath=..').locator('source[type="image/avif"]');
      await expect(avif).toHaveAttribute('srcset', /\/media\/[0-9a-f-]+\/480\.avif 480w, .*\/1600\.avif 1600w/);
      // The browser picked and loaded one of the sizes.
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
      const chosen = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
      expect(chosen).toMatch(/\/media\/.+\.(avif|webp)$/);
      const served = await visitorPage.request.get(chosen);
      expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      await visitorPage.close();
    }
    await visitor.close();
  } finally {
    await page.request.put('/api/admin/media/slots/box-partyMix', { data: { items: before.slots['box-partyMix'].map((item) => item.id) } });
    const listed = (await (await page.request.get('/api/admin/media')).json()) as { items: { id: string; alt: { es: string } }[] };
    for (const item of listed.items.filter((candidate) => candidate.alt.es === alt.es)) await page.request.delete(`/api/admin/media/${item.id}?force=1`);
  }
});
