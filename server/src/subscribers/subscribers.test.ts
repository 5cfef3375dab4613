import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscribersResponseSchema, type SubscribersResponse } from '@shared/subscribers';
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

const list = async (query: string) => {
  const response = await staff.get(`/api/vip/subscribers?${query}`);
  if (response.status !== 200) throw new Error(`${query} answered ${response.status}: ${response.text}`);
  return subscribersResponseSchema.parse(response.body);
};
const emails = (body: SubscribersResponse) => body.subscribers.map((s) => s.email);
const names = (body: SubscribersResponse) => body.subscribers.map((s) => s.email.split('@')[0]);

/** Every page of `query`, following `nextCursor` to the end. */
async function walkForward(query: string) {
  const pages: string[][] = [];
  let body = await list(query);
  pages.push(emails(body));
  for (let guard = 0; body.nextCursor && guard < 100; guard++) {
    body = await list(`${query}&after=${encodeURIComponent(body.nextCursor)}`);
    pages.push(emails(body));
  }
  return { pages, last: body };
}

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
    ['GET', '/api/vip/subscribers/sources'],
    ['POST', '/api/vip/subscribers/bulk'],
    ['POST', '/api/vip/subscribers/import'],
    ['PATCH', '/api/vip/subscribers/1'],
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
          status: i % 4 === 0 ? 'confirmed' : 'pending',
          language: i % 2 ? 'en' : 'es',
          source: i % 2 ? 'vip_modal' : 'feature_card',
        }),
      ),
    );
  });

  it('When staff ask for the first page, then it holds the newest subscribers first with the counts and the next page', async () => {
    const body = await list('pageSize=10');

    expect(body).toMatchObject({ total: 30, active: 24, countsApproximate: false, matches: 30, matchesCapped: false, pageSize: 10, previousCursor: null });
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(names(body)).toEqual(Array.from({ length: 10 }, (_, i) => `person${29 - i}`));
    expect(body.subscribers[0]).toEqual({
      id: expect.any(Number),
      email: 'person29@example.com',
      subscribedAt: '2025-03-01T12:29:00.000Z',
      source: 'vip_modal',
      language: 'en',
      isActive: true,
      status: 'pending',
      acceptsEmails: true,
      state: 'pending',
      stateAt: expect.any(String),
      stateReason: null,
    });
  });

  it.each([
    ['sort=subscribedAt&order=desc', (i: number[]) => [...i].reverse()],
    ['sort=subscribedAt&order=asc', (i: number[]) => i],
    ['sort=email', (i: number[]) => i],
    ['sort=email&order=desc', (i: number[]) => [...i].reverse()],
  ])('When staff page through %s with the next cursor, then every subscriber comes exactly once in order', async (query, arrange) => {
    const { pages, last } = await walkForward(`${query}&pageSize=7`);

    expect(pages.map((page) => page.length)).toEqual([7, 7, 7, 7, 2]);
    expect(pages.flat().map((email) => email.split('@')[0])).toEqual(arrange(Array.from({ length: 30 }, (_, i) => i)).map((i) => `person${String(i).padStart(2, '0')}`));
    expect(last.nextCursor).toBeNull();
    expect(last.previousCursor).toEqual(expect.any(String));
  });

  it('When staff go back with the previous cursor, then each page is the same as on the way forward, and the first has no previous', async () => {
    const forward = [await list('pageSize=7&sort=email')];
    while (forward.at(-1)!.nextCursor) forward.push(await list(`pageSize=7&sort=email&after=${encodeURIComponent(forward.at(-1)!.nextCursor!)}`));

    const backward = [forward.at(-1)!];
    while (backward.at(-1)!.previousCursor) backward.push(await list(`pageSize=7&sort=email&before=${encodeURIComponent(backward.at(-1)!.previousCursor!)}`));

    expect(backward.map(emails).reverse()).toEqual(forward.map(emails));
    expect(backward.at(-1)!.previousCursor).toBeNull();
  });

  it('When the rows before a page were deleted meanwhile, then going back lands on a full first page', async () => {
    const first = await list('pageSize=5');
    const second = await list(`pageSize=5&after=${encodeURIComponent(first.nextCursor!)}`);
    await ctx.database.pool.query("delete from vip_subscribers where email like 'person2%'");

    const back = await list(`pageSize=5&before=${encodeURIComponent(second.previousCursor!)}`);

    expect(names(back)).toEqual(['person19', 'person18', 'person17', 'person16', 'person15']);
    expect(back.previousCursor).toBeNull();
  });

  it('When many subscribers joined in the same microsecond, then paging by date neither repeats nor skips one', async () => {
    await ctx.database.db.delete(vipSubscribers);
    const same = new Date('2025-05-05T05:05:05.123Z');
    await ctx.database.db.insert(vipSubscribers).values(Array.from({ length: 11 }, (_, i) => row(`twin${i}@example.com`, { subscribedAt: same })));
    await ctx.database.pool.query("update vip_subscribers set subscribed_at = subscribed_at + interval '456 microseconds'");

    const { pages } = await walkForward('pageSize=4');

    expect(pages.flat().sort()).toEqual(Array.from({ length: 11 }, (_, i) => `twin${i}@example.com`).sort());
  });

  it.each([
    ['status=active', (i: number) => i % 5 !== 0],
    ['status=inactive', (i: number) => i % 5 === 0],
    ['status=confirmed', (i: number) => i % 4 === 0],
    ['status=pending', (i: number) => i % 4 !== 0],
    ['language=en', (i: number) => i % 2 === 1],
    ['source=feature_card', (i: number) => i % 2 === 0],
    ['status=inactive&language=es&source=feature_card', (i: number) => i % 5 === 0 && i % 2 === 0],
    ['status=confirmed&language=en', () => false],
    ['search=gmail&status=active', (i: number) => i % 3 === 0 && i % 5 !== 0],
  ])('When staff filter by %s, then only matches are listed, newest first, and counted', async (query, matches) => {
    const expected = Array.from({ length: 30 }, (_, i) => 29 - i)
      .filter(matches)
      .map((i) => `person${String(i).padStart(2, '0')}`);

    const { pages, last } = await walkForward(`${query}&pageSize=4`);

    expect(pages.flat().map((email) => email.split('@')[0])).toEqual(expected);
    expect(last).toMatchObject({ total: 30, active: 24, matches: expected.length, matchesCapped: false });
  });

  it('When staff search part of an e-mail in any letter case, then only matches are listed and counted', async () => {
    const body = await list('search=GMAIL&pageSize=100');

    expect(body).toMatchObject({ total: 30, active: 24, matches: 10, matchesCapped: false });
    expect(body.subscribers).toHaveLength(10);
    expect(body.subscribers.every((s) => s.email.endsWith('@gmail.com'))).toBe(true);
  });

  it('When a search matches more than 1,000 subscribers, then the count stops there, and its pages walk on newest first', async () => {
    await ctx.database.pool.query(
      `insert into vip_subscribers (email, accepts_emails, token, subscribed_at)
       select 'fan' || g || '@capped.test', true, 'cap-' || g, now() - make_interval(secs => g) from generate_series(1, 1010) g`,
    );

    const first = await list('search=capped.test&pageSize=5');
    const second = await list(`search=capped.test&pageSize=5&after=${encodeURIComponent(first.nextCursor!)}`);
    const oldest = await list('search=capped.test&pageSize=3&order=asc');
    const byEmail = await list('search=capped.test&pageSize=3&sort=email');
    const filtered = await list('search=capped.test&status=active&language=es&pageSize=5');

    expect(first).toMatchObject({ total: 1040, matches: 1000, matchesCapped: true });
    expect(filtered).toMatchObject({ matches: 1000, matchesCapped: true });
    expect(names(first)).toEqual(['fan1', 'fan2', 'fan3', 'fan4', 'fan5']);
    expect(names(filtered)).toEqual(['fan1', 'fan2', 'fan3', 'fan4', 'fan5']);
    expect(names(second)).toEqual(['fan6', 'fan7', 'fan8', 'fan9', 'fan10']);
    // Oldest first: past the 1,001 newest matches the count reads.
    expect(names(oldest)).toEqual(['fan1010', 'fan1009', 'fan1008']);
    // In the database's own collation, as its e-mail index sorts.
    const { rows } = await ctx.database.pool.query("select email from vip_subscribers where email like '%capped.test' order by lower(email) limit 3");
    expect(emails(byEmail)).toEqual(rows.map((r) => r.email));
  });

  it('When a search counted past 1,000 is asked again, then it still says 1,000+ without a count; once staff here delete one of its matches, it is counted again', async () => {
    await ctx.database.pool.query(
      `insert into vip_subscribers (email, accepts_emails, token, subscribed_at)
       select 'fan' || g || '@recount.test', true, 'recount-' || g, now() - make_interval(secs => g) from generate_series(1, 1010) g`,
    );
    const query = 'search=recount.test&pageSize=3';
    const counted = await list(query);

    // Another instance (or a script) removes twenty: this one keeps its "1,000+" a while.
    await ctx.database.pool.query("delete from vip_subscribers where token in (select 'recount-' || g from generate_series(991, 1010) g)");
    const kept = await list(query);
    // A change made here drops every kept verdict: the count is read again, exact.
    expect((await staff.delete(`/api/vip/subscribers/${counted.subscribers[0].id}`)).status).toBe(204);
    const recounted = await list(query);

    expect(counted).toMatchObject({ matches: 1000, matchesCapped: true });
    expect(names(counted)).toEqual(['fan1', 'fan2', 'fan3']);
    expect(kept).toMatchObject({ matches: 1000, matchesCapped: true });
    expect(names(kept)).toEqual(['fan1', 'fan2', 'fan3']);
    expect(recounted).toMatchObject({ matches: 989, matchesCapped: false });
    expect(names(recounted)).toEqual(['fan2', 'fan3', 'fan4']);
  });

  it('When a search matching more than 1,000 lies beyond 2,000 other e-mails, then its pages by e-mail still follow the database order', async () => {
    await ctx.database.pool.query(
      `insert into vip_subscribers (email, accepts_emails, token)
       select 'aa' || g || '@elsewhere.test', true, 'aa-' || g from generate_series(1, 2001) g
       union all select 'zz' || g || '@bunched.test', true, 'zz-' || g from generate_series(1, 1001) g`,
    );
    const { rows } = await ctx.database.pool.query("select email from vip_subscribers where email like '%bunched.test' order by lower(email)");
    const inOrder = rows.map((r) => r.email);

    const first = await list('search=bunched&sort=email&pageSize=4');
    const second = await list(`search=bunched&sort=email&pageSize=4&after=${encodeURIComponent(first.nextCursor!)}`);
    const numbered = await list('search=bunched&sort=email&pageSize=4&page=3');
    const last = await list('search=bunched&sort=email&order=desc&pageSize=4');

    expect(first).toMatchObject({ matches: 1000, matchesCapped: true });
    expect(emails(first)).toEqual(inOrder.slice(0, 4));
    expect(emails(second)).toEqual(inOrder.slice(4, 8));
    expect(emails(numbered)).toEqual(inOrder.slice(8, 12));
    expect(emails(last)).toEqual(inOrder.slice(-4).reverse());
  });

  it('When a bunched search is asked again after another instance changed one of its subscribers, or staff here deleted one, then neither shows', async () => {
    await ctx.database.pool.query(
      `insert into vip_subscribers (email, accepts_emails, token, language)
       select 'aa' || g || '@elsewhere.test', true, 'aa-' || g, 'es' from generate_series(1, 2001) g
       union all select 'zz' || g || '@bunched.test', true, 'zz-' || g, 'es' from generate_series(1, 1010) g`,
    );
    const inOrder = async () =>
      (await ctx.database.pool.query("select email from vip_subscribers where email like '%bunched.test' and language = 'es' order by lower(email) limit 2")).rows.map((r) => r.email);
    const query = 'search=bunched&sort=email&language=es&pageSize=2';
    const first = await list(query);
    const [changed, deleted] = first.subscribers;

    // Another instance moves one to English: this instance's kept order of the search still holds it.
    await ctx.database.pool.query("update vip_subscribers set language = 'en' where id = $1", [changed.id]);
    const afterChange = await list(query);
    const expectedAfterChange = await inOrder();
    expect((await staff.delete(`/api/vip/subscribers/${deleted.id}`)).status).toBe(204);
    const afterDelete = await list(query);

    expect(emails(afterChange)).not.toContain(changed.email);
    expect(emails(afterChange)).toEqual(expectedAfterChange);
    expect(emails(afterDelete)).not.toContain(deleted.email);
    expect(emails(afterDelete)).toEqual(await inOrder());
  });

  it('When a search matches few subscribers, then their pages follow the chosen order too', async () => {
    const byDate = await list('search=person2&pageSize=4');
    const next = await list(`search=person2&pageSize=4&after=${encodeURIComponent(byDate.nextCursor!)}`);
    const byEmail = await list('search=person2&pageSize=4&sort=email&order=desc');

    expect(byDate).toMatchObject({ matches: 10, matchesCapped: false });
    expect(names(next)).toEqual(['person25', 'person24', 'person23', 'person22']);
    expect(names(byEmail)).toEqual(['person29', 'person28', 'person27', 'person26']);
  });

  it('When the search holds % or _, then they match literally instead of as wildcards', async () => {
    await ctx.database.db.insert(vipSubscribers).values(row('odd_name%x@example.com'));

    const percent = await list(`search=${encodeURIComponent('%x@')}`);
    const underscore = await list(`search=${encodeURIComponent('n_')}`);

    expect(emails(percent)).toEqual(['odd_name%x@example.com']);
    expect(underscore.matches).toBe(0);
  });

  it.each([
    ['sort=subscribedAt', 7],
    ['sort=email&order=desc', 7],
    ['status=active&language=es', 3],
    ['search=gmail', 4],
    ['search=example&sort=email', 6],
  ])('When an API caller asks for pages by number with %s, then page n is the n-th page the cursors give, says which it is, and past the end is empty', async (query, pageSize) => {
    const { pages } = await walkForward(`${query}&pageSize=${pageSize}`);

    for (let n = 1; n <= pages.length + 1; n++) {
      const body = await list(`${query}&pageSize=${pageSize}&page=${n}`);
      expect({ n, emails: emails(body) }).toEqual({ n, emails: pages[n - 1] ?? [] });
      expect(body).toMatchObject({ page: n, pageSize, total: 30 });
      expect(body.nextCursor === null).toBe(n >= pages.length);
      expect(body.previousCursor === null).toBe(n === 1 || n > pages.length);
    }
  });

  it('When an API caller goes on from a numbered page with its cursors, then they lead to the pages next to it', async () => {
    const third = await list('sort=email&pageSize=5&page=3');

    const fourth = await list(`sort=email&pageSize=5&after=${encodeURIComponent(third.nextCursor!)}`);
    const second = await list(`sort=email&pageSize=5&before=${encodeURIComponent(third.previousCursor!)}`);

    expect(names(third)).toEqual(['person10', 'person11', 'person12', 'person13', 'person14']);
    expect(names(fourth)).toEqual(emails(await list('sort=email&pageSize=5&page=4')).map((email) => email.split('@')[0]));
    expect(names(second)).toEqual(['person05', 'person06', 'person07', 'person08', 'person09']);
    // A cursor page is not numbered: only a page asked for by number says which it is.
    expect(fourth.page).toBeUndefined();
  });

  it('When a search matching more than 1,000 is asked for by page number, then the date walk skips to that page too', async () => {
    await ctx.database.pool.query(
      `insert into vip_subscribers (email, accepts_emails, token, subscribed_at)
       select 'fan' || g || '@capped.test', true, 'cap-' || g, now() - make_interval(secs => g) from generate_series(1, 1001) g`,
    );

    const second = await list('search=capped.test&pageSize=5&page=2');
    const last = await list('search=capped.test&pageSize=5&page=201');

    expect(second).toMatchObject({ page: 2, matches: 1000, matchesCapped: true });
    expect(names(second)).toEqual(['fan6', 'fan7', 'fan8', 'fan9', 'fan10']);
    expect(names(last)).toEqual(['fan1001']);
    expect(last.nextCursor).toBeNull();
  });

  it.each([
    ['after', 'after'],
    ['before', 'before'],
  ])('When page comes with a cursor (%s), then it answers 400 naming page, without guessing which was meant', async (_label, name) => {
    const { nextCursor } = await list('pageSize=3');

    const response = await staff.get(`/api/vip/subscribers?pageSize=3&page=2&${name}=${encodeURIComponent(nextCursor!)}`);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Invalid request: page: Pide la página por número (page) o por posición (after/before), no de las dos formas',
      issues: [expect.objectContaining({ path: ['page'], message: 'Pide la página por número (page) o por posición (after/before), no de las dos formas' })],
    });
  });

  it.each([
    ['page 0', 'page=0'],
    ['a page that is not a number', 'page=three'],
    ['a fractional page', 'page=1.5'],
    ['a page past the bound', 'page=1000001'],
    ['page size 0', 'pageSize=0'],
    ['page size over 100', 'pageSize=101'],
    ['a search longer than an e-mail', `search=${'a'.repeat(255)}`],
    ['an unknown status', 'status=gone'],
    ['an unknown sort', 'sort=name'],
    ['an unknown order', 'order=up'],
    ['an unknown language', 'language=fr'],
    ['a source with spaces', 'source=a%20b'],
    ['a forged cursor', 'after=bm90LWEtY3Vyc29y'],
    ['a cursor with an impossible date', `after=${Buffer.from(JSON.stringify(['subscribedAt', '2025-02-31T00:00:00.000000Z', 1])).toString('base64url')}`],
  ])('When the query has %s, then it answers 400 with a message', async (_label, query) => {
    const response = await staff.get(`/api/vip/subscribers?${query}`);

    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('When a cursor of the date order is used with the e-mail order, then it answers 400 asking to start again', async () => {
    const { nextCursor } = await list('pageSize=3');

    const response = await staff.get(`/api/vip/subscribers?sort=email&after=${encodeURIComponent(nextCursor!)}`);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'La posición de la página no es válida; vuelve a la primera página' });
  });
});

describe('GET /api/vip/subscribers/sources', () => {
  it('When staff open the source filter, then it lists each source once, A to Z', async () => {
    await ctx.database.db.insert(vipSubscribers).values([row('a@x.com', { source: 'vip_modal' }), row('b@x.com', { source: 'agexport' }), row('c@x.com', { source: 'vip_modal' })]);

    const response = await staff.get('/api/vip/subscribers/sources');

    expect(response.body).toEqual({ sources: ['agexport', 'vip_modal'] });
  });
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

  it('When a sign-up falls just before midnight in the staff member\'s zone, then it counts on that day, not the next', async () => {
    // Another zone than the test before: the server keeps a zone's earlier days for a minute.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/El_Salvador' }).format(new Date());
    // 23:59:59.999999 on the day before today in El Salvador (UTC-6) is 05:59:59.999999 UTC today.
    await ctx.database.pool.query(`insert into vip_subscribers (email, accepts_emails, token, subscribed_at) values ('late@example.com', true, 'late', ($1::date - 1 + time '23:59:59.999999') at time zone 'America/El_Salvador')`, [today]);

    const response = await staff.get('/api/vip/subscribers/daily?tz=America/El_Salvador');

    expect(response.body.days.at(-2).count).toBe(1);
    expect(response.body.days.at(-1).count).toBe(0);
  });

  it('When the time zone is unknown, then it answers 400', async () => {
    expect((await staff.get('/api/vip/subscribers/daily?tz=Mars/Olympus')).status).toBe(400);
  });
});
