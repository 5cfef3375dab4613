import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS_TIME_ZONE } from '@shared/insights';
import { insightDays, insightEvents, qrCodes } from '../db/schema';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import { setupStep, type TestClient } from '../../test/test-client';

/** Reads the QR code in a PNG back to its text. */
function decodePng(png: Buffer) {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

const decodeQr = (dataUrl: string) => decodePng(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));

// Each test that draws a 512-pixel PNG and decodes it back with jsQR is CPU-heavy, more so on a loaded machine.
const DRAWS = { timeout: 20_000 };

describe('POST /api/admin/qr/generate', () => {
  let ctx: TestContext;
  let staff: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client: staff } = await staffClient(ctx));
  });
  afterAll(() => ctx.close());

  it('When staff ask for the /agexport QR code, then the PNG decodes back to the address and the code is kept', DRAWS, async () => {
    const url = 'https://chapinbox.com/agexport';
    const response = await staff.post('/api/admin/qr/generate', { url, title: '  Generador de videos AGEXPORT  ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: expect.any(Number), url, title: 'Generador de videos AGEXPORT', campaign: null });
    expect(response.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(decodeQr(response.body.qrCode)).toBe(url);
    const [row] = await ctx.database.db.select().from(qrCodes);
    expect(row).toMatchObject({ id: response.body.id, title: 'Generador de videos AGEXPORT', campaign: null, url });
  });

  it('When the address is local http with a port, then it is accepted and encoded as is', DRAWS, async () => {
    const url = 'http://localhost:5000/agexport';
    const response = await staff.post('/api/admin/qr/generate', { url, title: 'QR' });
    expect(decodeQr(response.body.qrCode)).toBe(url);
  });

  it('When staff name a campaign, then the address encoded carries utm_source=qr and utm_campaign, after the parameters it had', DRAWS, async () => {
    const response = await staff.post('/api/admin/qr/generate', { url: 'https://chapinbox.com/agexport?lang=en#inicio', title: 'Feria', campaign: ' Feria-2026 ' });

    const tagged = 'https://chapinbox.com/agexport?lang=en&utm_source=qr&utm_campaign=Feria-2026#inicio';
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ url: tagged, campaign: 'Feria-2026' });
    expect(decodeQr(response.body.qrCode)).toBe(tagged);
  });

  it.each([
    ['a javascript: address', { url: 'javascript:alert(1)', title: 'QR' }],
    ['a data: address', { url: 'data:text/html,<b>x</b>', title: 'QR' }],
    ['an ftp address', { url: 'ftp://chapinbox.com/agexport', title: 'QR' }],
    ['text that is no address', { url: 'agexport', title: 'QR' }],
    ['an address over 2048 characters', { url: `https://chapinbox.com/${'a'.repeat(2048)}`, title: 'QR' }],
    ['an empty title', { url: 'https://chapinbox.com/agexport', title: '   ' }],
    ['a title over 100 characters', { url: 'https://chapinbox.com/agexport', title: 't'.repeat(101) }],
    ['a missing title', { url: 'https://chapinbox.com/agexport' }],
    ['a campaign over 50 characters', { url: 'https://chapinbox.com/agexport', title: 'QR', campaign: 'c'.repeat(51) }],
    ['an empty campaign', { url: 'https://chapinbox.com/agexport', title: 'QR', campaign: '  ' }],
  ])('When the request has %s, then it answers 400', async (_case, body) => {
    const response = await staff.post('/api/admin/qr/generate', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it.each([['feria 2026'], ['niño'], ['feria_2026'], ['feria&utm_source=otro'], ['feria/2026']])(
    'When the campaign is %j, then it answers 400 saying only letters, digits and dashes go, and keeps nothing',
    async (campaign) => {
      const before = await ctx.database.db.$count(qrCodes);
      const response = await staff.post('/api/admin/qr/generate', { url: 'https://chapinbox.com/agexport', title: 'QR', campaign });
      expect(response.status).toBe(400);
      expect(response.body.issues).toEqual([expect.objectContaining({ path: ['campaign'], message: expect.stringMatching(/solo admite letras sin tildes ni eñes, cifras y guiones/) })]);
      expect(await ctx.database.db.$count(qrCodes)).toBe(before);
    },
  );

  it('When nobody is signed in, then it answers 401', async () => {
    const response = await ctx.client().post('/api/admin/qr/generate', { url: 'https://chapinbox.com/agexport', title: 'QR' });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/admin/qr/codes and the PNG of each', () => {
  let ctx: TestContext;
  let staff: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client: staff } = await staffClient(ctx, { firstName: 'Lucía' }));
  });
  afterAll(() => ctx.close());

  const generate = async (title: string, campaign?: string) =>
    setupStep(await staff.post('/api/admin/qr/generate', { url: 'https://chapinbox.com/agexport', title, ...(campaign ? { campaign } : {}) }), 200).body as { id: number };

  /** The shop's day `daysAgo` days before today, and an instant `hoursInto` it (negative: before it began). */
  async function shopDay(daysAgo: number, hoursInto = 0) {
    const { rows } = await ctx.database.pool.query<{ day: string; at: Date }>(
      `select to_char(d, 'YYYY-MM-DD') as day, (d::timestamp at time zone $1) + make_interval(hours => $3) as at
       from (select (now() at time zone $1)::date - $2::int as d) today`,
      [INSIGHTS_TIME_ZONE, daysAgo, hoursInto],
    );
    return rows[0];
  }

  const event = (campaign: string, name: string, visitor: number, at: Date, detail?: string) => ({
    at,
    visitor,
    name,
    path: '/agexport',
    language: 'es',
    source: 'qr',
    medium: null,
    campaign,
    device: 'phone',
    detail: detail ?? null,
  });

  const codesBy = async () => {
    const response = await staff.get('/api/admin/qr/codes');
    expect(response.status).toBe(200);
    return Object.fromEntries((response.body.codes as Array<{ title: string; visits: number | null; signUps: number | null }>).map((code) => [code.title, code]));
  };

  it('When codes were made, then they are listed newest first with who made them, and an untagged one has no figures', DRAWS, async () => {
    await generate('Póster de la entrada');
    await generate('Feria', 'feria-2026');

    const response = await staff.get('/api/admin/qr/codes');

    expect(response.status).toBe(200);
    expect(response.body.codes).toEqual([
      {
        id: expect.any(Number),
        title: 'Feria',
        campaign: 'feria-2026',
        url: 'https://chapinbox.com/agexport?utm_source=qr&utm_campaign=feria-2026',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        createdBy: 'Lucía Pérez',
        visits: 0,
        signUps: 0,
      },
      expect.objectContaining({ title: 'Póster de la entrada', campaign: null, url: 'https://chapinbox.com/agexport', visits: null, signUps: null }),
    ]);
  });

  it('When visitors came through a campaign, then its code counts the rolled-up days plus the events since, each visitor once a day, and only new sign-ups', async () => {
    const yesterday = await shopDay(1, 12);
    const today = await shopDay(0, 1);
    const db = ctx.database.db;
    // Nothing rolled up yet: yesterday's events count as they are.
    await db.insert(insightEvents).values([
      event('feria-2026', 'pageview', 1, yesterday.at),
      event('feria-2026', 'pageview', 1, today.at),
      event('feria-2026', 'pageview', 1, new Date(today.at.getTime() + 60_000)),
      event('feria-2026', 'pageview', 2, today.at),
      event('feria-2026', 'vip_signup', 2, today.at, 'new'),
      event('feria-2026', 'vip_signup', 1, today.at, 'duplicate'),
      event('feria-2026', 'marketplace_click', 3, today.at),
      event('otra', 'pageview', 4, today.at),
      { ...event('feria-2026', 'pageview', 5, today.at), source: 'newsletter' },
    ]);
    expect((await codesBy()).Feria).toMatchObject({ visits: 3, signUps: 1 });

    // Yesterday rolled up (with a day before it): its events are counted from the rollup, not twice.
    const twoDaysAgo = await shopDay(2);
    await db.insert(insightDays).values([
      { day: twoDaysAgo.day, source: 'qr', campaign: 'feria-2026', dimension: 'total', value: '', visitors: 10, pageviews: 14, signUps: 2 },
      { day: yesterday.day, source: 'qr', campaign: 'feria-2026', dimension: 'total', value: '', visitors: 1, pageviews: 1, signUps: 0 },
      { day: yesterday.day, source: 'qr', campaign: 'feria-2026', dimension: 'page', value: '/agexport', visitors: 1, pageviews: 1, signUps: 0 },
      { day: yesterday.day, source: 'newsletter', campaign: 'feria-2026', dimension: 'total', value: '', visitors: 50, signUps: 9 },
    ]);

    expect((await codesBy()).Feria).toMatchObject({ visits: 10 + 1 + 2, signUps: 2 + 1 });
  });

  it('When staff ask for a code’s PNG again, then it downloads under the campaign’s name and decodes to the address kept', DRAWS, async () => {
    const { id } = await generate('Mostrador', 'mostrador');

    const response = await fetch(`${ctx.baseUrl}/api/admin/qr/codes/${id}/png`, { headers: { Cookie: staff.cookieHeader } });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=codigo-qr-mostrador.png');
    expect(decodePng(Buffer.from(await response.arrayBuffer()))).toBe('https://chapinbox.com/agexport?utm_source=qr&utm_campaign=mostrador');
  });

  it('When the code does not exist or nobody is signed in, then it answers 404 or 401', async () => {
    expect((await staff.get('/api/admin/qr/codes/999999/png')).status).toBe(404);
    expect((await ctx.client().get('/api/admin/qr/codes')).status).toBe(401);
    expect((await ctx.client().get('/api/admin/qr/codes/1/png')).status).toBe(401);
  });
});
