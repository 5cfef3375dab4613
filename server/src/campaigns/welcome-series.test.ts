import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, vipSubscribers, welcomeDeliveries, welcomeSeries } from '../db/schema';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { seedSubscribers } from './campaigns-test-helpers';
import { createWelcomeSeriesService } from './welcome-series.service';

const step = (delayHours: number, word: string) => ({
  delayHours,
  subject: { es: `Bienvenida ${word}`, en: `Welcome ${word}` },
  body: { es: `Hola, **${word}**: mira la [caja](https://chapinbox.com/).`, en: `Hi, **${word}**: see the [box](https://chapinbox.com/).` },
});

const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;

describe('the welcome series (API)', () => {
  let ctx: TestContext;
  let admin: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client: admin } = await staffClient(ctx));
  });
  afterAll(() => ctx.close());

  it('When nothing was saved, then the series is off with no e-mails', async () => {
    const response = await admin.get('/api/admin/automations/welcome');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ enabled: false, enabledAt: null, steps: [] });
  });

  it('When staff turn it on with a language missing, then it is 400 saying which e-mail lacks what, and nothing changes', async () => {
    const incomplete = { ...step(0, 'uno'), body: { es: 'Hola', en: '' } };
    const response = await admin.put('/api/admin/automations/welcome', { enabled: true, steps: [incomplete] });
    expect(response.status).toBe(400);
    expect(response.body.issues.map((issue: { message: string }) => issue.message)).toEqual(['Falta el texto en inglés del correo 1']);
    expect((await admin.put('/api/admin/automations/welcome', { enabled: true, steps: [] })).body.issues[0].message).toBe('Añade al menos un correo a la serie');
    expect((await admin.put('/api/admin/automations/welcome', { enabled: false, steps: [{ ...step(-1, 'x') }] })).status).toBe(400);
    expect((await admin.get('/api/admin/automations/welcome')).body.enabled).toBe(false);
    // Off, a half-written series can be kept as a draft.
    expect((await admin.put('/api/admin/automations/welcome', { enabled: false, steps: [incomplete] })).status).toBe(200);
  });

  it('When staff save it on, then each e-mail gets an id it keeps when edited, and the change is in the activity log', async () => {
    const saved = await admin.put('/api/admin/automations/welcome', { enabled: true, steps: [step(0, 'uno'), step(72, 'dos')] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ enabled: true, enabledAt: expect.any(String), steps: [{ delayHours: 0, sent: 0 }, { delayHours: 72, sent: 0 }] });
    const [first, second] = saved.body.steps;
    const edited = await admin.put('/api/admin/automations/welcome', { enabled: true, steps: [{ ...step(0, 'uno bis'), id: first.id }, { ...step(72, 'dos'), id: second.id }] });
    expect(edited.body.steps.map((item: { id: string }) => item.id)).toEqual([first.id, second.id]);
    expect(edited.body.enabledAt).toBe(saved.body.enabledAt);
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'campaigns.welcome-series'));
    expect(entries.at(-1)?.details).toEqual({ activa: true, correos: 2 });
  });

  it('When an editor asks, then it is 403', async () => {
    const { client: editor } = await staffClient(ctx, { role: 'editor' });
    expect((await editor.get('/api/admin/automations/welcome')).status).toBe(403);
    expect((await editor.put('/api/admin/automations/welcome', { enabled: false, steps: [] })).status).toBe(403);
  });
});

describe('the welcome series sending its due e-mails', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let ids: { first: string; second: string };

  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client: admin } = await staffClient(ctx));
    const saved = await admin.put('/api/admin/automations/welcome', { enabled: true, steps: [step(0, 'uno'), step(72, 'dos')] });
    ids = { first: saved.body.steps[0].id, second: saved.body.steps[1].id };
    // On for ten days now.
    await ctx.database.db.update(welcomeSeries).set({ enabledAt: hoursAgo(240) });
    const people = await seedSubscribers(ctx, [
      { email: 'ana@example.com', language: 'es' },
      { email: 'carla@example.com', language: 'en' },
      { email: 'dan@example.com' },
      { email: 'eve@example.com' },
      { email: 'pending@example.com', status: 'pending', confirmedAt: null },
      { email: 'gone@example.com', isActive: false, unsubscribedAt: new Date() },
    ]);
    const confirmed: Record<string, ReturnType<typeof hoursAgo>> = {
      'ana@example.com': hoursAgo(1),
      'carla@example.com': hoursAgo(80),
      // Confirmed 9 days ago: both e-mails' moments are more than 7 days past.
      'dan@example.com': hoursAgo(216 + 72 + 1),
      // Before the series was on.
      'eve@example.com': hoursAgo(300),
      'gone@example.com': hoursAgo(1),
    };
    for (const person of people) if (confirmed[person.email]) await ctx.database.db.update(vipSubscribers).set({ confirmedAt: confirmed[person.email] }).where(eq(vipSubscribers.id, person.id));
  });
  afterAll(() => ctx.close());

  const sentTo = () => ctx.mailer.sent.map((mail) => `${mail.to} ${mail.subject}`).sort();

  it('When the minute job runs, then each person who confirmed since it is on gets each due e-mail once, in their language', async () => {
    const welcome = createWelcomeSeriesService(ctx.deps);
    // Two instances at once: each pair is claimed by one.
    const [a, b] = await Promise.all([welcome.sendDue(), welcome.sendDue()]);
    expect(a + b).toBe(3);
    expect(sentTo()).toEqual(['ana@example.com Bienvenida uno', 'carla@example.com Welcome dos', 'carla@example.com Welcome uno']);
    expect(await welcome.sendDue()).toBe(0);

    const series = (await admin.get('/api/admin/automations/welcome')).body;
    expect(series.steps.map((item: { sent: number; waiting: number }) => [item.sent, item.waiting])).toEqual([
      [2, 0],
      [1, 1],
    ]);
  });

  it("When a sent e-mail is edited, then nobody gets it again; a new one reaches those whose moment is within the week", async () => {
    const welcome = createWelcomeSeriesService(ctx.deps);
    const sentBefore = ctx.mailer.sent.length;
    await admin.put('/api/admin/automations/welcome', { enabled: true, steps: [{ ...step(0, 'uno nuevo'), id: ids.first }, { ...step(72, 'dos'), id: ids.second }, step(2, 'tres')] });
    expect(await welcome.sendDue()).toBe(1);
    expect(ctx.mailer.sent.slice(sentBefore).map((mail) => `${mail.to} ${mail.subject}`)).toEqual(['carla@example.com Welcome tres']);
  });

  it('When a delivery was cut off by a stop, then it is in doubt and never sent again', async () => {
    const welcome = createWelcomeSeriesService(ctx.deps);
    const [ana] = await ctx.database.db.select().from(vipSubscribers).where(eq(vipSubscribers.email, 'ana@example.com'));
    await ctx.database.db.update(vipSubscribers).set({ confirmedAt: hoursAgo(73) }).where(eq(vipSubscribers.id, ana.id));
    await ctx.database.db.insert(welcomeDeliveries).values({ subscriberId: ana.id, stepId: ids.second, state: 'sending', at: hoursAgo(1) });
    expect(await welcome.markInDoubt()).toBe(1);
    const sentBefore = ctx.mailer.sent.length;
    await welcome.sendDue();
    expect(ctx.mailer.sent.slice(sentBefore).filter((mail) => mail.subject === 'Bienvenida dos')).toEqual([]);
    const [row] = await ctx.database.db.select().from(welcomeDeliveries).where(and(eq(welcomeDeliveries.subscriberId, ana.id), eq(welcomeDeliveries.stepId, ids.second)));
    expect(row.state).toBe('in-doubt');
  });

  it('When more people are due than may be in flight, then the run streams through all of them, each once, never more claimed at once than allowed', async () => {
    const welcome = createWelcomeSeriesService(ctx.deps);
    const people = await seedSubscribers(
      ctx,
      Array.from({ length: 23 }, (_, i) => ({ email: `many-${i}@example.com`, language: 'es' as const })),
    );
    for (const person of people) await ctx.database.db.update(vipSubscribers).set({ confirmedAt: hoursAgo(1) }).where(eq(vipSubscribers.id, person.id));
    let mostSending = 0;
    const send = ctx.mailer.send.bind(ctx.mailer);
    ctx.mailer.send = async (message) => {
      const { rows } = await ctx.database.pool.query<{ n: number }>("select count(*)::int as n from welcome_deliveries where state = 'sending'");
      mostSending = Math.max(mostSending, rows[0].n);
      return send(message);
    };
    const sentBefore = ctx.mailer.sent.length;
    try {
      expect(await welcome.sendDue({ inFlight: 4 })).toBe(23);
    } finally {
      ctx.mailer.send = send;
    }

    const firsts = ctx.mailer.sent.slice(sentBefore).filter((mail) => mail.to.startsWith('many-')).map((mail) => mail.to);
    expect(new Set(firsts).size).toBe(23);
    expect(firsts).toHaveLength(23);
    expect(mostSending).toBeLessThanOrEqual(4);
    const { rows } = await ctx.database.pool.query<{ state: string; n: number }>("select d.state, count(*)::int as n from welcome_deliveries d join vip_subscribers s on s.id = d.subscriber_id where s.email like 'many-%' group by d.state");
    expect(rows).toEqual([{ state: 'sent', n: 23 }]);
    expect(await welcome.sendDue()).toBe(0);
  });

  it('When the series is off, then nothing is sent', async () => {
    const welcome = createWelcomeSeriesService(ctx.deps);
    await admin.put('/api/admin/automations/welcome', { enabled: false, steps: [step(0, 'cuatro')] });
    expect(await welcome.sendDue()).toBe(0);
  });
});
