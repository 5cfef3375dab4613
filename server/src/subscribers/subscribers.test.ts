import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscribersResponseSchema } from '@shared/subscribers';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { staffClient } from '../../test/staff-session';
import { vipSubscribers } from '../db/schema';

let ctx: TestContext;
let staff: TestClient;

type NewRow = typeof vipSubscribers.$inferInsert;
let tokenCounter = 0;
const row = (email: string, overrides: Partial<NewRow> = {}): NewRow => ({
  email,
  acceptsEmails: true,
  consentAt: new Date('2025-01-02T03:04:05Z'),
  token: `token-${++tokenCounter}`,
  ...overrides,
});

beforeAll(async () => {
  ctx = await createTestContext();
  staff = (await staffClient(ctx)).client;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(vipSubscribers);
});

describe('staff subscriber routes without a session', () => {
  it.each([
    ['GET', '/api/vip/subscribers'],
    ['GET', '/api/vip/subscribers/export'],
    ['GET', '/api/vip/subscribers/daily'],
    ['DELETE', '/api/vip/subscribers/1'],
  ])('When %s %s is called signed out, then it answers 401', async (method, path) => {
    const response = await ctx.client().request(method, path);

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'No autenticado' });
  });
});

describe('GET /api/vip/subscribers', () => {
  beforeEach(async () => {
    const base = Date.parse('2025-03-01T12:00:00Z');
    await ctx.database.db.insert(vipSubscribers).values(
      Array.from({ length: 30 }, (_, i) =>
        row(`person${String(i).padStart(2, '0')}@${i % 3 === 0 ? 'gmail.com' : 'example.com'}`, {
          subscribedAt: new Date(base + i * 60_000),
          isActive: i % 5 !== 0,
          source: i % 2 ? 'vip_modal' : 'feature_card',
        }),
      ),
    );
  });

  it('When staff ask for a page, then it holds the newest subscribers first with the total and active counts', async () => {
    const response = await staff.get('/api/vip/subscribers?page=1&pageSize=10');

    expect(response.status).toBe(200);
    const body = subscribersResponseSchema.parse(response.body);
    expect(body).toMatchObject({ total: 30, active: 24, matches: 30, matchesCapped: false, page: 1, pageSize: 10 });
    expect(body.subscribers.map((s) => s.email)).toEqual(Array.from({ length: 10 }, (_, i) => expect.stringContaining(`person${29 - i}@`)));
    expect(body.subscribers[0]).toEqual({
      id: expect.any(Number),
      email: 'person29@example.com',
      subscribedAt: '2025-03-01T12:29:00.000Z',
      source: 'vip_modal',
      language: 'es',
      isActive: true,
      status: 'pending',
      acceptsEmails: true,
    });
  });

  it('When staff ask for the last page, then it holds what is left', async () => {
    const response = await staff.get('/api/vip/subscribers?page=3&pageSize=12');

    expect(response.body.subscribers.map((s: { email: string }) => s.email)).toEqual([
      'person05@example.com',
      'person04@example.com',
      'person03@gmail.com',
      'person02@example.com',
      'person01@example.com',
      'person00@gmail.com',
    ]);
  });

  it('When staff search part of an e-mail in any letter case, then only matches are listed and counted', async () => {
    const response = await staff.get('/api/vip/subscribers?search=GMAIL&pageSize=100');

    expect(response.body).toMatchObject({ total: 30, active: 24, matches: 10, matchesCapped: false });
    expect(response.body.subscribers).toHaveLength(10);
    expect(response.body.subscribers.every((s: { email: string }) => s.email.endsWith('@gmail.com'))).toBe(true);
  });

  it('When a search matches more than 1,000 subscribers, then the count stops there and says so', async () => {
    await ctx.database.pool.query(
      `insert into vip_subscribers (email, accepts_emails, token, subscribed_at)
       select 'fan' || g || '@capped.test', true, 'cap-' || g, now() - make_interval(secs => g) from generate_series(1, 1001) g`,
    );

    const response = await staff.get('/api/vip/subscribers?search=capped.test&pageSize=5&page=2');

    expect(response.body).toMatchObject({ total: 1031, matches: 1000, matchesCapped: true });
    expect(response.body.subscribers.map((s: { email: string }) => s.email)).toEqual(['fan6@capped.test', 'fan7@capped.test', 'fan8@capped.test', 'fan9@capped.test', 'fan10@capped.test']);
  });

  it('When a search matches few subscribers, then their pages are newest first too', async () => {
    const response = await staff.get('/api/vip/subscribers?search=person2&pageSize=4&page=2');

    expect(response.body).toMatchObject({ matches: 10, matchesCapped: false });
    expect(response.body.subscribers.map((s: { email: string }) => s.email.split('@')[0])).toEqual(['person25', 'person24', 'person23', 'person22']);
  });

  it('When the search holds % or _, then they match literally instead of as wildcards', async () => {
    await ctx.database.db.insert(vipSubscribers).values(row('odd_name%x@example.com'));

    const percent = await staff.get(`/api/vip/subscribers?search=${encodeURIComponent('%x@')}`);
    const underscore = await staff.get(`/api/vip/subscribers?search=${encodeURIComponent('n_')}`);

    expect(percent.body.subscribers.map((s: { email: string }) => s.email)).toEqual(['odd_name%x@example.com']);
    expect(underscore.body.matches).toBe(0);
  });

  it.each([['page=0'], ['page=abc'], ['pageSize=0'], ['pageSize=101'], [`search=${'a'.repeat(255)}`]])(
    'When the query has %s, then it answers 400',
    async (query) => {
      expect((await staff.get(`/api/vip/subscribers?${query}`)).status).toBe(400);
    },
  );
});

describe('DELETE /api/vip/subscribers/:id', () => {
  it('When staff delete a subscriber, then the row is gone and a second delete answers 404', async () => {
    const [created] = await ctx.database.db.insert(vipSubscribers).values(row('bye@example.com')).returning();

    const first = await staff.delete(`/api/vip/subscribers/${created.id}`);
    const second = await staff.delete(`/api/vip/subscribers/${created.id}`);

    expect(first.status).toBe(204);
    expect(await ctx.database.db.select().from(vipSubscribers)).toEqual([]);
    expect(second.status).toBe(404);
    expect(second.body).toEqual({ message: 'Suscriptor no encontrado' });
  });

  it('When the id is not a number, then it answers 400', async () => {
    expect((await staff.delete('/api/vip/subscribers/abc')).status).toBe(400);
  });
});

describe('GET /api/vip/subscribers/daily', () => {
  it('When staff ask for the chart, then it lists 30 days oldest first with zeros, counted in their time zone', async () => {
    const now = Date.now();
    const hours = (h: number) => new Date(now - h * 3_600_000);
    await ctx.database.db.insert(vipSubscribers).values([
      row('a@example.com', { subscribedAt: hours(0) }),
      row('b@example.com', { subscribedAt: hours(0) }),
      row('c@example.com', { subscribedAt: hours(48) }),
      row('old@example.com', { subscribedAt: hours(24 * 40) }),
    ]);

    const response = await staff.get('/api/vip/subscribers/daily?tz=America/Guatemala');

    expect(response.status).toBe(200);
    const days: Array<{ date: string; count: number }> = response.body.days;
    expect(days).toHaveLength(30);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guatemala' }).format(new Date(now));
    const twoDaysAgo = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guatemala' }).format(hours(48));
    expect(days.at(-1)).toEqual({ date: today, count: 2 });
    expect(days.find((day) => day.date === twoDaysAgo)?.count).toBe(1);
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(3);
    expect([...days].sort((x, y) => x.date.localeCompare(y.date))).toEqual(days);
  });

  it('When the time zone is unknown, then it answers 400', async () => {
    expect((await staff.get('/api/vip/subscribers/daily?tz=Mars/Olympus')).status).toBe(400);
  });
});
