import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_REFUSED } from '@shared/legal-pages';
import { auditLog, legalPages, staffPolicy } from '../db/schema';
import { TWO_FACTOR_SETUP_REQUIRED } from '@shared/two-factor';
import { createStaffUser, signInDirectly, staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { listLegalPages } from './legal-pages.service';

const privacy = {
  title: { es: 'Política de privacidad', en: 'Privacy policy' },
  markdown: {
    es: '## Responsable\nChapinBox LLC guarda tu **correo** para enviarte el club. Escríbenos a [hola@chapinbox.test](mailto:hola@chapinbox.test).',
    en: '## Controller\nChapinBox LLC keeps your **email** to send you the club. Write to [hola@chapinbox.test](mailto:hola@chapinbox.test).',
  },
};

describe('the legal pages', () => {
  let ctx: TestContext;
  let editor: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client: editor } = await staffClient(ctx, { role: 'editor' }));
  });
  afterAll(() => ctx.close());

  it('When nothing was ever saved, then each page answers its starting text in both languages, marked draft', async () => {
    for (const slug of ['privacidad', 'terminos', 'envios']) {
      const response = await ctx.client().get(`/api/pages/${slug}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ slug, draft: true });
      expect(response.body.markdown.es).toMatch(/Borrador/);
      expect(response.body.markdown.en).toMatch(/Draft/);
    }
    expect(await listLegalPages(ctx.database.db)).toEqual([
      { slug: 'privacidad', draft: true },
      { slug: 'terminos', draft: true },
      { slug: 'envios', draft: true },
    ]);
  });

  it('When a visitor asks for a page that does not exist, then it answers 404 with a message', async () => {
    const response = await ctx.client().get('/api/pages/cookies');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: expect.stringMatching(/no existe/) });
  });

  it('When nobody is signed in, then saving answers 401 and the page stays a draft', async () => {
    const response = await ctx.client().put('/api/admin/pages/privacidad', privacy);
    expect(response.status).toBe(401);
    expect(await ctx.database.db.$count(legalPages)).toBe(0);
  });

  it('When two-step sign-in is required and the member has not set it up, then saving answers 403', async () => {
    await ctx.database.db.insert(staffPolicy).values({ twoFactorRequired: true }).onConflictDoUpdate({ target: staffPolicy.id, set: { twoFactorRequired: true } });
    try {
      const user = await createStaffUser(ctx, { role: 'editor' });
      const client = ctx.client();
      await signInDirectly(ctx, client, user);
      const response = await client.put('/api/admin/pages/privacidad', privacy);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(TWO_FACTOR_SETUP_REQUIRED);
      expect(await ctx.database.db.$count(legalPages)).toBe(0);
    } finally {
      await ctx.database.db.update(staffPolicy).set({ twoFactorRequired: false });
    }
  });

  it.each([
    ['a paragraph tag', '<p>Hola</p>'],
    ['a script', 'Texto <script>alert(1)</script>'],
    ['a line break tag', 'Una línea<br/>otra'],
    ['an HTML comment', 'Texto <!-- oculto -->'],
  ])('When the text holds %s, then it answers 400 in Spanish and nothing is stored', async (_case, markdown) => {
    const response = await editor.put('/api/admin/pages/terminos', { ...privacy, markdown: { es: markdown, en: 'Fine' } });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([expect.objectContaining({ path: ['markdown', 'es'], message: HTML_REFUSED })]);
    expect(await ctx.database.db.$count(legalPages)).toBe(0);
  });

  it.each([
    ['an empty English text', { ...privacy, markdown: { es: 'Texto', en: '   ' } }, ['markdown', 'en']],
    ['no Spanish title', { ...privacy, title: { en: 'Terms' } }, ['title', 'es']],
    ['a title over 120 characters', { ...privacy, title: { es: 't'.repeat(121), en: 'Terms' } }, ['title', 'es']],
  ])('When the page has %s, then it answers 400 naming the field', async (_case, body, path) => {
    const response = await editor.put('/api/admin/pages/terminos', body);
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([expect.objectContaining({ path })]);
  });

  it('When an editor saves the privacy page, then it is no longer a draft, visitors read it, and the activity log says who', async () => {
    const saved = await editor.put('/api/admin/pages/privacidad', privacy);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ slug: 'privacidad', ...privacy, draft: false });

    const read = await ctx.client().get('/api/pages/privacidad');
    expect(read.body).toEqual({ slug: 'privacidad', ...privacy, draft: false });
    expect(await listLegalPages(ctx.database.db)).toContainEqual({ slug: 'privacidad', draft: false });
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'legal-pages.update'));
    expect(entries).toEqual([expect.objectContaining({ target: 'Política de privacidad' })]);
  });

  it('When a visitor opens /privacidad and /privacy, then each is the page in its language, linked to its twin, with no script', async () => {
    await editor.put('/api/admin/pages/privacidad', privacy);
    const es = await ctx.client().get('/privacidad', undefined);
    expect(es.status).toBe(200);
    expect(es.headers.get('content-type')).toMatch(/text\/html/);
    expect(es.text).toContain('<html lang="es">');
    expect(es.text).toContain('<h1>Política de privacidad</h1>');
    expect(es.text).toMatch(/<strong>correo<\/strong>/);
    expect(es.text).toContain('href="mailto:hola@chapinbox.test"');
    expect(es.text).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/privacidad">/);
    expect(es.text).toMatch(/<link rel="alternate" hreflang="en" href="http:\/\/[^"]+\/privacy">/);
    expect(es.text).not.toContain('<script');
    expect(es.text).not.toContain('noindex');

    const en = await ctx.client().get('/privacy');
    expect(en.text).toContain('<html lang="en">');
    expect(en.text).toContain('<h1>Privacy policy</h1>');
    expect(en.text).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/privacy">/);
    expect(en.text).toMatch(/<a class="lang" href="\/privacidad" hreflang="es"/);
  });

  it('When a page is still a draft, then its visitor page says so and keeps search engines away', async () => {
    const page = await ctx.client().get('/shipping');
    expect(page.text).toContain('<p class="draft">Draft</p>');
    expect(page.text).toContain('<meta name="robots" content="noindex">');
  });

  it('When staff preview a text, then they get the page as visitors will see it, with raw HTML shown as text', async () => {
    const response = await editor.post('/api/admin/pages/preview', { slug: 'terminos', language: 'en', title: 'Terms', markdown: '*Hi* <b>there</b>' });
    expect(response.status).toBe(200);
    expect(response.body.html).toContain('<h1>Terms</h1>');
    expect(response.body.html).toContain('<em>Hi</em> &lt;b&gt;there&lt;/b&gt;');
  });
});
