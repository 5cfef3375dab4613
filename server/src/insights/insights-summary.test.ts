import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECT_SOURCE, INSIGHTS_TIME_ZONE, insightsSummarySchema } from '@shared/insights';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { createInsightMaintenance } from './insight-maintenance';
import { seedEvents, shopDayFromToday } from './insights-test-helpers';

// The staff's Insights page: a period's figures from the rolled-up days and today's raw events.

let ctx: TestContext;
let admin: TestClient;

const [before, day1, day2, day3, today] = [-5, -3, -2, -1, 0].map(shopDayFromToday);

/** Visitors as the hash would number them (the same number on two days is two day-visitors). */
const [ana, beto, carla, dora, eva, fito] = [101, 102, 103, 104, 105, 106];

beforeAll(async () => {
  ctx = await createTestContext();
  ({ client: admin } = await staffClient(ctx));
  await seedEvents(ctx, [
    // The period before: one visitor.
    { day: before, visitor: fito },
    // Day 1: Ana comes from Google, sees the VIP window and signs up after a reload (no referrer then:
    // the day still counts as Google's); Beto comes direct and clicks a box.
    { day: day1, hour: 9, visitor: ana, source: 'google.com' },
    { day: day1, hour: 9, visitor: ana, name: 'vip_shown', source: 'google.com', detail: 'auto' },
    { day: day1, hour: 10, visitor: ana, name: 'vip_signup', detail: 'new' },
    { day: day1, hour: 11, visitor: beto },
    { day: day1, hour: 11, visitor: beto, name: 'marketplace_click', box: 'partyMix', place: 'tab' },
    // Day 2: Ana again, from the November newsletter, clicks CHOCO BOX; Carla from Google, in English on a desktop.
    { day: day2, visitor: ana, path: '/agexport', source: 'newsletter', campaign: 'noviembre' },
    { day: day2, visitor: ana, path: '/agexport', name: 'marketplace_click', source: 'newsletter', campaign: 'noviembre', box: 'chocoBox', place: 'newsletter' },
    { day: day2, visitor: carla, path: '/agexport', source: 'google.com', language: 'en', device: 'desktop' },
    // Day 3: Dora from Google, already subscribed (a repeat is no sign-up).
    { day: day3, visitor: dora, source: 'google.com' },
    { day: day3, visitor: dora, name: 'vip_signup', source: 'google.com', detail: 'duplicate' },
    // Today (raw, not rolled up): Eva from the newsletter signs up.
    { visitor: eva, source: 'newsletter', campaign: 'noviembre' },
    { visitor: eva, name: 'vip_shown', source: 'newsletter', campaign: 'noviembre', detail: 'manual' },
    { visitor: eva, name: 'vip_signup', source: 'newsletter', campaign: 'noviembre', detail: 'new' },
  ]);
  // Confirmations: one on day 2, one in the period before.
  for (const [email, day] of [['conf-1@example.com', day2], ['conf-0@example.com', before]]) {
    await ctx.database.pool.query(
      `insert into vip_subscribers (email, accepts_emails, token, status, confirmed_at)
       values ($1, true, $1, 'confirmed', ($2::date + time '12:00')::timestamp at time zone '${INSIGHTS_TIME_ZONE}')`,
      [email, day],
    );
  }
});
afterAll(() => ctx.close());

const summary = async (query: string, client = admin) => {
  const response = await client.get(`/api/admin/insights/summary?${query}`);
  expect(response.status).toBe(200);
  return insightsSummarySchema.parse(response.body);
};

const period = `from=${day1}&to=${today}`;

describe('GET /api/admin/insights/summary', () => {
  it('When the period is read before and after the rollup (and after the raw events of finished days are gone), then the figures are the same, under every filter', async () => {
    const queries = [period, `${period}&source=newsletter`, `${period}&campaign=noviembre`, `${period}&source=google.com`, `${period}&source=${DIRECT_SOURCE}`];
    const read = () => Promise.all(queries.map((query) => summary(query)));
    const raw = await read();
    const maintenance = createInsightMaintenance(ctx.deps);
    expect(await maintenance.rollUp()).toEqual([before, shopDayFromToday(-4), day1, day2, day3]);
    const rolled = await read();
    // Finished days come from insight_days alone: the raw rows could be gone (partitions dropped).
    await ctx.database.pool.query(`delete from insight_events where (at at time zone '${INSIGHTS_TIME_ZONE}')::date < $1`, [today]);
    const fromRollups = await read();

    expect(raw.map((result) => result.visitors)).toEqual([6, 2, 2, 3, 1]);
    expect(rolled).toEqual(raw);
    expect(fromRollups).toEqual(raw);
  }, 30_000); // fifteen summaries, five at a time

  it('When a period is read, then it answers its totals, the period before, each day and the funnel', async () => {
    const result = await summary(period);

    expect(result).toMatchObject({ visitors: 6, pageviews: 6, vipShown: 2, signUps: 2, confirmed: 1, marketplaceClicks: 2 });
    expect(result.previous).toEqual({ visitors: 1, pageviews: 1, vipShown: 0, signUps: 0, confirmed: 1, marketplaceClicks: 0 });
    expect(result.byDay).toEqual([
      { date: day1, visitors: 2, pageviews: 2, signUps: 1, marketplaceClicks: 1 },
      { date: day2, visitors: 2, pageviews: 2, signUps: 0, marketplaceClicks: 1 },
      { date: day3, visitors: 1, pageviews: 1, signUps: 0, marketplaceClicks: 0 },
      { date: today, visitors: 1, pageviews: 1, signUps: 1, marketplaceClicks: 0 },
    ]);
    expect(result.funnel).toEqual([
      { step: 'visitors', count: 6 },
      { step: 'vip_shown', count: 2 },
      { step: 'sign_up', count: 2 },
      { step: 'confirmed', count: 1 },
      { step: 'marketplace_click', count: 2 },
    ]);
  });

  it('When a period is read, then each table ranks its rows by visitors, and the clicks are counted by box and by place', async () => {
    const result = await summary(period);

    expect(result.sources).toEqual([
      { source: 'google.com', visitors: 3, signUps: 1, marketplaceClicks: 0 },
      { source: 'newsletter', visitors: 2, signUps: 1, marketplaceClicks: 1 },
      { source: DIRECT_SOURCE, visitors: 1, signUps: 0, marketplaceClicks: 1 },
    ]);
    expect(result.campaigns).toEqual([{ campaign: 'noviembre', visitors: 2, signUps: 1, marketplaceClicks: 1 }]);
    expect(result.pages).toEqual([
      { page: '/', visitors: 4, signUps: 2, marketplaceClicks: 1 },
      { page: '/agexport', visitors: 2, signUps: 0, marketplaceClicks: 1 },
    ]);
    expect(result.languages).toEqual([
      { language: 'es', visitors: 5, signUps: 2, marketplaceClicks: 2 },
      { language: 'en', visitors: 1, signUps: 0, marketplaceClicks: 0 },
    ]);
    expect(result.devices).toEqual([
      { device: 'phone', visitors: 5, signUps: 2, marketplaceClicks: 2 },
      { device: 'desktop', visitors: 1, signUps: 0, marketplaceClicks: 0 },
    ]);
    expect(result.clicksByBox).toEqual([
      { box: 'chocoBox', clicks: 1 },
      { box: 'partyMix', clicks: 1 },
    ]);
    expect(result.clicksByPlace).toEqual([
      { place: 'newsletter', clicks: 1 },
      { place: 'tab', clicks: 1 },
    ]);
  });

  it('When a source or a campaign is chosen, then every panel counts only the visitors it brought, and no confirmation is attributed', async () => {
    const newsletter = await summary(`${period}&source=newsletter`);
    const campaign = await summary(`${period}&campaign=noviembre`);
    const google = await summary(`${period}&source=google.com`);

    expect(newsletter).toMatchObject({ visitors: 2, pageviews: 2, vipShown: 1, signUps: 1, confirmed: 0, marketplaceClicks: 1 });
    expect(newsletter.byDay.map((day) => day.visitors)).toEqual([0, 1, 0, 1]);
    expect(newsletter.sources).toEqual([{ source: 'newsletter', visitors: 2, signUps: 1, marketplaceClicks: 1 }]);
    expect(newsletter.pages.map((page) => page.page).sort()).toEqual(['/', '/agexport']);
    expect(newsletter.clicksByBox).toEqual([{ box: 'chocoBox', clicks: 1 }]);
    expect(newsletter.funnel.find((step) => step.step === 'confirmed')?.count).toBe(0);
    expect(campaign).toEqual(newsletter);
    // Ana's sign-up came after a reload without a referrer: her day is still Google's.
    expect(google).toMatchObject({ visitors: 3, signUps: 1, marketplaceClicks: 0 });
    expect(google.campaigns).toEqual([]);
    expect(google.previous.visitors).toBe(0);
  });

  it('When an editor asks, then it answers; a visitor gets 401', async () => {
    const { client: editor } = await staffClient(ctx, { role: 'editor' });
    expect((await summary(period, editor)).visitors).toBe(6);
    expect((await ctx.client().get(`/api/admin/insights/summary?${period}`)).status).toBe(401);
  });

  it('When the period is reversed, too long or not dates, then it answers 400 with a message in Spanish', async () => {
    const reversed = await admin.get(`/api/admin/insights/summary?from=${today}&to=${day1}`);
    const tooLong = await admin.get('/api/admin/insights/summary?from=2025-01-01&to=2026-02-05');
    const notADate = await admin.get(`/api/admin/insights/summary?from=ayer&to=${today}`);
    const ancient = await admin.get('/api/admin/insights/summary?from=0001-01-01&to=0001-01-02');

    expect(reversed).toMatchObject({ status: 400, body: { message: 'La fecha de inicio es posterior a la fecha de fin.' } });
    expect(tooLong).toMatchObject({ status: 400, body: { message: 'El periodo puede abarcar como mucho 400 días.' } });
    expect(notADate.status).toBe(400);
    expect(notADate.body.message).toContain('Fecha no válida');
    expect(ancient).toMatchObject({ status: 400, body: { message: expect.stringContaining('entre los años') } });
  });
});

describe('GET /api/admin/insights/export', () => {
  /** The export's bytes as the browser saves them (a text decoder would drop the BOM). */
  const exported = async (query: string) => {
    const response = await fetch(`${ctx.baseUrl}/api/admin/insights/export?${query}`, { headers: { Cookie: admin.cookieHeader } });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    return { response, bom: Array.from(bytes.subarray(0, 3)), lines: text.slice(1).trim().split('\n') };
  };

  it('When a table is exported, then it is a CSV with a BOM, a Spanish header and every row, formulas neutralised', async () => {
    await seedEvents(ctx, [{ visitor: 999, source: '=HYPERLINK("https://evil.example")' }]);

    const { response, bom, lines } = await exported(`${period}&table=sources`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename=insights-sources-${day1}-${today}.csv`);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines).toEqual([
      'Fuente,Visitantes,Registros VIP,Clics al marketplace',
      'google.com,3,1,0',
      'newsletter,2,1,1',
      `${DIRECT_SOURCE},1,0,1`,
      `"'=HYPERLINK(""https://evil.example"")",1,0,0`,
    ]);
  });

  it('When the clicks by box are exported under a filter, then only that source’s clicks are in it', async () => {
    const { lines } = await exported(`${period}&table=boxes&source=newsletter`);
    expect(lines).toEqual(['Caja,Clics al marketplace', 'chocoBox,1']);
  });

  it('When the table is unknown, then it answers 400 {message}', async () => {
    const response = await admin.get(`/api/admin/insights/export?${period}&table=emails`);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('Tabla desconocida');
  });
});

describe('GET /api/admin/insights/live', () => {
  it('When visitors came in the last 30 minutes, then they are counted, and older events are not', async () => {
    const earlier = (await admin.get('/api/admin/insights/live')).body;
    await seedEvents(ctx, [{ visitor: 7001 }, { visitor: 7001, name: 'marketplace_click', box: 'candyMix', place: 'promo' }, { visitor: 7002 }]);
    await ctx.database.pool.query("insert into insight_events (at, visitor, name, path, language, source, device) values (now() - interval '31 minutes', 7003, 'pageview', '/', 'es', 'x', 'phone')");

    const response = await admin.get('/api/admin/insights/live');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ visitors: earlier.visitors + 2, pageviews: earlier.pageviews + 2, marketplaceClicks: earlier.marketplaceClicks + 1 });
  });
});
