import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberEvents, vipSubscribers } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createMailer } from '../mail/mailer';
import { seedEvents } from '../insights/insights-test-helpers';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { campaignTag } from './campaign-links';
import { campaignOf, createDraft, headerOf, seedSubscribers, settled } from './campaigns-test-helpers';
import { registerCampaignWorkers } from './campaigns.worker';

describe("a sent campaign's results", { timeout: 30_000 }, () => {
  let smtp: FakeSmtp;
  let ctx: TestContext;
  let admin: TestClient;

  beforeAll(async () => {
    smtp = await startFakeSmtp({ rejectFor: 'bounce@example.com' });
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'ChapinBox <hola@chapinbox.test>', logger: createLogger('silent') });
    ctx = await createTestContext({ jobs: true, mailer, registerWorkers: (deps) => registerCampaignWorkers(deps) });
    ({ client: admin } = await staffClient(ctx));
    await seedSubscribers(ctx, [{ email: 'ana@example.com' }, { email: 'bob@example.com', language: 'en' }, { email: 'bounce@example.com' }]);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('When a draft or a send in progress is read, then it has no results yet', async () => {
    const id = await createDraft(admin);
    expect((await campaignOf(admin, id)).stats).toBeNull();
  });

  it('When the send settled and its links were followed, then the results count delivered, visits and marketplace clicks by box, and only this campaign\'s', async () => {
    const id = await createDraft(admin);
    expect((await admin.post(`/api/admin/campaigns/${id}/send`)).status).toBe(202);
    const sent = await settled(admin, id);
    const tag = campaignTag(id, sent.subject);
    await seedEvents(ctx, [
      { visitor: 1, source: 'newsletter', campaign: tag },
      { visitor: 1, source: 'newsletter', campaign: tag, name: 'marketplace_click', box: 'partyMix', place: 'newsletter' },
      { visitor: 2, source: 'newsletter', campaign: tag, name: 'marketplace_click', box: 'partyMix', place: 'newsletter' },
      { visitor: 2, source: 'newsletter', campaign: tag, name: 'marketplace_click', box: 'chocoBox', place: 'newsletter' },
      // Another campaign's visit and a visit from elsewhere count for neither.
      { visitor: 3, source: 'newsletter', campaign: 'otra-campana' },
      { visitor: 4, source: 'facebook.com' },
    ]);
    // The provider reports Ana's mailbox full twice and Bob marking it as spam.
    const [ana, bob] = await ctx.database.db.select().from(vipSubscribers).orderBy(vipSubscribers.id).limit(2);
    await ctx.database.db.insert(subscriberEvents).values([
      { subscriberId: ana.id, kind: 'soft_bounce', provider: 'generic', campaignId: id, reason: 'mailbox full' },
      { subscriberId: ana.id, kind: 'soft_bounce', provider: 'generic', campaignId: id, reason: 'mailbox full' },
      { subscriberId: bob.id, kind: 'complaint', provider: 'generic', campaignId: id },
    ]);

    expect((await campaignOf(admin, id)).stats).toEqual({
      recipients: 3,
      delivered: 2,
      bounced: 1,
      complained: 1,
      unsubscribed: 0,
      clicks: 4,
      uniqueClickers: 2,
      marketplaceClicks: 3,
      clicksByBox: [
        { box: 'partyMix', clicks: 2 },
        { box: 'chocoBox', clicks: 1 },
      ],
    });
  });

  it("When people unsubscribe through a campaign's e-mail, then that campaign counts them once; an old link without the campaign, or a forged one, still unsubscribes but counts on no campaign", async () => {
    const [carla, dan, eve] = await seedSubscribers(ctx, [{ email: 'carla@example.com' }, { email: 'dan@example.com' }, { email: 'eve@example.com' }]);
    const id = await createDraft(admin);
    const before = smtp.state.received.length;
    await admin.post(`/api/admin/campaigns/${id}/send`);
    await settled(admin, id);
    const linkOf = (email: string) => {
      const mail = smtp.state.received.slice(before).find((item) => item.to.includes(email));
      return new URL(headerOf(mail!.raw, 'List-Unsubscribe')!.slice(1, -1));
    };
    const carlaLink = linkOf('carla@example.com');
    expect(carlaLink.searchParams.get('c')).toMatch(new RegExp(`^${id}\\.\\d+\\.[\\w-]{22}$`));
    const oneClick = (url: URL) => ctx.client().request('POST', `${url.pathname}${url.search}`, undefined, { raw: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });

    // Carla's mail client posts twice; Dan uses a link without the campaign; Eve's carries another signature.
    expect((await oneClick(carlaLink)).status).toBe(200);
    expect((await oneClick(carlaLink)).status).toBe(200);
    const danLink = linkOf('dan@example.com');
    danLink.searchParams.delete('c');
    expect((await oneClick(danLink)).status).toBe(200);
    const eveLink = linkOf('eve@example.com');
    eveLink.searchParams.set('c', eveLink.searchParams.get('c')!.replace(/\.[\w-]{22}$/, `.${'A'.repeat(22)}`));
    expect((await oneClick(eveLink)).status).toBe(200);

    const states = await ctx.database.pool.query<{ id: number; suppression: string }>('select id, suppression from vip_subscribers where id = any($1::bigint[]) order by id', [[carla.id, dan.id, eve.id]]);
    expect(states.rows.map((row) => row.suppression)).toEqual(['unsubscribed', 'unsubscribed', 'unsubscribed']);
    expect((await campaignOf(admin, id)).stats.unsubscribed).toBe(1);
  });
});
