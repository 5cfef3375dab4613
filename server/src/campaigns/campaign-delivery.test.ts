import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import { setupStep, type TestClient } from '../../test/test-client';
import { campaignDeliveries, vipSubscribers } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createMailer, type MailMessage, type Mailer, type SendResult } from '../mail/mailer';
import { CAMPAIGN_SEND_LOCK, createCampaignDeliveryService, type SliceOutcome } from './campaign-delivery.service';
import { registerCampaignWorkers } from './campaigns.worker';
import { campaignOf, countsByRecipient, createDraft, headerOf, seedSubscribers, settled } from './campaigns-test-helpers';

/** A mailer whose answer the test decides per message; it keeps what it delivered. */
function scriptedMailer(answer: (message: MailMessage, attempt: number) => SendResult | Promise<SendResult> = () => ({ status: 'delivered' })) {
  const attempts = new Map<string, number>();
  const delivered: MailMessage[] = [];
  const mailer: Mailer = {
    mode: 'log',
    async send(message) {
      const attempt = (attempts.get(message.to) ?? 0) + 1;
      attempts.set(message.to, attempt);
      const result = await answer(message, attempt);
      if (result.status === 'delivered') delivered.push(message);
      return result;
    },
    close() {},
  };
  return { mailer, delivered, attempts };
}

const deliveryRows = async (ctx: TestContext, campaignId: number) =>
  (
    await ctx.database.pool.query<{ email: string | null; state: string; attempts: number; reason: string | null }>(
      `select s.email, d.state, d.attempts, d.reason from campaign_deliveries d left join vip_subscribers s on s.id = d.subscriber_id
       where d.campaign_id = $1 order by d.id`,
      [campaignId],
    )
  ).rows;

/** Runs slices until the campaign settles (each slice as its own job would). */
async function runToEnd(service: ReturnType<typeof createCampaignDeliveryService>, campaignId: number) {
  let outcome: SliceOutcome;
  do outcome = await service.runSlice(campaignId);
  while (outcome.next === 'now');
  return outcome;
}

describe('a campaign sent by the worker through SMTP', () => {
  let ctx: TestContext;
  let smtp: FakeSmtp;
  let admin: TestClient;

  beforeAll(async () => {
    smtp = await startFakeSmtp({ rejectFor: 'bounce@example.com' });
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'ChapinBox <hola@chapinbox.test>', logger: createLogger('silent') });
    ctx = await createTestContext({ jobs: true, mailer, registerWorkers: (deps) => registerCampaignWorkers(deps) });
    ({ client: admin } = await staffClient(ctx));
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('When it is sent, then each active, confirmed subscriber who accepts e-mails in its languages and sources gets it once, in their language, with their own links', async () => {
    const [ana, bob, carla] = await seedSubscribers(ctx, [
      { email: 'ana@example.com', language: 'es', source: 'vip_modal' },
      { email: 'bob@example.com', language: 'en', source: 'final_cta' },
      { email: 'carla@example.com', language: 'es', source: 'final_cta' },
      { email: 'dan@example.com', language: 'en', source: 'join_button' },
      { email: 'pending@example.com', status: 'pending', confirmedAt: null, source: 'final_cta' },
      { email: 'inactive@example.com', isActive: false, source: 'final_cta' },
      { email: 'no-consent@example.com', acceptsEmails: false, consentAt: null, source: 'final_cta' },
      { email: 'bounce@example.com', language: 'en', source: 'vip_modal' },
    ]);
    const id = await createDraft(admin, { audience: { languages: ['es', 'en'], sources: ['final_cta', 'vip_modal'] } });
    expect((await admin.post(`/api/admin/campaigns/${id}/send`)).status).toBe(202);

    const result = await settled(admin, id);

    expect([...countsByRecipient(smtp.state.received)].sort()).toEqual([
      ['ana@example.com', 1],
      ['bob@example.com', 1],
      ['carla@example.com', 1],
    ]);
    const mail = (email: string) => smtp.state.received.find((item) => item.to.includes(email))!.raw;
    expect(headerOf(mail('ana@example.com'), 'Subject')).toBe('Novedades de la semana');
    expect(headerOf(mail('bob@example.com'), 'Subject')).toBe('News of the week');
    for (const subscriber of [ana, bob, carla]) {
      const raw = mail(subscriber.email);
      // Their own token, and which campaign e-mail it came in (counted on the campaign when used).
      expect(headerOf(raw, 'List-Unsubscribe')).toMatch(new RegExp(`^<${ctx.baseUrl}/api/vip/unsubscribe\\?token=${subscriber.token}&c=${id}\\.\\d+\\.[\\w-]{22}>$`));
      expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(headerOf(raw, 'Message-ID')).toBe(`<campaign-${id}-${subscriber.id}@127.0.0.1>`);
    }
    // The bounce: a permanent refusal at send time makes the subscriber inactive with the reason.
    expect(result).toMatchObject({ status: 'sent', counts: { recipients: 4, sent: 3, failed: 1, skipped: 0, inDoubt: 0 }, unsubscribedSince: 0 });
    expect(result.sentAt).toEqual(expect.any(String));
    expect(result.failures).toEqual([{ email: 'bounce@example.com', reason: expect.stringMatching(/^550 .*No such mailbox here/) }]);
    const [bounced] = await ctx.database.db.select().from(vipSubscribers).where(eq(vipSubscribers.email, 'bounce@example.com'));
    expect(bounced).toMatchObject({ isActive: false, bounceReason: expect.stringContaining('550') });
    expect(bounced.bouncedAt).toBeInstanceOf(Date);
    expect((await admin.get('/api/admin/campaigns')).body.campaigns[0]).toMatchObject({ id, status: 'sent', counts: { recipients: 4, sent: 3, failed: 1 } });
  });

  it('When every recipient is refused for good, then the campaign ends as failed', async () => {
    // Only the address the mail server refuses is left in the audience.
    await ctx.database.db.update(vipSubscribers).set({ isActive: false });
    // An earlier test bounced it: back on the list as its own new sign-up would bring it.
    await ctx.database.db.update(vipSubscribers).set({ isActive: true, source: 'solo', suppression: null }).where(eq(vipSubscribers.email, 'bounce@example.com'));
    const id = await createDraft(admin, { audience: { languages: ['en'], sources: ['solo'] } });
    expect((await admin.post(`/api/admin/campaigns/${id}/send`)).status).toBe(202);
    expect(await settled(admin, id)).toMatchObject({ status: 'failed', counts: { recipients: 1, sent: 0, failed: 1 } });
  });

  it('When the audience is Spanish only, then only the Spanish subscribers get it at the mail server, and the English ones get nothing', async () => {
    // Only this test's subscribers are in the list's active part.
    await ctx.database.db.update(vipSubscribers).set({ isActive: false });
    const seeded = await seedSubscribers(ctx, [
      { email: 'lupe@example.com', language: 'es', source: 'vip_modal' },
      { email: 'mateo@example.com', language: 'es', source: 'final_cta' },
      { email: 'nora@example.com', language: 'en', source: 'vip_modal' },
      { email: 'oscar@example.com', language: 'en', source: 'final_cta' },
    ]);
    const before = smtp.state.received.length;
    const id = await createDraft(admin, { audience: { languages: ['es'] } });
    expect((await admin.post(`/api/admin/campaigns/${id}/send`)).status).toBe(202);

    expect(await settled(admin, id)).toMatchObject({ status: 'sent', counts: { recipients: 2, sent: 2, failed: 0, skipped: 0, inDoubt: 0 } });

    const received = smtp.state.received.slice(before);
    expect([...countsByRecipient(received)].sort()).toEqual([
      ['lupe@example.com', 1],
      ['mateo@example.com', 1],
    ]);
    expect(received.map((mail) => headerOf(mail.raw, 'Subject'))).toEqual(['Novedades de la semana', 'Novedades de la semana']);
    // The English subscribers were never recipients, not merely skipped.
    const english = seeded.filter((subscriber) => subscriber.language === 'en').map((subscriber) => subscriber.id);
    const deliveries = await ctx.database.db.select({ subscriberId: campaignDeliveries.subscriberId }).from(campaignDeliveries).where(eq(campaignDeliveries.campaignId, id));
    expect(deliveries.map((row) => row.subscriberId).filter((subscriberId) => english.includes(subscriberId!))).toEqual([]);
    expect(deliveries).toHaveLength(2);
  });
});

describe('a campaign slice by slice (the worker’s rules)', () => {
  let ctx: TestContext;
  let admin: TestClient;

  beforeAll(async () => {
    // Jobs exist (the send queues its first slice) but no worker runs them: the test runs the slices.
    ctx = await createTestContext({ jobs: true });
    ({ client: admin } = await staffClient(ctx));
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.pool.query('delete from campaign_deliveries; delete from campaigns; delete from vip_subscribers');
  });

  /** `count` Spanish subscribers named r0…, and a started campaign to them. */
  async function startedCampaign(count: number) {
    const subscribers = await seedSubscribers(ctx, Array.from({ length: count }, (_, i) => ({ email: `r${String(i).padStart(3, '0')}@example.com` })));
    const id = await createDraft(admin, { audience: { languages: ['es'] } });
    expect((await admin.post(`/api/admin/campaigns/${id}/send`)).status).toBe(202);
    return { id, subscribers };
  }

  it('When someone unsubscribes after the send started and before their turn, then they are skipped and counted as unsubscribed since', async () => {
    const { id, subscribers } = await startedCampaign(4);
    const last = subscribers[3];
    const { mailer, delivered } = scriptedMailer(async (message) => {
      // While the first e-mail goes out, the last recipient unsubscribes with their link.
      if (message.to === subscribers[0].email) setupStep(await ctx.client().post(`/api/vip/unsubscribe?token=${last.token}`), 200);
      return { status: 'delivered' };
    });
    const service = createCampaignDeliveryService({ ...ctx.deps, mailer }, { inFlight: 1 });

    expect(await runToEnd(service, id)).toEqual({ next: 'none' });

    expect(delivered.map((message) => message.to).sort()).toEqual(subscribers.slice(0, 3).map((subscriber) => subscriber.email));
    expect((await deliveryRows(ctx, id))[3]).toMatchObject({ email: last.email, state: 'skipped', reason: 'Se dio de baja antes de su turno' });
    expect(await campaignOf(admin, id)).toMatchObject({ status: 'sent', counts: { recipients: 4, sent: 3, skipped: 1 }, unsubscribedSince: 1 });
  });

  it('When a subscriber is deleted before their turn, then they are skipped and the counts still add up', async () => {
    const { id, subscribers } = await startedCampaign(3);
    const { mailer } = scriptedMailer(async (message) => {
      // While the first e-mail goes out, staff delete the second recipient.
      if (message.to === subscribers[0].email) await ctx.database.db.delete(vipSubscribers).where(eq(vipSubscribers.id, subscribers[1].id));
      return { status: 'delivered' };
    });
    const service = createCampaignDeliveryService({ ...ctx.deps, mailer }, { inFlight: 1 });
    await runToEnd(service, id);
    expect(await campaignOf(admin, id)).toMatchObject({ counts: { recipients: 3, sent: 2, skipped: 1 } });
    expect((await deliveryRows(ctx, id))[1]).toMatchObject({ email: null, state: 'skipped', reason: 'Se eliminó de la lista antes de su turno' });
  });

  it('When e-mails go out, then never more recipients are marked sending than the in-flight limit, while several travel at once', async () => {
    const { id } = await startedCampaign(40);
    const seen: number[] = [];
    let together = 0;
    let mostTogether = 0;
    const { mailer } = scriptedMailer(async () => {
      together++;
      mostTogether = Math.max(mostTogether, together);
      // What a crash right now would leave in doubt: the rows committed as `sending`.
      const { rows } = await ctx.database.pool.query<{ n: number }>("select count(*)::int as n from campaign_deliveries where campaign_id = $1 and state = 'sending'", [id]);
      seen.push(rows[0].n);
      together--;
      return { status: 'delivered' };
    });
    const service = createCampaignDeliveryService({ ...ctx.deps, mailer }, { inFlight: 6 });
    expect(await runToEnd(service, id)).toEqual({ next: 'none' });
    expect(seen).toHaveLength(40);
    expect(Math.max(...seen)).toBeLessThanOrEqual(6);
    expect(mostTogether).toBeGreaterThan(1);
    expect(await campaignOf(admin, id)).toMatchObject({ status: 'sent', counts: { recipients: 40, sent: 40 } });
  });

  it('When a slice’s time runs out while recipients are being claimed, then those recipients are still sent, none is left in doubt', async () => {
    const { id } = await startedCampaign(8);
    const answers: Array<() => void> = [];
    let calls = 0;
    // The mail server answers when the test says so.
    const { mailer, delivered } = scriptedMailer(() => {
      calls++;
      return new Promise<SendResult>((resolve) => answers.push(() => resolve({ status: 'delivered' })));
    });
    const sliceMs = 300;
    const service = createCampaignDeliveryService({ ...ctx.deps, mailer }, { inFlight: 6, sliceMs });
    const slice = service.runSlice(id);
    // Six claimed: five with the mail server (one per pooled connection), one waiting its turn.
    await expect.poll(() => calls).toBe(5);
    // The slice's clock started before its first claim.
    const started = Date.now();

    // The campaign's row is held, so the next claim waits inside its transaction.
    const holder = await ctx.database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from campaigns where id = $1 for update', [id]);
      answers.shift()!();
      await expect.poll(() => calls).toBe(6);
      const waitingForLock = async () =>
        (await holder.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")).rows[0].n;
      await expect.poll(waitingForLock).toBe(1);
      // The slice's time runs out, and every connection answers, while that claim is not committed yet.
      await expect.poll(() => Date.now() - started, { timeout: sliceMs * 10 }).toBeGreaterThan(sliceMs);
      for (const answer of answers.splice(0)) answer();
      await holder.query('commit');
    } finally {
      holder.release();
    }

    // The recipient that claim marked `sending` goes out too.
    await expect.poll(() => calls).toBe(7);
    answers.shift()!();
    expect(await slice).toEqual({ next: 'now' });
    expect(delivered).toHaveLength(7);
    expect((await deliveryRows(ctx, id)).map((row) => row.state)).toEqual([...Array(7).fill('sent'), 'pending']);
    expect(await runToEnd(createCampaignDeliveryService({ ...ctx.deps, mailer: scriptedMailer().mailer }), id)).toEqual({ next: 'none' });
    expect(await campaignOf(admin, id)).toMatchObject({ status: 'sent', counts: { recipients: 8, sent: 8, inDoubt: 0 } });
  });

  it('When many recipients unsubscribed after the send started, then skipping them does not end the slice early', async () => {
    const { id, subscribers } = await startedCampaign(12);
    const { mailer } = scriptedMailer();
    const first = createCampaignDeliveryService({ ...ctx.deps, mailer }, { inFlight: 3, sliceMs: 0 });
    // A first slice chooses the recipients; then every other one unsubscribes.
    await first.runSlice(id);
    const gone = subscribers.slice(3).filter((_, i) => i % 2 === 0);
    for (const subscriber of gone) setupStep(await ctx.client().post(`/api/vip/unsubscribe?token=${subscriber.token}`), 200);
    const service = createCampaignDeliveryService({ ...ctx.deps, mailer }, { inFlight: 3 });
    // One slice reaches the end although most claims found someone to skip.
    expect(await service.runSlice(id)).toEqual({ next: 'none' });
    expect(await campaignOf(admin, id)).toMatchObject({ status: 'sent', counts: { recipients: 12, sent: 12 - gone.length, skipped: gone.length } });
  });

  it('When the mail server answers "try later" once, then that recipient is tried again and gets it once', async () => {
    const { id, subscribers } = await startedCampaign(3);
    const { mailer, delivered } = scriptedMailer((message, attempt) =>
      message.to === subscribers[1].email && attempt === 1 ? { status: 'temporary-failure', reason: '451 Mailbox busy' } : { status: 'delivered' },
    );
    const service = createCampaignDeliveryService({ ...ctx.deps, mailer }, { retryDelaysMs: [1, 1] });
    await expect.poll(async () => (await service.runSlice(id)).next, { interval: 20 }).toBe('none');
    expect(delivered.map((message) => message.to).sort()).toEqual(subscribers.map((subscriber) => subscriber.email));
    expect((await deliveryRows(ctx, id))[1]).toMatchObject({ state: 'sent', attempts: 2 });
    expect(await campaignOf(admin, id)).toMatchObject({ status: 'sent', counts: { sent: 3, failed: 0 } });
  });

  it('When a recipient keeps failing for now, then after the bounded tries they count as failed with the reason, and stay subscribed', async () => {
    const { id, subscribers } = await startedCampaign(2);
    const { mailer } = scriptedMailer((message) => (message.to === subscribers[0].email ? { status: 'temporary-failure', reason: '421 Try again later' } : { status: 'delivered' }));
    const service = createCampaignDeliveryService({ ...ctx.deps, mailer }, { retryDelaysMs: [1, 1] });
    await expect.poll(async () => (await service.runSlice(id)).next, { interval: 20 }).toBe('none');
    expect((await deliveryRows(ctx, id))[0]).toMatchObject({ state: 'failed', attempts: 3, reason: '421 Try again later' });
    expect(await campaignOf(admin, id)).toMatchObject({ counts: { sent: 1, failed: 1 }, failures: [{ email: subscribers[0].email, reason: '421 Try again later' }] });
    const [still] = await ctx.database.db.select().from(vipSubscribers).where(eq(vipSubscribers.id, subscribers[0].id));
    expect(still).toMatchObject({ isActive: true, bouncedAt: null });
  });

  it('When the mail server is away, then the send pauses after ten failures in a row instead of using up everyone’s tries', async () => {
    const { id } = await startedCampaign(30);
    const { mailer } = scriptedMailer(() => ({ status: 'temporary-failure', reason: 'connect ECONNREFUSED' }));
    const service = createCampaignDeliveryService({ ...ctx.deps, mailer }, { inFlight: 5 });
    const outcome = await service.runSlice(id);
    expect(outcome.next).toBe('later');
    const rows = await deliveryRows(ctx, id);
    // Ten failures stop the claiming; the few already claimed (5 at most) are tried too.
    const tried = rows.filter((row) => row.attempts === 1).length;
    expect(tried).toBeGreaterThanOrEqual(10);
    expect(tried).toBeLessThanOrEqual(15);
    expect(rows.filter((row) => row.attempts === 0)).toHaveLength(30 - tried);
    expect(rows.every((row) => row.state === 'pending')).toBe(true);
    expect(await campaignOf(admin, id)).toMatchObject({ status: 'sending', counts: { sent: 0, failed: 0 } });
  });

  it('When MAIL_RATE_PER_SECOND is low, then no more e-mails are in flight at once than a second allows', async () => {
    const { id } = await startedCampaign(5);
    const sizes: number[] = [];
    let inRound = 0;
    const { mailer } = scriptedMailer(async () => {
      inRound++;
      await new Promise((resolve) => setImmediate(resolve));
      sizes.push(inRound);
      inRound = 0;
      return { status: 'delivered' };
    });
    const service = createCampaignDeliveryService({ ...ctx.deps, config: { ...ctx.deps.config, MAIL_RATE_PER_SECOND: 2 }, mailer });
    await runToEnd(service, id);
    // Two e-mails at most are handed over together at 2 a second.
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2);
    expect(await campaignOf(admin, id)).toMatchObject({ counts: { sent: 5 } });
  });

  it('When another worker holds the campaign, then a slice leaves it alone', async () => {
    const { id } = await startedCampaign(1);
    const holder = await ctx.database.pool.connect();
    await holder.query('select pg_advisory_lock($1, $2)', [CAMPAIGN_SEND_LOCK, id]);
    try {
      const service = createCampaignDeliveryService({ ...ctx.deps, mailer: scriptedMailer().mailer });
      expect(await service.runSlice(id)).toEqual({ next: 'busy' });
      expect(await service.orphans()).toEqual([]);
    } finally {
      await holder.query('select pg_advisory_unlock($1, $2)', [CAMPAIGN_SEND_LOCK, id]);
      holder.release();
    }
    const service = createCampaignDeliveryService({ ...ctx.deps, mailer: scriptedMailer().mailer });
    expect(await service.orphans()).toEqual([id]);
  });

  describe('when the worker dies mid-round', () => {
    let release: () => void = () => {};
    afterEach(() => release());

    it('When the worker’s process dies while e-mails are with the mail server, then the next worker resumes, sends nobody twice, and reports those in doubt', { timeout: 30_000 }, async () => {
      const { id, subscribers } = await startedCampaign(9);
      // The first worker, 3 recipients in flight at most: 4 e-mails go out; the 5th reaches the
      // server but its answer never comes back; the 6th and 7th never reach it.
      const server: string[] = [];
      const stuck = new Promise<void>((resolve) => (release = resolve));
      let handed = 0;
      const dying = scriptedMailer(async (message) => {
        handed++;
        if (handed <= 5) server.push(message.to);
        if (handed <= 4) return { status: 'delivered' };
        await stuck;
        return handed === 5 ? { status: 'delivered' } : { status: 'temporary-failure', reason: 'connection lost' };
      });
      const first = createCampaignDeliveryService({ ...ctx.deps, mailer: dying.mailer }, { inFlight: 3 });
      const firstSlice = first.runSlice(id);
      await expect.poll(() => handed).toBe(7);
      await expect.poll(async () => (await deliveryRows(ctx, id)).filter((row) => row.state === 'sent').length).toBe(4);

      // The process dies: its connection (and the campaign's lock with it) is gone.
      const { rows } = await ctx.database.pool.query<{ pid: number }>(
        "select pid from pg_locks where locktype = 'advisory' and classid = $1 and objid = $2",
        [CAMPAIGN_SEND_LOCK, id],
      );
      expect(rows).toHaveLength(1);
      await ctx.database.pool.query('select pg_terminate_backend($1)', [rows[0].pid]);
      await expect.poll(async () => (await createCampaignDeliveryService(ctx.deps).orphans()).includes(id)).toBe(true);

      const next = scriptedMailer((message) => {
        server.push(message.to);
        return { status: 'delivered' };
      });
      const second = createCampaignDeliveryService({ ...ctx.deps, mailer: next.mailer }, { inFlight: 3 });
      expect(await runToEnd(second, id)).toEqual({ next: 'none' });

      // The dead worker's last answers arrive too late: it can write nothing any more.
      release();
      await expect(firstSlice).rejects.toThrow(/terminat|not queryable|Connection/i);

      const counts = countsByRecipient(server.map((to) => ({ to: [to] })));
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      const inFlightAtDeath = subscribers.slice(4, 7).map((subscriber) => subscriber.email);
      // Everyone got it exactly once but the two the dead worker never handed over.
      expect(subscribers.filter((subscriber) => counts.get(subscriber.email) !== 1).map((subscriber) => subscriber.email)).toEqual(inFlightAtDeath.slice(1));
      const states = await deliveryRows(ctx, id);
      expect(states.filter((row) => row.state === 'unknown').map((row) => row.email)).toEqual(inFlightAtDeath);
      expect(states.find((row) => row.state === 'unknown')?.reason).toBe('El servidor se detuvo mientras entregaba este email; no se reenvía para no enviarlo dos veces.');
      expect(await campaignOf(admin, id)).toMatchObject({ status: 'sent', counts: { recipients: 9, sent: 6, failed: 0, inDoubt: 3 } });
      expect(await ctx.database.db.select().from(campaignDeliveries).where(eq(campaignDeliveries.state, 'sending'))).toEqual([]);
    });
  });
});
