import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CONTENT_BYTES, type SiteContent } from '@shared/site-content';
import { siteContent } from '../db/schema';
import { createTestContext, type TestContext } from '../../test/test-context';
import { staffClient } from '../../test/staff-session';

const edited: SiteContent = {
  texts: { es: { 'hero.title': 'Sabores de casa', 'products.tabs.partyMix.price': 'Desde USD 19.99' }, en: { 'hero.title': 'Flavours of home' } },
  sectionsOrder: ['tourist-places', 'products'],
};

describe('/api/content', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('When nothing was published, then visitors get the empty default, cacheable briefly', async () => {
    const response = await ctx.client().get('/api/content');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ texts: {} });
    expect(response.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=5, stale-while-revalidate=30');
  });

  it('When a visitor without a session publishes, then it is refused with 401 and nothing changes', async () => {
    const response = await ctx.client().put('/api/content', edited);
    expect(response.status).toBe(401);
    expect((await ctx.client().get('/api/content')).body).toEqual({ texts: {} });
  });

  it('When staff publish content, then it is stored with who published it and every visitor gets it', async () => {
    const { client, user } = await staffClient(ctx);

    const response = await client.put('/api/content', edited);

    expect(response.status).toBe(200);
    expect(response.body).toEqual(edited);
    expect((await ctx.client().get('/api/content')).body).toEqual(edited);
    const [row] = await ctx.database.db.select().from(siteContent).where(eq(siteContent.id, 'published'));
    expect(row.updatedBy).toBe(user.id);
  });

  it('When staff publish again, then the new content replaces the old one', async () => {
    const { client } = await staffClient(ctx);
    const next: SiteContent = { texts: { en: { 'cultural.diveTitle': 'Dive into Guatemala!' } } };

    await client.put('/api/content', next);

    expect((await ctx.client().get('/api/content')).body).toEqual(next);
    expect(await ctx.database.db.select().from(siteContent)).toHaveLength(1);
  });

  it.each([
    ['an unknown language', { texts: { fr: { 'hero.title': 'x' } } }],
    ['a path that is not a dotted key', { texts: { es: { 'hero title!': 'x' } } }],
    ['a text that is not a string', { texts: { es: { 'hero.title': 42 } } }],
    ['a section id with capitals', { texts: {}, sectionsOrder: ['Products'] }],
    ['an unknown field', { texts: {}, html: '<script>' }],
    ['no texts at all', { sectionsOrder: [] }],
  ])('When staff publish %s, then it is refused with 400 and the issues', async (_name, body) => {
    const { client } = await staffClient(ctx);
    const response = await client.put('/api/content', body);
    expect(response.status).toBe(400);
    expect(response.body.issues.length).toBeGreaterThan(0);
  });

  it('When the content is larger than the limit, then it is refused with 413', async () => {
    const { client } = await staffClient(ctx);
    const texts = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`big.text${i}`, 'x'.repeat(3_999)]));
    expect(JSON.stringify(texts).length).toBeGreaterThan(MAX_CONTENT_BYTES);

    const response = await client.put('/api/content', { texts: { es: texts } });

    expect(response.status).toBe(413);
    expect(response.body.message).toContain('64 KB');
  });
});
