import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { videoRequestListSchema } from '@shared/video-requests';
import { startFakeThirdParty, type FakeThirdParty } from '../../test/fake-third-party';
import { createTestContext, type TestContext } from '../../test/test-context';
import { staffClient } from '../../test/staff-session';
import { videoRequests } from '../db/schema';
import { createVideoRequestsService } from './video-requests.service';
import { registerVideoRequestWorkers } from './video-requests.worker';

// Fast retries for tests; production uses the default policy (10 retries with backoff from 5 s).
const FAST_RETRY = { retryLimit: 2, retryDelay: 1, retryBackoff: false };

describe('POST /api/video-requests without a webhook', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('When the form is valid, then it answers 202 with an id and the request is stored', async () => {
    const response = await ctx.client().post('/api/video-requests', { topic: '  Café de Huehuetenango  ', email: ' ana@example.com ', language: 'es' });
    expect(response.status).toBe(202);
    const [row] = await ctx.database.db.select().from(videoRequests).where(eq(videoRequests.id, response.body.id));
    expect(row).toMatchObject({ topic: 'Café de Huehuetenango', email: 'ana@example.com', language: 'es', status: 'stored', attempts: 0 });
  });

  it.each([
    ['a blank topic', { topic: '   ' }, 'required field (Tema)'],
    ['a blank e-mail', { email: '  ' }, 'required field (Email)'],
    ['an e-mail without a dot after the at sign', { email: 'ana@example' }, 'Por favor ingresa un email válido'],
    ['an e-mail without an at sign', { email: 'ana.example.com' }, 'Por favor ingresa un email válido'],
  ])('When the form has %s, then it answers 400 with the form message and stores nothing', async (_case, override, message) => {
    const before = await ctx.database.db.$count(videoRequests);
    const response = await ctx.client().post('/api/video-requests', { topic: 'Textiles', email: 'ana@example.com', language: 'es', ...override });
    expect(response.status).toBe(400);
    expect(response.body.issues[0].message).toBe(message);
    expect(await ctx.database.db.$count(videoRequests)).toBe(before);
  });

  it('When the staff list is asked without signing in, then it answers 401', async () => {
    expect((await ctx.client().get('/api/admin/video-requests')).status).toBe(401);
  });

  it('When staff list the requests, then they see them newest first with their status', async () => {
    await ctx.client().post('/api/video-requests', { topic: 'Cardamomo', email: 'luis@example.com', language: 'en' });
    const { client } = await staffClient(ctx);
    const response = await client.get('/api/admin/video-requests?pageSize=1');
    expect(response.status).toBe(200);
    const list = videoRequestListSchema.parse(response.body);
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.requests).toEqual([expect.objectContaining({ topic: 'Cardamomo', email: 'luis@example.com', language: 'en', status: 'stored' })]);
  });

  it('When one address sends too many requests, then it gets a 429 in its language', async () => {
    const client = ctx.client();
    let response;
    for (let i = 0; i < 12; i++) {
      response = await client.post('/api/video-requests', { topic: `Tema ${i}`, email: 'spam@example.com', language: 'en' });
      if (response.status === 429) break;
    }
    expect(response!.status).toBe(429);
    expect(response!.body.message).toBe('Too many requests. Please try again in a few minutes.');
  });
});

describe('Forwarding video requests to the webhook', () => {
  let webhook: FakeThirdParty;
  let ctx: TestContext;
  beforeAll(async () => {
    webhook = await startFakeThirdParty();
    ctx = await createTestContext({
      jobs: true,
      env: { VIDEO_WEBHOOK_URL: `${webhook.url}/form/video` },
      registerWorkers: (deps) => registerVideoRequestWorkers(deps, FAST_RETRY),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await webhook.close();
  });

  // Waits for pg-boss to retry the refused request (one-second retries).
  it('When the webhook fails first and then works, then every request arrives once as field-0 and field-1, nothing lost', { timeout: 30_000 }, async () => {
    webhook.state.failNext = 1;
    webhook.state.received = [];
    const topics = ['Exportación de café', 'Textiles de Sololá', 'Cacao de Alta Verapaz'];
    const ids: string[] = [];
    for (const [index, topic] of topics.entries()) {
      const response = await ctx.client().post('/api/video-requests', { topic, email: `v${index}@example.com`, language: 'es' });
      expect(response.status).toBe(202);
      ids.push(response.body.id);
    }

    const mine = await vi.waitFor(
      async () => {
        const rows = (await ctx.database.db.select().from(videoRequests)).filter((row) => ids.includes(row.id));
        if (!rows.every((row) => row.status === 'forwarded')) throw new Error('not forwarded yet');
        return rows;
      },
      { timeout: 20_000, interval: 200 },
    );

    expect(mine.map((row) => row.status)).toEqual(['forwarded', 'forwarded', 'forwarded']);
    expect(mine.every((row) => row.forwardedAt instanceof Date)).toBe(true);
    const delivered = webhook.state.received.filter((item) => item.answered === 200).map((item) => item.form);
    expect(delivered).toHaveLength(3);
    expect(delivered).toEqual(expect.arrayContaining(topics.map((topic, index) => ({ 'field-0': topic, 'field-1': `v${index}@example.com` }))));
    expect(webhook.state.received.filter((item) => item.answered === 503)).toHaveLength(1);
    const retried = mine.find((row) => row.attempts === 2);
    expect(retried?.lastError).toBe('El webhook respondió 503');
    expect(mine.map((row) => row.attempts).sort()).toEqual([1, 1, 2]);
  });

  it('When a forwarded request\'s job runs again, then nothing is sent twice', async () => {
    const [row] = await ctx.database.db.select().from(videoRequests).where(eq(videoRequests.status, 'forwarded')).limit(1);
    const before = webhook.state.received.length;
    await createVideoRequestsService(ctx.deps).forward(row.id, FAST_RETRY.retryLimit);
    expect(webhook.state.received).toHaveLength(before);
    const [after] = await ctx.database.db.select().from(videoRequests).where(eq(videoRequests.id, row.id));
    expect(after.attempts).toBe(row.attempts);
  });

  // Waits for pg-boss to spend both retries (one second apart).
  it('When the webhook keeps failing, then the request is marked failed after the last retry and is still stored', { timeout: 30_000 }, async () => {
    webhook.state.failNext = 100;
    webhook.state.received = [];
    const response = await ctx.client().post('/api/video-requests', { topic: 'Jade', email: 'jade@example.com', language: 'en' });
    const row = await vi.waitFor(
      async () => {
        const [current] = await ctx.database.db.select().from(videoRequests).where(eq(videoRequests.id, response.body.id));
        if (current?.status !== 'failed') throw new Error('not failed yet');
        return current;
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(row).toMatchObject({ status: 'failed', attempts: FAST_RETRY.retryLimit + 1, lastError: 'El webhook respondió 503', topic: 'Jade' });
    expect(webhook.state.received).toHaveLength(FAST_RETRY.retryLimit + 1);
    webhook.state.failNext = 0;
  });
});
