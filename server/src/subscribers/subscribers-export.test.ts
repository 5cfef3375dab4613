import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { staffClient } from '../../test/staff-session';
import { vipSubscribers } from '../db/schema';
import { neutraliseCell } from '../lib/csv-cell';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/vip/subscribers/export', () => {
  it('When staff export, then a dated CSV lists every subscriber newest first with language, source, status, confirmation, consent and state, formulas neutralised', async () => {
    await ctx.database.db.insert(vipSubscribers).values([
      { email: 'ana@example.com', acceptsEmails: true, consentAt: new Date('2025-02-01T10:00:00Z'), subscribedAt: new Date('2025-02-01T10:00:00Z'), stateAt: new Date('2025-02-01T10:00:00Z'), token: 't1', source: 'vip_modal', language: 'es' },
      { email: 'ben@example.com', acceptsEmails: false, subscribedAt: new Date('2025-02-02T10:00:00Z'), stateAt: new Date('2025-02-02T10:00:00Z'), token: 't2', source: 'feature_card', language: 'en', status: 'confirmed' },
      { email: 'cy@example.com', acceptsEmails: true, consentAt: new Date('2025-02-03T10:00:00Z'), subscribedAt: new Date('2025-02-03T10:00:00Z'), stateAt: new Date('2025-02-03T10:00:00Z'), token: 't3', source: '-2+3', isActive: false },
      // Rows written before validation existed, or by hand: the export must still be safe.
      { email: '=HYPERLINK("http://evil.example","click")', acceptsEmails: true, subscribedAt: new Date('2025-02-04T10:00:00Z'), stateAt: new Date('2025-02-04T10:00:00Z'), token: 't4', source: '@SUM(A1:A9)' },
      { email: '+cmd@example.com', acceptsEmails: true, subscribedAt: new Date('2025-02-05T10:00:00Z'), stateAt: new Date('2025-02-05T10:00:00Z'), token: 't5', source: 'Ñandú, "quoted"' },
    ]);
    const { client } = await staffClient(ctx);

    // Raw bytes: a text decoder would drop the BOM under test.
    const response = await fetch(`${ctx.baseUrl}/api/vip/subscribers/export`, { headers: { Cookie: client.cookieHeader } });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename=vip-subscribers-${today}.csv`);
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1).trimEnd().split('\n')).toEqual([
      'email,language,source,status,confirmed,subscribed_at,consent,state,state_at,state_reason',
      `'+cmd@example.com,es,"Ñandú, ""quoted""",active,no,2025-02-05T10:00:00.000Z,yes,pending,2025-02-05T10:00:00.000Z,`,
      `"'=HYPERLINK(""http://evil.example"",""click"")",es,'@SUM(A1:A9),active,no,2025-02-04T10:00:00.000Z,yes,pending,2025-02-04T10:00:00.000Z,`,
      `cy@example.com,es,'-2+3,inactive,no,2025-02-03T10:00:00.000Z,yes 2025-02-03T10:00:00.000Z,paused,2025-02-03T10:00:00.000Z,`,
      'ben@example.com,en,feature_card,active,yes,2025-02-02T10:00:00.000Z,no,confirmed,2025-02-02T10:00:00.000Z,',
      'ana@example.com,es,vip_modal,active,no,2025-02-01T10:00:00.000Z,yes 2025-02-01T10:00:00.000Z,pending,2025-02-01T10:00:00.000Z,',
    ]);
  });
});

describe('GET /api/vip/subscribers/export with the list\'s filters', () => {
  it('When staff export with a filter and an order, then only the matching subscribers come, in that order, and the filter is logged', async () => {
    await ctx.database.db.delete(vipSubscribers);
    await ctx.database.db.insert(vipSubscribers).values([
      { email: 'zoe@example.com', acceptsEmails: true, token: 'f1', source: 'agexport', language: 'en' },
      { email: 'amy@example.com', acceptsEmails: true, token: 'f2', source: 'agexport', language: 'en' },
      { email: 'max@example.com', acceptsEmails: true, token: 'f3', source: 'agexport', language: 'es' },
      { email: 'off@example.com', acceptsEmails: true, token: 'f4', source: 'agexport', language: 'en', isActive: false },
      { email: 'web@example.com', acceptsEmails: true, token: 'f5', source: 'vip_modal', language: 'en' },
    ]);
    const { client } = await staffClient(ctx);

    const response = await client.get('/api/vip/subscribers/export?source=agexport&language=en&status=active&sort=email&order=asc');

    expect(response.status).toBe(200);
    expect(response.text.replace(/^\uFEFF/, '').trimEnd().split('\n').map((line) => line.split(',')[0])).toEqual(['email', 'amy@example.com', 'zoe@example.com']);
    const { rows } = await ctx.database.pool.query("select details from audit_log where action = 'subscribers.export' order by id desc limit 1");
    expect(rows[0].details).toEqual({ filter: { source: 'agexport', language: 'en', status: 'active' } });
  });

  it('When the export\'s filter is malformed, then it answers 400 JSON, not a file', async () => {
    const { client } = await staffClient(ctx);

    const response = await client.get('/api/vip/subscribers/export?status=gone');

    expect(response.status).toBe(400);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.body.message).toEqual(expect.any(String));
  });
});

describe('exports whose readers stop reading', () => {
  it('When ten admins\' downloads stall, then sign-ups still answer 201 at once (not after a connection wait) and health says the database is up', { timeout: 60_000 }, async () => {
    // Far more CSV than the sockets' buffers hold, so each export truly waits on its reader.
    await ctx.database.pool.query(
      "insert into vip_subscribers (email, accepts_emails, consent_at, status, confirmed_at, token) select 'stalled-' || n || '@example.com', true, now(), 'confirmed', now(), 'stalled-token-' || n from generate_series(1, 40000) n",
    );
    const { client } = await staffClient(ctx);
    const { port } = new URL(ctx.baseUrl);
    const stalled: Socket[] = [];
    for (let i = 0; i < 10; i++) {
      const socket = connect(Number(port), '127.0.0.1');
      // Asked for, never read: the socket is paused and nothing consumes what arrives.
      socket.pause();
      socket.write(`GET /api/vip/subscribers/export HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${client.cookieHeader}\r\nAccept-Encoding: identity\r\n\r\n`);
      stalled.push(socket);
    }
    try {
      // Every export has begun (each records itself in the activity log before it streams).
      const begun = async () => (await ctx.database.pool.query("select count(*)::int as n from audit_log where action = 'subscribers.export'")).rows[0].n;
      await expect.poll(begun, { timeout: 20_000 }).toBeGreaterThanOrEqual(10);

      // A starved sign-up would wait the pool's whole connection timeout (5 s), then answer 503;
      // the bound leaves room for a busy machine, far from that.
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const signUp = await ctx.client().post('/api/vip/subscribe', { email: `rush-${i}@example.com`, acceptsEmails: true, language: 'es' });
        expect(signUp.status).toBe(201);
        expect(performance.now() - started).toBeLessThan(2_500);
      }
      const health = await ctx.client().get('/api/health');
      expect(health.status).toBe(200);
    } finally {
      for (const socket of stalled) socket.destroy();
    }
  });
});

describe('neutraliseCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@x', "'@x"],
    ['\t=1', "'\t=1"],
    ['a=1', 'a=1'],
    ['plain@example.com', 'plain@example.com'],
  ])('When a cell is %j, then it is written as %j', (input, output) => {
    expect(neutraliseCell(input)).toBe(output);
  });
});
