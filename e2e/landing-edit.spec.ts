import { expect, test, type Page } from './support/test';

const heroTitle = (page: Page) => page.locator('[data-content-path="hero.title"]');
const toolbar = (page: Page) => page.getByTestId('edit-toolbar');

test.beforeEach(async ({ page }) => {
  await page.route('**/api/inventory/total', (route) => route.fulfill({ json: { totalBoxes: 31 } }));
});

test.describe('edit mode access', () => {
  test('When a visitor opens the page, then there is no edit button and Ctrl+Shift+E does nothing', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('urgency-countdown')).toHaveText(/\d{2}:/);
    await page.keyboard.press('Control+Shift+E');
    await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
    await expect(toolbar(page)).toHaveCount(0);
  });

  test('When the stored user is an admin, then the left-bottom button and Ctrl+Shift+E open edit mode', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('user', JSON.stringify({ role: 'admin', email: 'ana@chapinbox.test', firstName: 'Ana' })));
    await page.goto('/');

    await page.getByRole('button', { name: 'Editar' }).click();
    await expect(toolbar(page)).toBeVisible();
    await page.keyboard.press('Control+Shift+E');
    await expect(toolbar(page)).toHaveCount(0);
    await page.keyboard.press('Control+Shift+E');
    await expect(toolbar(page)).toBeVisible();
  });

  test('When the address has ?edit=true, then the edit button is offered', async ({ page }) => {
    await page.goto('/?edit=true');
    await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
  });

  test('When staff open "Editar la página en inglés" in Textos del sitio, then the English page opens in edit mode', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('user', JSON.stringify({ role: 'editor', email: 'luis@chapinbox.test', firstName: 'Luis' })));
    await page.goto('/?lang=en&edit=open');
    await expect(toolbar(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salir de edición' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('editing', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/?edit=true');
    await page.getByRole('button', { name: 'Editar' }).click();
    await expect(toolbar(page)).toBeVisible();
  });

  test('When a text beside the edit panel is clicked, then its editor opens without covering the panel', async ({ page }) => {
    // A text on the left, scrolled to the panel's height on the screen.
    const path = await page.evaluate(() => {
      const panel = document.querySelector('[data-testid="edit-toolbar"]')!.getBoundingClientRect();
      const text = Array.from(document.querySelectorAll<HTMLElement>('[data-content-path]')).find((element) => {
        const rect = element.getBoundingClientRect();
        return rect.left < panel.right && rect.top + window.scrollY > window.innerHeight && rect.height < 80 && rect.width > 0;
      })!;
      window.scrollTo(0, text.getBoundingClientRect().top + window.scrollY - panel.top - 20);
      return text.dataset.contentPath!;
    });
    // The panel may cover part of the text: the click goes to the text itself.
    await page.locator(`[data-content-path="${path}"]`).dispatchEvent('click');
    const editor = page.getByRole('dialog', { name: `Editar ${path}` });
    await expect(editor.getByRole('textbox')).toBeFocused();
    const [editorBox, panelBox] = [await editor.boundingBox(), await toolbar(page).boundingBox()];
    const apart =
      editorBox!.x >= panelBox!.x + panelBox!.width || editorBox!.x + editorBox!.width <= panelBox!.x || editorBox!.y >= panelBox!.y + panelBox!.height || editorBox!.y + editorBox!.height <= panelBox!.y;
    expect(apart).toBe(true);
  });

  test('When a text is edited, Enter saves it and Esc cancels another edit; save-all keeps it over a reload', async ({ page }) => {
    await heroTitle(page).click();
    const field = page.getByRole('dialog', { name: 'Editar hero.title' }).getByRole('textbox');
    await field.fill('Sabores de casa,');
    await field.press('Enter');
    await expect(heroTitle(page)).toHaveText('Sabores de casa,');

    await page.locator('[data-content-path="hero.ctaText"]').click();
    await page.getByRole('dialog', { name: 'Editar hero.ctaText' }).getByRole('textbox').fill('No debe quedar');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Editar hero.ctaText' })).toHaveCount(0);
    await expect(page.locator('[data-content-path="hero.ctaText"]')).toHaveText('Explora nuestras colecciones');

    await toolbar(page).getByRole('button', { name: 'Guardar todo' }).click();
    await expect(toolbar(page).getByRole('status')).toHaveText('✓ Cambios guardados exitosamente');
    // The message clears itself after 3 s.
    await expect(toolbar(page).getByRole('status')).toHaveText('');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('chapinbox-content')))!)).toEqual({ texts: { es: { 'hero.title': 'Sabores de casa,' } } });

    await page.reload();
    await expect(heroTitle(page)).toHaveText('Sabores de casa,');
  });

  test('When a multiline text is edited, then Enter makes a new line and Ctrl+Enter saves', async ({ page }) => {
    await page.locator('[data-content-path="hero.subtitle"]').click();
    const field = page.getByRole('dialog', { name: 'Editar hero.subtitle' }).getByRole('textbox');
    await field.fill('Primera línea');
    await field.press('Enter');
    await field.pressSequentially('segunda línea');
    await expect(page.getByRole('dialog', { name: 'Editar hero.subtitle' })).toBeVisible();
    await field.press('Control+Enter');
    await expect(page.locator('[data-content-path="hero.subtitle"]')).toHaveText('Primera línea\nsegunda línea');
  });

  test('When edit mode is on, then clicking a link text edits it instead of following it', async ({ page }) => {
    await page.locator('[data-content-path="urgencyBar.ctaText"]').click();
    await expect(page.getByRole('dialog', { name: 'Editar urgencyBar.ctaText' })).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
  });

  test('When sections are reordered and saved, then the page follows the order after a reload', async ({ page }) => {
    await toolbar(page).getByRole('button', { name: 'Ordenar secciones' }).click();
    const move = toolbar(page).getByRole('button', { name: 'Subir Lugares turísticos' });
    for (let i = 0; i < 10; i++) await move.click();
    await toolbar(page).getByRole('button', { name: 'Guardar todo' }).click();
    await expect(toolbar(page).getByRole('status')).toHaveText('✓ Cambios guardados exitosamente');

    await page.reload();
    const order = () => page.locator('main [data-section-id]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-section-id')).slice(0, 2));
    await expect.poll(order).toEqual(['products', 'tourist-places']);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('chapinbox-sections-order')))!)[1]).toBe('tourist-places');
  });

  test('When "restore default" is confirmed, then the saved draft is cleared and the built-in texts return', async ({ page }) => {
    await heroTitle(page).click();
    await page.getByRole('dialog', { name: 'Editar hero.title' }).getByRole('textbox').fill('Temporal');
    await page.keyboard.press('Enter');
    await toolbar(page).getByRole('button', { name: 'Guardar todo' }).click();
    await expect(toolbar(page).getByRole('status')).toHaveText('✓ Cambios guardados exitosamente');

    page.once('dialog', (dialog) => dialog.accept());
    await toolbar(page).getByRole('button', { name: 'Restaurar predeterminado' }).click();

    await expect(heroTitle(page)).toHaveText('El sabor de tu tierra,');
    expect(await page.evaluate(() => localStorage.getItem('chapinbox-content'))).toBeNull();
  });

  test('When "reload" is not confirmed, then the page stays with its unsaved edits', async ({ page }) => {
    await heroTitle(page).click();
    await page.getByRole('dialog', { name: 'Editar hero.title' }).getByRole('textbox').fill('Sin guardar');
    await page.keyboard.press('Enter');
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      return dialog.dismiss();
    });
    await toolbar(page).getByRole('button', { name: 'Recargar' }).click();
    expect(asked).toContain('¿Recargar la página?');
    await expect(heroTitle(page)).toHaveText('Sin guardar');
  });

  test('When a visitor without a staff session publishes, then it is refused and the page says so in red', async ({ page }) => {
    await toolbar(page).getByRole('button', { name: 'Publicar' }).click();
    await expect(toolbar(page).getByRole('status')).toHaveText('✗ Inicia sesión como personal para publicar');
    await expect(toolbar(page).getByRole('status')).toHaveClass(/text-red-700/);
  });
});

test.describe('opacity tool', () => {
  test('When Ctrl+Alt+O is pressed, then the tool opens; a preset sets the gradient and is kept; Esc closes; Shift+Alt+O reopens', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('urgency-countdown')).toHaveText(/\d{2}:/);
    const opacity = () => page.evaluate(() => getComputedStyle(document.querySelector('.page-gradient')!).opacity);
    expect(await opacity()).toBe('0.7');

    await page.keyboard.press('Control+Alt+O');
    const tool = page.getByTestId('opacity-tool');
    await expect(tool).toBeVisible();
    await expect(tool.getByRole('slider')).toHaveValue('70');
    await tool.getByRole('button', { name: '30%' }).click();
    expect(await opacity()).toBe('0.3');
    expect(await page.evaluate(() => localStorage.getItem('adminGradientOpacity'))).toBe('30');

    await tool.getByRole('spinbutton').fill('142');
    await expect(tool.getByRole('slider')).toHaveValue('100');

    await page.keyboard.press('Escape');
    await expect(tool).toHaveCount(0);
    await page.keyboard.press('Shift+Alt+O');
    await expect(page.getByTestId('opacity-tool')).toBeVisible();

    await page.reload();
    await expect.poll(opacity).toBe('1');
  });
});
