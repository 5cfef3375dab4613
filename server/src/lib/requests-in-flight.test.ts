import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { requestsInFlight } from './requests-in-flight';

describe('requests in flight (what tells the job workers a rush is on)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('When a request is received, then it counts until it is answered or its client goes away', async () => {
    const before = requestsInFlight();
    // A sign-up whose body never finishes arriving: the server holds it, unanswered.
    const pending = request(`${ctx.baseUrl}/api/vip/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '100' } });
    pending.on('error', () => undefined);
    pending.write('{"email":');
    await expect.poll(requestsInFlight).toBe(before + 1);

    pending.destroy();
    await expect.poll(requestsInFlight).toBe(before);

    const answered = await fetch(`${ctx.baseUrl}/api/health`);
    expect(answered.ok).toBe(true);
    await expect.poll(requestsInFlight).toBe(before);
  });
});
