import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySessionCookie } from '../../src/auth/auth-test-helpers';
import type { WorkerDeps } from '../../src/deps';
import { registerVideoRequestWorkers } from '../../src/video-requests/video-requests.worker';
import { startFakeThirdParty, type FakeThirdParty } from '../fake-third-party';
import { waitFor } from '../faults/load';
import { createStaffUser, staffClient } from '../staff-session';
import { createTestContext, type TestContext } from '../test-context';

const PROBE_QUEUE = 'two-instances-probe';
const QUICK_RETRY = { retryLimit: 3, retryDelay: 1, retryBackoff: true };

/**
 * Two instances of the app on one PostgreSQL database and one S3 bucket, both running
 * background workers: what the README's "Several instances behind a load balancer" promises.
 */
describe('two instances side by side', () => {
  let first: TestContext;
  let second: TestContext;
  let webhook: FakeThirdParty;
  /** Which instance ran each probe job. */
  const ran: Array<{ instance: string; id: string }> = [];

  const workers = (instance: string) => async (deps: WorkerDeps) => {
    await registerVideoRequestWorkers(deps, QUICK_RETRY);
    await deps.jobs.queue(PROBE_QUEUE, QUICK_RETRY);
    await deps.jobs.work<{ id: string }>(PROBE_QUEUE, async (data) => {
      ran.push({ instance, id: data.id });
    });
  };

  beforeAll(async () => {
    webhook = await startFakeThirdParty();
    const env = { VIDEO_WEBHOOK_URL: `${webhook.url}/form/video` };
    first = await createTestContext({ env, jobs: true, registerWorkers: workers('first') });
    second = await createTestContext({ env, jobs: true, shareWith: first, registerWorkers: workers('second') });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await webhook.close();
  });

  it('When staff sign in on one instance, then the session works on the other, and signing out there ends it on both', async () => {
    const user = await createStaffUser(first);
    const onFirst = first.client();
    expect((await onFirst.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    const onSecond = second.client();
    copySessionCookie(onFirst, onSecond);

    expect((await onSecond.get('/api/auth/me')).body.user.email).toBe(user.email);
    expect((await onSecond.post('/api/auth/logout')).status).toBe(204);
    expect((await onFirst.get('/api/auth/me')).status).toBe(401);
  });

  it('When a visitor spreads requests over both instances, then the rate limit counts them together', async () => {
    const sessionId = `session_${Date.now()}_twoinstances`;
    const send = (ctx: TestContext) => ctx.client().post('/api/chat', { chatInput: 'Hola', sessionId });
    // 12 messages a minute per conversation: 6 on each instance pass, the 13th is refused.
    for (let index = 0; index < 6; index++) {
      expect((await send(first)).status).toBe(200);
      expect((await send(second)).status).toBe(200);
    }
    expect((await send(first)).status).toBe(429);
    expect((await send(second)).status).toBe(429);
  });

  // Waits for both instances' workers to poll the jobs up.
  it('When jobs are enqueued while both instances run workers, then each runs exactly once, and both take part', { timeout: 45_000 }, async () => {
    const ids = Array.from({ length: 16 }, (_, index) => `probe-${index}`);
    for (const id of ids) await (id.endsWith('0') ? second : first).jobs!.send(PROBE_QUEUE, { id });

    await waitFor(async () => ran.length, (count) => count >= ids.length, 30_000);
    expect(ran.map((run) => run.id).sort()).toEqual([...ids].sort());
    expect(new Set(ran.map((run) => run.instance))).toEqual(new Set(['first', 'second']));
  });

  // Waits for both instances' workers to forward the requests.
  it('When video requests arrive on both instances, then each is forwarded to the webhook exactly once', { timeout: 45_000 }, async () => {
    const emails = Array.from({ length: 8 }, (_, index) => `visitante${index}@chapinbox.test`);
    for (const [index, email] of emails.entries()) {
      const response = await (index % 2 ? second : first).client().post('/api/video-requests', { topic: 'Café', email, language: 'es' });
      expect(response.status).toBe(202);
    }
    await waitFor(async () => webhook.state.delivered.length, (count) => count >= emails.length, 30_000);
    const forwarded = webhook.state.delivered.map((call) => /name="field-1"\r\n\r\n([^\r]+)/.exec(call.text)?.[1]);
    expect(forwarded.sort()).toEqual([...emails].sort());
  });

  it('When staff publish content and change the stock on one instance, then the other serves the new texts and the new total within a second', async () => {
    const { client: staff } = await staffClient(first);
    const content = { texts: { es: { 'hero.title': 'Publicado en la primera' }, en: { 'hero.title': 'Published on the first' } } };
    expect((await second.client().get('/api/inventory/total')).body).toEqual({ totalBoxes: 47 });

    expect((await staff.request('PUT', '/api/content', content)).status).toBe(200);
    const { version } = (await staff.get('/api/inventory')).body;
    expect((await staff.post('/api/inventory/update', { version, products: [{ key: 'partyMix', availableQuantity: 100 }] })).status).toBe(200);

    const served = await waitFor(async () => (await second.client().get('/api/content')).body, (body) => body.texts?.es?.['hero.title'] === content.texts.es['hero.title'], 2_000);
    expect(served).toMatchObject(content);
    const total = await waitFor(async () => (await second.client().get('/api/inventory/total')).body.totalBoxes, (boxes) => boxes !== 47, 2_000);
    expect(total).toBeGreaterThan(47);
  });

  it('When an admin saves the site settings on one instance, then the other serves them (config and chat guide) within a second', async () => {
    const { client: admin } = await staffClient(first);
    const { version, settings } = (await admin.get('/api/admin/settings')).body;
    expect((await second.client().get('/api/config')).body.settings.products.partyMix.asin).toBeNull();
    const saved = { ...settings, products: { ...settings.products, partyMix: { asin: 'B0SECONDIN', marketplaceUrl: null } } };

    expect((await admin.put('/api/admin/settings', { version, settings: saved })).status).toBe(200);

    const served = await waitFor(async () => (await second.client().get('/api/config')).body.settings, (body) => body.products.partyMix.asin === 'B0SECONDIN', 2_000);
    expect(served.version).toBe(version + 1);
    const reply = await second.client().post('/api/chat', { chatInput: '¿Dónde puedo comprar?', sessionId: `session_${Date.now()}_settings12` });
    expect(reply.body.output).toContain('https://www.amazon.com/dp/B0SECONDIN');
  });
});
