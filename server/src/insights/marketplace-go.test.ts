import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MARKETPLACE_SEARCH_URL } from '@shared/site-settings-values';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import { GOOGLEBOT, PHONE_AGENT } from './insights-test-helpers';

// The buy links of newsletters and QR codes: /go/:box counts the click and sends the visitor on.

let ctx: TestContext;

const go = (path: string, agent = PHONE_AGENT) => ctx.client().get(path, { headers: { 'User-Agent': agent, Accept: 'text/html' } });

const clicks = async () =>
  (await ctx.database.pool.query('select name, path, source, campaign, box, place, device from insight_events order by at')).rows;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.pool.query('delete from insight_events');
});

describe('GET /go/:box', () => {
  it("When a newsletter's link is followed, then the click is counted for the campaign and the visitor goes on to the listing, uncached", async () => {
    const response = await go('/go/partyMix?c=noviembre');

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(MARKETPLACE_SEARCH_URL);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await clicks()).toEqual([
      { name: 'marketplace_click', path: '/go/partyMix', source: 'newsletter', campaign: 'noviembre', box: 'partyMix', place: 'newsletter', device: 'phone' },
    ]);
  });

  it('When the link names its source, then a QR code counts as a QR click and any other as elsewhere; long tags are cut', async () => {
    await go('/go/candyMix?s=qr&c=feria');
    await go(`/go/spicyMix?s=instagram&c=${'x'.repeat(300)}`);
    await go('/go/chocoBox');

    const rows = await clicks();
    expect(rows.map(({ source, place, box }) => ({ source, place, box }))).toEqual([
      { source: 'qr', place: 'qr', box: 'candyMix' },
      { source: 'instagram', place: 'other', box: 'spicyMix' },
      { source: 'newsletter', place: 'other', box: 'chocoBox' },
    ]);
    expect(rows[1].campaign).toBe('x'.repeat(100));
  });

  it("When staff set the box's listing, then the link goes to it", async () => {
    const { client: admin } = await staffClient(ctx);
    const current = (await admin.get('/api/admin/settings')).body;
    const settings = { ...current.settings, products: { ...current.settings.products, chocoBox: { asin: 'B0CHOCO123', marketplaceUrl: null } } };
    expect((await admin.put('/api/admin/settings', { version: current.version, settings }, { headers: { Origin: ctx.baseUrl } })).status).toBe(200);

    await expect.poll(async () => (await go('/go/chocoBox?c=noviembre')).headers.get('location'), { timeout: 5_000 }).toMatch(/\/dp\/B0CHOCO123(\?|$)/);
  });

  it('When a bot follows the link, then it is sent on but not counted', async () => {
    const response = await go('/go/partyMix?c=noviembre', GOOGLEBOT);
    expect(response.status).toBe(302);
    expect(await clicks()).toEqual([]);
  });

  it('When one address has followed buy links past the beacons\' limit, then it is still sent on to the listing but no longer counted', async () => {
    expect((await go('/go/candyMix?c=noviembre')).status).toBe(302);
    expect(await clicks()).toHaveLength(1);
    // As if this address had followed the links a thousand times in these ten minutes.
    await ctx.database.pool.query(`update rate_limits set hits = 1000 where key like 'marketplace-go:%' and reset_at > now()`);

    const response = await go('/go/candyMix?c=noviembre');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(MARKETPLACE_SEARCH_URL);
    expect(await clicks()).toHaveLength(1);
    await ctx.database.pool.query(`delete from rate_limits where key like 'marketplace-go:%'`);
  });

  it('When the box is unknown, then it answers the 404 and counts nothing', async () => {
    const response = await go('/go/caja-falsa?c=noviembre');
    expect(response.status).toBe(404);
    expect(await clicks()).toEqual([]);
  });
});
