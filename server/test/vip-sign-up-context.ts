import { afterAll, beforeAll, beforeEach } from 'vitest';
import { rateLimits, vipSubscribers } from '../src/db/schema';
import { createTestContext, type TestContext } from './test-context';

/**
 * A test context behind a proxy (TRUST_PROXY, so each test can send its own visitor's
 * address), with no subscriber and no rate-limit count at the start of each test. Answers its
 * getter (the context exists once `beforeAll` has run).
 */
export function setUpSignUpContext(): () => TestContext {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.db.delete(vipSubscribers);
    await ctx.database.db.delete(rateLimits);
  });
  return () => ctx;
}
