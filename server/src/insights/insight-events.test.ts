import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIRECT_SOURCE, INSIGHT_BATCH_MAX, INSIGHT_TAG_MAX } from '@shared/insights';
import { freePort } from '../lib/free-port';
import { createTestContext, type TestContext } from '../../test/test-context';
import { DESKTOP_AGENT, GOOGLEBOT, PHONE_AGENT } from './insights-test-helpers';
import type { InsightRow } from './insight-events';

// The page's measurement beacons as a browser (fetch or navigator.sendBeacon), a bot or a
// broken client sends them, and what is stored of them.

let ctx: TestContext;
let address = 0;
/** A visitor's own address (the app believes X-Forwarded-For from loopback here). */
const newAddress = () => `10.33.${Math.floor(++address / 250)}.${address % 250}`;

const pageview = (extra: Record<string, unknown> = {}) => ({ type: 'pageview', path: '/', language: 'es', device: 'phone', ...extra });

function send(body: unknown, headers: Record<string, string> = {}) {
  return ctx.client().post('/api/insights/events', body, { headers: { 'User-Agent': PHONE_AGENT, 'X-Forwarded-For': newAddress(), ...headers } });
}

/** A stored row as the tests read it back (the time aside). */
type StoredEvent = Omit<InsightRow, 'at'>;

const stored = async () =>
  (await ctx.database.pool.query<StoredEvent>('select visitor, name, path, language, source, medium, campaign, device, box, place, detail from insight_events order by at, path')).rows;

beforeAll(async () => {
  ctx = await createTestContext({ env: { TRUST_PROXY: 'loopback' } });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.pool.query('delete from insight_events');
});

describe('POST /api/insights/events', () => {
  it('When a browser sends a page view and an event as JSON, then it answers 202 with no body and no cookie, and stores both', async () => {
    const response = await send({
      events: [
        pageview({ path: '/agexport', utm: { source: 'newsletter', medium: 'email', campaign: 'noviembre' } }),
        { type: 'event', name: 'marketplace_click', path: '/agexport', language: 'en', device: 'desktop', props: { box: 'candyMix', place: 'featured' } },
      ],
    });

    expect(response.status).toBe(202);
    expect(response.text).toBe('');
    expect(response.headers.get('set-cookie')).toBeNull();
    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'pageview', path: '/agexport', language: 'es', device: 'phone', source: 'newsletter', medium: 'email', campaign: 'noviembre', box: null }),
        expect.objectContaining({ name: 'marketplace_click', path: '/agexport', language: 'en', device: 'desktop', source: DIRECT_SOURCE, box: 'candyMix', place: 'featured' }),
      ]),
    );
    expect(rows[0].visitor).toBe(rows[1].visitor);
    expect(Number.isSafeInteger(rows[0].visitor) && rows[0].visitor > 0).toBe(true);
  });

  it('When sendBeacon sends the same JSON as text/plain from the site itself, then the origin check lets it through and it is stored', async () => {
    const beacon = await ctx.client().post('/api/insights/events', undefined, {
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: ctx.baseUrl, 'User-Agent': PHONE_AGENT, 'X-Forwarded-For': newAddress() },
      raw: JSON.stringify({ events: [pageview({ path: '/beacon' })] }),
    });

    expect(beacon.status).toBe(202);
    expect((await stored()).map((row) => row.path)).toEqual(['/beacon']);
  });

  it('When a beacon comes from another site, then it answers 403 and stores nothing', async () => {
    const response = await ctx.client().post('/api/insights/events', undefined, {
      headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example', 'User-Agent': PHONE_AGENT },
      raw: JSON.stringify({ events: [pageview()] }),
    });
    expect(response.status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('When a text/plain body is not JSON or breaks the body bounds, then it answers 4xx {message} and stores nothing', async () => {
    const headers = { 'Content-Type': 'text/plain', 'User-Agent': PHONE_AGENT };
    const malformed = await ctx.client().post('/api/insights/events', undefined, { headers, raw: '{"events": [' });
    const deep = await ctx.client().post('/api/insights/events', undefined, { headers, raw: `${'['.repeat(40)}${']'.repeat(40)}` });
    const large = await ctx.client().post('/api/insights/events', undefined, { headers, raw: JSON.stringify({ events: [pageview({ referrer: 'x'.repeat(200_000) })] }) });

    expect(malformed.status).toBe(400);
    expect(deep).toMatchObject({ status: 400, body: { message: expect.stringContaining('nested more than') } });
    expect(large.status).toBe(413);
    for (const response of [malformed, deep, large]) expect(response.body.message).toEqual(expect.any(String));
    expect(await stored()).toEqual([]);
  });

  it('When a bot or a client without a user agent sends events, then it answers 202 and stores nothing', async () => {
    const bot = await send({ events: [pageview()] }, { 'User-Agent': GOOGLEBOT });
    const anonymous = await postWithoutUserAgent(JSON.stringify({ events: [pageview()] }));

    expect(bot.status).toBe(202);
    expect(anonymous).toBe(202);
    expect(await stored()).toEqual([]);
  });

  it('When events are for staff screens, then those are dropped and the rest is stored', async () => {
    const paths = ['/admin', '/admin/subscribers', '/inventory', '/login', '/register?invite=abc', '/forgot-password', '/reset-password?token=x', '/administracion'];
    const response = await send({ events: paths.map((path) => pageview({ path })) });

    expect(response.status).toBe(202);
    expect((await stored()).map((row) => row.path)).toEqual(['/administracion']);
  });

  it('When a path carries a query or a fragment, then only the path is stored', async () => {
    await send({ events: [pageview({ path: '/agexport?email=ana@example.com&utm_source=x#video' }), pageview({ path: '/#top' })] });
    expect((await stored()).map((row) => row.path).sort()).toEqual(['/', '/agexport']);
  });

  it('When the source is worked out, then utm_source wins over ref, ref over the referrer, the referrer domain over direct, and the site itself is no referrer', async () => {
    await send({
      events: [
        pageview({ path: '/1', utm: { source: 'instagram' }, ref: 'agexport', referrer: 'https://www.google.com/search?q=chapinbox' }),
        pageview({ path: '/2', ref: 'agexport', referrer: 'https://www.google.com/' }),
        pageview({ path: '/3', referrer: 'https://www.facebook.com/groups/chapines?fbclid=1' }),
        pageview({ path: '/4', referrer: 'https://l.instagram.com/' }),
        pageview({ path: '/5', referrer: `${ctx.baseUrl}/agexport` }),
        pageview({ path: '/6' }),
        pageview({ path: '/7', referrer: 'not an address', utm: { source: '   ' } }),
      ],
    });
    const sources = Object.fromEntries((await stored()).map((row) => [row.path, row.source]));
    expect(sources).toEqual({ '/1': 'instagram', '/2': 'agexport', '/3': 'facebook.com', '/4': 'l.instagram.com', '/5': DIRECT_SOURCE, '/6': DIRECT_SOURCE, '/7': DIRECT_SOURCE });
  });

  it('When one address and browser sends twice, then it is one visitor; another browser at the same address is another', async () => {
    const from = newAddress();
    await send({ events: [pageview({ path: '/a' })] }, { 'X-Forwarded-For': from });
    await send({ events: [pageview({ path: '/b' })] }, { 'X-Forwarded-For': from });
    await send({ events: [pageview({ path: '/c' })] }, { 'X-Forwarded-For': from, 'User-Agent': DESKTOP_AGENT });

    const visitors = Object.fromEntries((await stored()).map((row) => [row.path, row.visitor]));
    expect(visitors['/a']).toBe(visitors['/b']);
    expect(visitors['/c']).not.toBe(visitors['/a']);
  });

  it('When a visitor is counted, then neither the address nor the user agent is stored, not even in the rate limit', async () => {
    const from = '198.51.100.77';
    await send({ events: [pageview({ path: '/privado' })] }, { 'X-Forwarded-For': from });

    const { rows } = await ctx.database.pool.query("select key from rate_limits where key like 'insight-events:%'");
    expect(rows.length).toBeGreaterThan(0);
    const kept = JSON.stringify([rows, (await ctx.database.pool.query('select * from insight_events')).rows]);
    expect(kept).not.toContain(from);
    expect(kept).not.toContain('iPhone');
  });

  it('When a request holds more than the batch limit, an unknown event, a foreign path or an event without its name, then it answers 400 {message} and stores nothing', async () => {
    const tooMany = await send({ events: Array.from({ length: INSIGHT_BATCH_MAX + 1 }, () => pageview()) });
    const unknown = await send({ events: [{ ...pageview(), type: 'event', name: 'purchase' }] });
    const foreign = await send({ events: [pageview({ path: 'https://evil.example/' }), pageview({ path: '//evil.example/' })] });
    const nameless = await send({ events: [{ ...pageview(), type: 'event' }] });
    const none = await send({ events: [] });

    for (const response of [tooMany, unknown, foreign, nameless, none]) {
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    expect(tooMany.body.message).toContain(`Como mucho ${INSIGHT_BATCH_MAX} eventos`);
    expect(unknown.body.message).toContain('Evento desconocido');
    expect(foreign.body.message).toContain('La ruta debe ser una ruta del sitio');
    expect(nameless.body.message).toContain('Un evento lleva nombre');
    expect(await stored()).toEqual([]);
  });

  it('When a referrer, the UTM tags or ref are enormous, then they are cut, not refused', async () => {
    const long = 'c'.repeat(1_000);
    const response = await send({
      events: [pageview({ referrer: `https://www.example.org/${'p'.repeat(5_000)}`, utm: { medium: long, campaign: long }, ref: undefined })],
    });
    const withRef = await send({ events: [pageview({ path: '/ref', ref: `r${long}` })] });

    expect(response.status).toBe(202);
    expect(withRef.status).toBe(202);
    const rows = Object.fromEntries((await stored()).map((row) => [row.path, row]));
    expect(rows['/']).toMatchObject({ source: 'example.org', medium: 'c'.repeat(INSIGHT_TAG_MAX), campaign: 'c'.repeat(INSIGHT_TAG_MAX) });
    expect(rows['/ref'].source).toHaveLength(INSIGHT_TAG_MAX);
  });
});

describe('POST /api/insights/events while the database is away', () => {
  it('When nothing can be stored, then it answers 503 {message}, never 202', async () => {
    const away = await createTestContext({ databaseUrl: `postgresql://postgres@127.0.0.1:${await freePort()}/away` });
    try {
      const response = await away.client().post('/api/insights/events', { events: [pageview()] }, { headers: { 'User-Agent': PHONE_AGENT } });
      expect(response.status).toBe(503);
      expect(response.body.message).toEqual(expect.any(String));
    } finally {
      await away.close();
    }
  });
});

/** A POST with no User-Agent header at all (fetch always sends one). */
function postWithoutUserAgent(body: string) {
  const url = new URL(ctx.baseUrl);
  return new Promise<number>((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method: 'POST', path: '/api/insights/events', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newAddress() } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}
