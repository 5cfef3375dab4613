import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUBSCRIBER_STATES } from '@shared/subscribers';
import type { TestClient } from '../../test/test-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { staffClient } from '../../test/staff-session';
import { rateLimits, vipSubscribers } from '../db/schema';

let ctx: TestContext;
let staff: TestClient;
let ids: Record<string, number>;

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));

beforeAll(async () => {
  ctx = await createTestContext();
  staff = (await staffClient(ctx)).client;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(vipSubscribers);
  await ctx.database.db.delete(rateLimits);
  const base = { acceptsEmails: true } as const;
  const rows = await ctx.database.db
    .insert(vipSubscribers)
    .values([
      { ...base, email: 'pat@example.com', token: 'st-pat', subscribedAt: at(1), stateAt: at(1) },
      { ...base, email: 'cora@example.com', token: 'st-cora', status: 'confirmed', confirmedAt: at(2), subscribedAt: at(1), stateAt: at(2), language: 'en' },
      { ...base, email: 'paul@example.com', token: 'st-paul', status: 'confirmed', isActive: false, subscribedAt: at(1), stateAt: at(3) },
      { ...base, email: 'una@example.com', token: 'st-una', status: 'confirmed', isActive: false, suppression: 'unsubscribed', subscribedAt: at(1), stateAt: at(4) },
      { ...base, email: 'bo@example.com', token: 'st-bo', status: 'confirmed', isActive: false, suppression: 'bounced', stateReason: '550 5.1.1 user unknown', subscribedAt: at(1), stateAt: at(5) },
      { ...base, email: 'cam@example.com', token: 'st-cam', isActive: false, suppression: 'complained', stateReason: 'abuse', subscribedAt: at(1), stateAt: at(6), language: 'en' },
    ])
    .returning({ id: vipSubscribers.id, email: vipSubscribers.email });
  ids = Object.fromEntries(rows.map((row) => [row.email.split('@')[0], row.id]));
});

const rowOf = async (name: string) => (await ctx.database.pool.query('select is_active, status, suppression, token from vip_subscribers where id = $1', [ids[name]])).rows[0];

describe('GET /api/vip/subscribers: states', () => {
  it('When staff list everybody, then each row carries its state, the date it began and the reason', async () => {
    const response = await staff.get('/api/vip/subscribers?sort=email');

    expect(response.status).toBe(200);
    const byEmail = Object.fromEntries(response.body.subscribers.map((row: { email: string }) => [row.email, row]));
    expect(byEmail['pat@example.com']).toMatchObject({ state: 'pending', stateAt: at(1).toISOString(), stateReason: null });
    expect(byEmail['cora@example.com']).toMatchObject({ state: 'confirmed', stateAt: at(2).toISOString() });
    expect(byEmail['paul@example.com']).toMatchObject({ state: 'paused', isActive: false });
    expect(byEmail['una@example.com']).toMatchObject({ state: 'unsubscribed', stateAt: at(4).toISOString() });
    expect(byEmail['bo@example.com']).toMatchObject({ state: 'bounced', stateReason: '550 5.1.1 user unknown' });
    expect(byEmail['cam@example.com']).toMatchObject({ state: 'complained', stateReason: 'abuse' });
  });

  it.each([
    ['pending', ['pat@example.com']],
    ['confirmed', ['cora@example.com']],
    ['paused', ['paul@example.com']],
    ['unsubscribed', ['una@example.com']],
    ['bounced', ['bo@example.com']],
    ['complained', ['cam@example.com']],
  ])('When staff filter by %s, then only those rows come, counted, in both orders and with a search', async (state, emails) => {
    for (const query of [`state=${state}`, `state=${state}&sort=email`, `state=${state}&order=asc`, `state=${state}&search=example`, `state=${state}&page=1`]) {
      const response = await staff.get(`/api/vip/subscribers?${query}`);
      expect({ query, emails: response.body.subscribers.map((row: { email: string }) => row.email), matches: response.body.matches }).toEqual({ query, emails, matches: emails.length });
    }
  });

  it('When the state and the older status filter exclude each other, then the list is empty, not an error', async () => {
    const response = await staff.get('/api/vip/subscribers?state=paused&status=active');

    expect(response.status).toBe(200);
    expect(response.body.subscribers).toEqual([]);
  });

  it('When the state is not one of the six, then it is 400', async () => {
    expect((await staff.get('/api/vip/subscribers?state=inactive')).status).toBe(400);
    expect(SUBSCRIBER_STATES).toHaveLength(6);
  });

  it('When staff export, then each line ends with the state, its date and its reason', async () => {
    const response = await staff.get('/api/vip/subscribers/export?state=bounced');
    const lines = response.text.replace(/^\uFEFF/, '').trimEnd().split('\n');

    expect(lines[0]).toBe('email,language,source,status,confirmed,subscribed_at,consent,state,state_at,state_reason');
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toMatch(/^bo@example\.com,.*,bounced,2026-01-05T12:00:00\.000Z,550 5\.1\.1 user unknown$/);
  });
});

describe('PATCH /api/vip/subscribers/:id for suppressed people', () => {
  it.each(['una', 'bo', 'cam'])('When staff try to reactivate %s, then it is 409 with a message that only their own sign-up can, and nothing changes', async (name) => {
    const response = await staff.request('PATCH', `/api/vip/subscribers/${ids[name]}`, { isActive: true });

    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/Solo puede volver si se suscribe de nuevo y confirma su email\./);
    expect(await rowOf(name)).toMatchObject({ is_active: false });
  });

  it('When staff pause and resume a person, then the state is paused then confirmed again, with a new date', async () => {
    const paused = await staff.request('PATCH', `/api/vip/subscribers/${ids.cora}`, { isActive: false });
    const resumed = await staff.request('PATCH', `/api/vip/subscribers/${ids.cora}`, { isActive: true });

    expect(paused.body.subscriber).toMatchObject({ state: 'paused' });
    expect(resumed.status).toBe(200);
    expect(resumed.body.subscriber).toMatchObject({ state: 'confirmed' });
    expect(Date.parse(resumed.body.subscriber.stateAt)).toBeGreaterThan(at(2).getTime());
  });

  it('When staff resume "all matching" or ticked rows, then only the paused come back', async () => {
    const ticked = await staff.post('/api/vip/subscribers/bulk', { action: 'activate', ids: [ids.paul, ids.una, ids.bo] });
    const all = await staff.post('/api/vip/subscribers/bulk', { action: 'activate', filter: {} });

    expect(ticked.body).toEqual({ affected: 1 });
    expect(all.body).toEqual({ affected: 0 });
    expect((await staff.get('/api/vip/subscribers?state=unsubscribed')).body.matches).toBe(1);
  });
});

describe('the e-mail links and a new sign-up', () => {
  it('When a person unsubscribes by the link, then they are unsubscribed with the date', async () => {
    const before = Date.now();
    await ctx.client().post('/api/vip/unsubscribe?token=st-cora');

    const { body } = await staff.get('/api/vip/subscribers?state=unsubscribed');
    const cora = body.subscribers.find((row: { email: string }) => row.email === 'cora@example.com');
    expect(cora).toMatchObject({ state: 'unsubscribed', isActive: false });
    expect(Date.parse(cora.stateAt)).toBeGreaterThanOrEqual(before - 1_000);
  });

  it.each(['una', 'bo', 'cam'])('When %s signs up again, then a fresh double opt-in starts (pending), and the confirmation makes them confirmed', async (name) => {
    const signUp = await ctx.client().post('/api/vip/subscribe', { email: `${name}@example.com`, acceptsEmails: true, source: 'vip_modal' });
    const pending = await rowOf(name);
    await ctx.client().post(`/api/vip/confirm?token=${pending.token}`);

    expect(signUp.status).toBe(201);
    expect(pending).toMatchObject({ is_active: true, status: 'pending', suppression: null });
    expect(await rowOf(name)).toMatchObject({ is_active: true, status: 'confirmed', suppression: null });
  });
});
