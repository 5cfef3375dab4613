import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { rateLimits } from '../db/schema';

// Finding 7 of issue 32: with TRUST_PROXY=true a client reaching the app directly chose its
// address by rotating X-Forwarded-For, and no per-address limit held.
describe('a client that reaches the app directly, not through the trusted proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The proxy is 10.9.9.9; the test's requests come from 127.0.0.1, as a stranger's would.
    ctx = await createTestContext({ env: { TRUST_PROXY: '10.9.9.9' } });
  });
  afterAll(() => ctx.close());

  it('When it rotates X-Forwarded-For, then it is still counted by its own address and its sign-ups are limited', async () => {
    await ctx.database.db.insert(rateLimits).values({ key: 'vip-subscribe:127.0.0.1', hits: 100, resetAt: sql`now() + interval '10 minutes'` });

    const statuses = [];
    for (let i = 1; i <= 3; i++) {
      const response = await ctx.client().post('/api/vip/subscribe', { email: `rota-${i}@example.com`, acceptsEmails: true }, { headers: { 'X-Forwarded-For': `203.0.113.${i}` } });
      statuses.push(response.status);
    }

    expect(statuses).toEqual([429, 429, 429]);
  });
});
