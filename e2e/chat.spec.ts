import { scrollPastFirstScreen } from './support/first-screen';
import { expect, test, type Page } from './support/test';

// The button bounces until first opened and Playwright only clicks what stands still; with
// reduced motion (which the site honours) it keeps still, and data-bouncing still tells.
test.use({ reducedMotion: 'reduce' });

const openChat = async (page: Page, label = 'Abrir el chat con Chapincito') => {
  await page.getByRole('button', { name: label }).click();
  const chat = page.getByRole('dialog', { name: '¡Hola! Soy Chapincito' });
  await expect(chat).toBeVisible();
  return chat;
};

const ask = async (page: Page, placeholder: string, question: string) => {
  const input = page.getByPlaceholder(placeholder);
  await input.fill(question);
  await input.press('Enter');
};

test.describe('Chapincito on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('When a visitor asks about shipping in Spanish, then the guide answers 3-5 días, and after a reload the conversation is still there', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Abrir el chat con Chapincito' });
    await expect(button).toHaveAttribute('data-bouncing', 'true');
    const chat = await openChat(page);
    await expect(chat.getByText('Tu guía personal para descubrir Guatemala')).toBeVisible();

    // A 20rem × 24rem panel, 190px from the bottom and 20px from the right.
    const box = (await chat.boundingBox())!;
    expect([box.width, box.height]).toEqual([320, 384]);
    expect(800 - (box.y + box.height)).toBe(190);
    expect(1280 - (box.x + box.width)).toBe(20);

    await ask(page, 'Escribe tu mensaje...', '¿Cuánto tarda el envío a Estados Unidos?');
    await expect(chat.getByText(/llega en 3-5 días/)).toBeVisible();
    await expect(chat.getByRole('link', { name: /amazon\.com/ })).toHaveAttribute('target', '_blank');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Abrir el chat con Chapincito' })).not.toHaveAttribute('data-bouncing');
    const again = await openChat(page);
    await expect(again.getByText('¿Cuánto tarda el envío a Estados Unidos?')).toBeVisible();
    await expect(again.getByText(/llega en 3-5 días/)).toBeVisible();

    await page.mouse.click(200, 300);
    await expect(again).toBeHidden();

    // The button toggles the panel: a second press closes it (and it stays closed: the press
    // outside the panel does not close it first for the toggle to open it again).
    await openChat(page);
    const toggle = page.getByRole('button', { name: 'Abrir el chat con Chapincito' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('dialog', { name: '¡Hola! Soy Chapincito' })).toBeHidden();
  });

  test('When a visitor asks about shipping in English, then the guide answers in English', async ({ page }) => {
    await page.goto('/?lang=en');
    const chat = await openChat(page, 'Open the chat with Chapincito');
    await expect(chat.getByText('Your personal guide to discover Guatemala')).toBeVisible();
    await ask(page, 'Type your message...', 'How long does shipping to the USA take?');
    await expect(chat.getByText(/arrives in 3-5 days/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
  });

  test('When the landing page loads, then the chat code is not in its first JavaScript', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(await (await request.get(script)).text(), script).not.toContain('chapincito-chat-opened');
    }
  });
});

test.describe('Chapincito on a 390px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('When a phone visitor opens the chat, then a centred window over a dark backdrop answers, and the backdrop closes it', async ({ page }) => {
    await page.goto('/');
    await scrollPastFirstScreen(page);
    const chat = await openChat(page);
    const box = (await chat.boundingBox())!;
    // 60vh of 844px is 506px, capped at 500px; centred on the screen.
    expect(Math.round(box.height)).toBe(500);
    expect(Math.round(box.x + box.width / 2)).toBe(195);
    expect(Math.round(box.y + box.height / 2)).toBe(422);

    await ask(page, 'Escribe tu mensaje...', 'cuanto tarda el envio');
    await expect(chat.getByText(/llega en 3-5 días/)).toBeVisible();

    await page.reload();
    await scrollPastFirstScreen(page);
    const again = await openChat(page);
    await expect(again.getByText('cuanto tarda el envio')).toBeVisible();
    await page.getByTestId('chat-backdrop').click({ position: { x: 20, y: 20 } });
    await expect(again).toBeHidden();
  });

  test('When a phone visitor writes in English, then the answer is English', async ({ page }) => {
    await page.goto('/?lang=en');
    await scrollPastFirstScreen(page);
    const chat = await openChat(page, 'Open the chat with Chapincito');
    await ask(page, 'Type your message...', 'do you ship to the US? how many days?');
    await expect(chat.getByText(/arrives in 3-5 days/)).toBeVisible();
  });
});
