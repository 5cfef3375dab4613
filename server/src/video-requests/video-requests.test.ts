import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { eq } from 'drizzle-orm';
import express from 'express';
import multer from 'multer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoRequestListSchema } from '@shared/video-requests';
import { createTestContext, type TestContext } from '../../test/test-context';
import { staffClient } from '../../test/staff-session';
import { videoRequests } from '../db/schema';
import { forwardVideoRequest } from './video-requests.service';
import { registerVideoRequestWorker } from './video-requests.worker';

/** A local stand-in for the n8n form webhook: fails the next `failNext` requests with 503. */
function fakeFormWebhook() {
  const state = { failNext: 0, received: [] as Array<{ fields: Record<string, string>; answered: number }> };
  const app = express();
  app.post('/form/video', multer().none(), (req, res) => {
    const answered = state.failNext > 0 ? 503 : 200;
    if (state.failNext > 0) state.failNext--;
    state.received.push({ fields: { ...req.body }, answered });
    res.status(answered).json({ ok: answered === 200 });
  });
  let server: Server;
  return {
    state,
    async start() {
      server = await new Promise<Server>((resolve) => {
        const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
      });
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/form/video`;
    },
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

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
  ])('When the form has %s, then it answers 400 with the seed message and stores nothing', async (_case, override, message) => {
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
  const webhook = fakeFormWebhook();
  let ctx: TestContext;
  beforeAll(async () => {
    const url = await webhook.start();
    ctx = await createTestContext({
      jobs: true,
      env: { VIDEO_WEBHOOK_URL: url },
      registerWorkers: (deps) => registerVideoRequestWorker(deps, FAST_RETRY),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await webhook.stop();
  });

  it('When the webhook fails first and then works, then every request arrives once as field-0 and field-1, nothing lost', async () => {
    webhook.state.failNext = 1;
    webhook.state.received = [];
    const topics = ['Exportación de café', 'Textiles de Sololá', 'Cacao de Alta Verapaz'];
    const ids: string[] = [];
    for (const [index, topic] of topics.entries()) {
      const response = await ctx.client().post('/api/video-requests', { topic, email: `v${index}@example.com`, language: 'es' });
      expect(response.status).toBe(202);
      ids.push(response.body.id);
    }

    const rows = await waitFor(
      () => ctx.database.db.select().from(videoRequests),
      (list) => list.filter((row) => ids.includes(row.id)).every((row) => row.status === 'forwarded'),
    );

    const mine = rows.filter((row) => ids.includes(row.id));
    expect(mine.map((row) => row.status)).toEqual(['forwarded', 'forwarded', 'forwarded']);
    expect(mine.every((row) => row.forwardedAt instanceof Date)).toBe(true);
    const delivered = webhook.state.received.filter((item) => item.answered === 200).map((item) => item.fields);
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
    await forwardVideoRequest({ db: ctx.database.db, webhookUrl: ctx.config.VIDEO_WEBHOOK_URL, retryLimit: 2 }, row.id);
    expect(webhook.state.received).toHaveLength(before);
    const [after] = await ctx.database.db.select().from(videoRequests).where(eq(videoRequests.id, row.id));
    expect(after.attempts).toBe(row.attempts);
  });

  it('When the webhook keeps failing, then the request is marked failed after the last retry and is still stored', async () => {
    webhook.state.failNext = 100;
    webhook.state.received = [];
    const response = await ctx.client().post('/api/video-requests', { topic: 'Jade', email: 'jade@example.com', language: 'en' });
    const [row] = await waitFor(
      () => ctx.database.db.select().from(videoRequests).where(eq(videoRequests.id, response.body.id)),
      ([current]) => current?.status === 'failed',
    );
    expect(row).toMatchObject({ status: 'failed', attempts: FAST_RETRY.retryLimit + 1, lastError: 'El webhook respondió 503', topic: 'Jade' });
    expect(webhook.state.received).toHaveLength(FAST_RETRY.retryLimit + 1);
    webhook.state.failNext = 0;
  });
});
