import type { FaqItem, FaqList } from '../shared/faq';
import { signInAsStaff } from './support/staff';
import { landingStructuredData } from './support/structured-data';
import { expect, test } from './support/test';

/**
 * The FAQ end to end on the main app: staff add an entry in /admin/faq, visitors see it on the
 * landing page in their language (in the HTML the server sends, and as a disclosure that opens
 * with the keyboard), the page's FAQPage states it, and Chapincito answers with it. The spec
 * puts the FAQ back as it found it.
 */
test.describe.configure({ mode: 'serial' });
// The chat button bounces until first opened; with reduced motion (which the site honours) it keeps still.
test.use({ reducedMotion: 'reduce' });

const canada = {
  question: { es: '¿Envían a Canadá?', en: 'Do you ship to Canada?' },
  answer: { es: 'Por ahora solo enviamos a **Estados Unidos**.', en: 'For now we only ship to the **USA**.' },
};

test('When staff add a FAQ entry, then visitors see it on the landing page in their language and Chapincito answers with it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(page);
  const before = ((await (await page.request.get('/api/admin/faq')).json()) as FaqList).items;

  try {
    await page.goto('/admin/faq');
    await expect(page.getByRole('heading', { level: 2, name: 'Preguntas frecuentes', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Añadir pregunta' }).click();
    const entry = page.getByRole('article', { name: `Pregunta ${before.length + 1}` });
    await expect(entry.getByLabel('Pregunta en español')).toBeFocused();
    // HTML is refused in the browser before anything is sent.
    await entry.getByLabel('Pregunta en español').fill(canada.question.es);
    await entry.getByLabel('Respuesta en español').fill('<b>No</b>');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(entry.getByLabel('Respuesta en español')).toBeFocused();
    await expect(page.getByText(/Escribe el texto sin HTML/).first()).toBeVisible();

    await entry.getByLabel('Respuesta en español').fill(canada.answer.es);
    await entry.getByLabel('Pregunta en inglés').fill(canada.question.en);
    await entry.getByLabel('Respuesta en inglés').fill(canada.answer.en);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Preguntas frecuentes guardadas', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();

    // The HTML the server sends, before any script, and its structured data.
    for (const language of ['es', 'en'] as const) {
      const html = await (await page.request.get(`/?lang=${language}`)).text();
      expect(html).toContain(`<summary`);
      expect(html).toContain(canada.question[language]);
      const { ofType } = await landingStructuredData(page.request, language);
      const [faqPage] = ofType('FAQPage');
      expect((faqPage.mainEntity as Array<{ name: string }>).map(({ name }) => name)).toContain(canada.question[language]);
    }

    await page.goto('/?lang=en');
    const section = page.getByRole('region', { name: 'Frequently asked questions' });
    await section.scrollIntoViewIfNeeded();
    const question = section.locator('summary').filter({ hasText: canada.question.en });
    await expect(section.getByText('For now we only ship to the')).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText('For now we only ship to the')).toBeVisible();
    await expect(section.getByText('USA', { exact: true })).toHaveJSProperty('tagName', 'STRONG');

    await page.getByRole('button', { name: 'Open the chat with Chapincito' }).click();
    const chat = page.getByRole('dialog');
    const input = page.getByPlaceholder('Type your message...');
    await input.fill('hi! do you ship to canada?');
    await input.press('Enter');
    await expect(chat.getByText('For now we only ship to the')).toBeVisible();
  } finally {
    const restored = await page.request.put('/api/admin/faq', { data: { items: before.map(({ question, answer }: FaqItem) => ({ question, answer })) } });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
