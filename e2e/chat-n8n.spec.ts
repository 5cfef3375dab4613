import { expect, test, type Locator, type Page } from './support/test';
import { scrollPastFirstScreen } from './support/first-screen';
import { FAKES_URL, N8N_CHAT_PORT } from './support/servers';

// The app whose chat is the fakes' n8n webhook in Streaming response mode: it answers Markdown
// word by word (server/test/third-party-answers.ts, n8nMarkdownReply).
test.use({ baseURL: `http://localhost:${N8N_CHAT_PORT}`, reducedMotion: 'reduce' });

const WELCOME = /Pregúntame por nuestras cajas/;

async function openChat(page: Page) {
  await page.goto('/');
  // On a phone the chat button comes once the first screen is scrolled (docs/product.md#landing-page).
  if ((page.viewportSize()?.width ?? 1280) < 768) await scrollPastFirstScreen(page);
  await page.getByRole('button', { name: 'Abrir el chat con Chapincito' }).click();
  const chat = page.getByRole('dialog', { name: '¡Hola! Soy Chapincito' });
  await expect(chat).toBeVisible();
  return chat;
}

async function ask(chat: Locator, question: string) {
  const input = chat.getByPlaceholder('Escribe tu mensaje...');
  await input.fill(question);
  await input.press('Enter');
}

const control = (page: Page, action: string, data: object) => page.request.post(`${FAKES_URL}/_control/${action}`, { data: { fake: 'n8n-chat-stream', ...data } });

/** Where an item sits in the list's visible area: its top and bottom, from the list's top. */
async function placeInList(list: Locator, item: Locator) {
  const [listBox, itemBox] = [(await list.boundingBox())!, (await item.boundingBox())!];
  return { top: itemBox.y - listBox.y, bottom: itemBox.y + itemBox.height - listBox.y, listHeight: listBox.height };
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`Chapincito on n8n at ${viewport.width}px`, () => {
    test.use({ viewport, hasTouch: viewport.width < 768, isMobile: viewport.width < 768 });

    test('When n8n streams a Markdown reply, then the dots show until its first words, it grows as formatted text under the welcome, and a reload shows it again', async ({ page }) => {
      const chat = await openChat(page);
      const list = chat.getByRole('list', { name: 'Conversación con Chapincito' });
      // The webhook thinks a while before its first word, and this spec holds its reply after
      // the first words until it has looked at the half-written answer.
      const question = `¿Qué cajas tienen? (${viewport.width} px)`;
      await control(page, 'hold-stream', { question, at: 3 });
      await control(page, 'delay', { ms: 1_500 });
      await ask(chat, question);
      await expect(chat.getByTestId('typing-indicator')).toBeVisible();
      await control(page, 'delay', { ms: 0 });

      // The reply arrives a few words at a time: busy while it grows, the input closed.
      await expect(list).toHaveAttribute('aria-busy', 'true');
      await expect(chat.getByTestId('typing-indicator')).toHaveCount(0);
      await expect(chat.getByPlaceholder('Escribe tu mensaje...')).toBeDisabled();
      await control(page, 'release-stream', { question });
      await expect(list).not.toHaveAttribute('aria-busy');
      await expect(chat.getByPlaceholder('Escribe tu mensaje...')).toBeEnabled();

      const reply = list.locator(':scope > li').last();
      await expect(reply.locator('strong', { hasText: 'n8n' })).toBeVisible();
      await expect(reply.locator('em', { hasText: '¿Qué cajas tienen?' })).toBeVisible();
      await expect(reply.locator('ul > li')).toHaveText(['Party Mix, para compartir', 'Choco Box, para los golosos']);
      const link = reply.getByRole('link', { name: /Amazon/ });
      await expect(link).toHaveAttribute('href', 'https://www.amazon.com/dp/B0CHPARTY1');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(reply).not.toContainText('**');
      await expect(list.locator(':scope > li').first()).toContainText(WELCOME);

      await page.reload();
      await page.getByRole('button', { name: 'Abrir el chat con Chapincito' }).click();
      const again = page.getByRole('dialog', { name: '¡Hola! Soy Chapincito' });
      await expect(again.locator('strong', { hasText: 'n8n' })).toBeVisible();
      await expect(again.getByRole('list', { name: 'Conversación con Chapincito' }).locator(':scope > li').first()).toContainText(WELCOME);
    });

    test('When a long reply has arrived, then the list shows its question and its start, not its end', async ({ page }) => {
      const chat = await openChat(page);
      const list = chat.getByRole('list', { name: 'Conversación con Chapincito' });
      await ask(chat, 'Una respuesta larga, por favor');
      await expect(list).toHaveAttribute('aria-busy', 'true');
      // About fifty pieces 120 ms apart: the long reply streams for some six seconds.
      await expect(list).not.toHaveAttribute('aria-busy', { timeout: 20_000 });
      await expect(chat.getByText('Línea 20 de una respuesta larga.')).toBeAttached();

      // The welcome, the question, the answer.
      await expect(list.locator(':scope > li')).toHaveCount(3);
      const question = list.locator(':scope > li').nth(1);
      await expect(question).toHaveText(/^Tú: Una respuesta larga, por favor/);
      const answerStart = list.locator(':scope > li').last().locator('strong', { hasText: 'n8n' });
      const asked = await placeInList(list, question);
      const started = await placeInList(list, answerStart);
      expect(asked.top).toBeGreaterThanOrEqual(0);
      expect(asked.top).toBeLessThan(40);
      expect(started.bottom).toBeLessThan(started.listHeight);
      await expect(chat.getByText('Línea 20 de una respuesta larga.')).not.toBeInViewport();
      // The welcome is still the first item, above (scrolled out of view).
      await expect(list.locator(':scope > li').first()).toContainText(WELCOME);
    });
  });
}
