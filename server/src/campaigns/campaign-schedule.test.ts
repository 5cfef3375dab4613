import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '@shared/campaigns';
import { auditLog, campaigns } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createMailer } from '../mail/mailer';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { campaignOf, countsByRecipient, createDraft, seedSubscribers, settled } from './campaigns-test-helpers';
import { createCampaignsService } from './campaigns.service';
import { registerCampaignWorkers } from './campaigns.worker';

const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

describe('scheduling a campaign and duplicating one (API)', () => {
  let ctx: TestContext;
  let admin: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext({ jobs: true });
    ({ client: admin } = await staffClient(ctx));
    await seedSubscribers(ctx, [{ email: 'ana@example.com' }]);
  });
  afterAll(() => ctx.close());

  it('When an admin schedules a draft, then it is 202, scheduled for that moment, logged, and can be moved', async () => {
    const id = await createDraft(admin);
    const at = '2030-01-15T09:00:00-06:00';
    // More than a year ahead is refused; the date above is only for the message check.
    expect((await admin.post(`/api/admin/campaigns/${id}/schedule`, { at })).body).toEqual({ message: CAMPAIGN_MESSAGES.scheduleTooFar });

    const first = inHours(24);
    const scheduled = await admin.post(`/api/admin/campaigns/${id}/schedule`, { at: first });
    expect(scheduled.status).toBe(202);
    expect(scheduled.body).toMatchObject({ id, status: 'scheduled', scheduledAt: first, sendStartedAt: null });
    const moved = inHours(48);
    expect((await admin.post(`/api/admin/campaigns/${id}/schedule`, { at: moved })).body.scheduledAt).toBe(moved);
    expect((await campaignOf(admin, id)).scheduledAt).toBe(moved);
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'campaigns.schedule'));
    expect(entries.map((entry) => entry.details)).toEqual([
      { campaign: id, at: first },
      { campaign: id, at: moved },
    ]);
  });

  it('When the moment is past, malformed or a language is unwritten, then it is 400 with the reason and the draft stays', async () => {
    const id = await createDraft(admin);
    const past = await admin.post(`/api/admin/campaigns/${id}/schedule`, { at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ message: CAMPAIGN_MESSAGES.scheduleInPast });
    const malformed = await admin.post(`/api/admin/campaigns/${id}/schedule`, { at: 'mañana a las 9' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/fecha y la hora/);
    expect((await admin.post(`/api/admin/campaigns/${id}/schedule`, { at: '2026-12-01T09:00:00' })).status).toBe(400);

    const unwritten = await createDraft(admin, { body: { es: 'Hola', en: '' } });
    const gaps = await admin.post(`/api/admin/campaigns/${unwritten}/schedule`, { at: inHours(2) });
    expect(gaps.status).toBe(400);
    expect(gaps.body.message).toBe('Falta el texto en inglés.');
    expect((await campaignOf(admin, id)).status).toBe('draft');
    expect((await campaignOf(admin, unwritten)).status).toBe('draft');
  });

  it('When a scheduled send is cancelled, then the campaign is a draft again; it cannot be deleted while scheduled', async () => {
    const id = await createDraft(admin);
    await admin.post(`/api/admin/campaigns/${id}/schedule`, { at: inHours(3) });
    const refused = await admin.delete(`/api/admin/campaigns/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: CAMPAIGN_MESSAGES.scheduledDelete });

    const cancelled = await admin.delete(`/api/admin/campaigns/${id}/schedule`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'draft', scheduledAt: null });
    const again = await admin.delete(`/api/admin/campaigns/${id}/schedule`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: CAMPAIGN_MESSAGES.notScheduled });
  });

  it('When a scheduled campaign is edited, then it stays scheduled as long as its languages stay written', async () => {
    const id = await createDraft(admin);
    await admin.post(`/api/admin/campaigns/${id}/schedule`, { at: inHours(5) });
    const edited = await admin.put(`/api/admin/campaigns/${id}`, {
      subject: { es: 'Nuevo asunto', en: 'New subject' },
      body: { es: 'Hola', en: 'Hi' },
      audience: { languages: ['es', 'en'] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'scheduled', subject: { es: 'Nuevo asunto', en: 'New subject' } });
    const emptied = await admin.put(`/api/admin/campaigns/${id}`, { subject: { es: 'Nuevo asunto', en: '' }, body: { es: 'Hola', en: 'Hi' }, audience: { languages: ['es', 'en'] } });
    expect(emptied.status).toBe(400);
    expect(emptied.body.message).toBe('Falta el asunto en inglés.');
  });

  it('When a campaign is duplicated, then a new draft has its subject, text and audience; an unknown one is 404', async () => {
    const id = await createDraft(admin, { audience: { languages: ['es'], sources: ['vip_modal'] } });
    await admin.post(`/api/admin/campaigns/${id}/schedule`, { at: inHours(6) });
    const copy = await admin.post(`/api/admin/campaigns/${id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toEqual({ id: expect.any(Number) });
    const [original, duplicate] = [await campaignOf(admin, id), await campaignOf(admin, copy.body.id)];
    expect(duplicate).toMatchObject({ status: 'draft', scheduledAt: null, subject: original.subject, body: original.body, audience: { languages: ['es'], sources: ['vip_modal'] } });
    expect((await admin.post('/api/admin/campaigns/999999/duplicate')).status).toBe(404);
  });

  it('When an editor tries to schedule or duplicate, then it is 403', async () => {
    const { client: editor } = await staffClient(ctx, { role: 'editor' });
    const id = await createDraft(admin);
    expect((await editor.post(`/api/admin/campaigns/${id}/schedule`, { at: inHours(1) })).status).toBe(403);
    expect((await editor.post(`/api/admin/campaigns/${id}/duplicate`)).status).toBe(403);
  });
});

describe('a scheduled send when its moment comes', () => {
  let smtp: FakeSmtp;
  let first: TestContext;
  let second: TestContext | undefined;
  afterAll(async () => {
    await second?.close();
    await first.close();
    await smtp.close();
  });

  // Starts two apps of its own, each with its job queue.
  it('When the moment passed while no instance ran the workers, then the next one to start sends it, once to each person', { timeout: 60_000 }, async () => {
    smtp = await startFakeSmtp();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'ChapinBox <hola@chapinbox.test>', logger: createLogger('silent') });
    // An instance without workers: staff schedule; nothing sends.
    first = await createTestContext({ jobs: true, mailer });
    const { client: admin } = await staffClient(first);
    await seedSubscribers(first, [{ email: 'ana@example.com' }, { email: 'bob@example.com', language: 'en' }]);
    const id = await createDraft(admin);
    expect((await admin.post(`/api/admin/campaigns/${id}/schedule`, { at: inHours(1) })).status).toBe(202);
    await first.database.db.update(campaigns).set({ scheduledAt: sql`now() - interval '5 minutes'` }).where(eq(campaigns.id, id));

    // Two instances look for due sends at once: one starts it.
    const [a, b] = await Promise.all([createCampaignsService(first.deps).startDueScheduled(), createCampaignsService(first.deps).startDueScheduled()]);
    expect([...a, ...b]).toEqual([id]);
    expect((await campaignOf(admin, id)).status).toBe('sending');

    // An instance with the workers comes up and delivers it.
    second = await createTestContext({ jobs: true, mailer, shareWith: first, registerWorkers: (deps) => registerCampaignWorkers(deps) });
    const done = await settled(admin, id);
    expect(done).toMatchObject({ status: 'sent', scheduledAt: null, counts: { recipients: 2, sent: 2 } });
    expect(Object.fromEntries(countsByRecipient(smtp.state.received))).toEqual({ 'ana@example.com': 1, 'bob@example.com': 1 });
    const [sendEntry] = await first.database.db.select().from(auditLog).where(eq(auditLog.action, 'campaigns.send'));
    expect(sendEntry?.details).toMatchObject({ campaign: id, destinatarios: 2 });
  });

  it('When a send is scheduled and the worker starts, then a due one starts at once without waiting for the minute', async () => {
    const { client: admin } = await staffClient(first);
    const id = await createDraft(admin, { audience: { languages: ['en'] } });
    await admin.post(`/api/admin/campaigns/${id}/schedule`, { at: inHours(1) });
    await first.database.db.update(campaigns).set({ scheduledAt: sql`now() - interval '1 second'` }).where(eq(campaigns.id, id));
    await registerCampaignWorkers({ ...first.deps, jobs: first.jobs! });
    expect(await settled(admin, id)).toMatchObject({ status: 'sent', counts: { recipients: 1, sent: 1 } });
  });
});
