import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser, signInDirectly } from '../../test/staff-session';
import type { TestClient } from '../../test/test-client';
import { createTestContext, type TestContext } from '../../test/test-context';

describe('API answers and gzip', () => {
  let ctx: TestContext;
  let client: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext();
    client = ctx.client();
    await signInDirectly(ctx, client, await createStaffUser(ctx));
    await ctx.database.pool.query(
      "insert into vip_subscribers (email, source, language, accepts_emails, token) select 'gzip' || g || '@example.com', 'vip_modal', 'es', true, 'gzip-token-' || g from generate_series(1, 300) g",
    );
  });
  afterAll(() => ctx.close());

  it('When staff read a page of the list, then it comes as it is; when they export the list, then it comes gzipped', async () => {
    const page = await client.get<{ subscribers: unknown[] }>('/api/vip/subscribers?pageSize=25', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.body.subscribers).toHaveLength(25);
    expect(page.headers.get('content-encoding')).toBeNull();

    const csv = await client.get('/api/vip/subscribers/export', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-encoding')).toBe('gzip');
    expect(csv.text).toContain('gzip300@example.com');
  });
});
