import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { CROSS_ORIGIN_MESSAGE } from './csrf';

describe('cross-site request protection on /api', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_ORIGIN: 'https://www.chapinbox.example' } });
  });
  afterAll(() => ctx.close());

  const logout = (headers: Record<string, string>) => ctx.client().post('/api/auth/logout', undefined, { headers });

  it('When a POST comes from another site, then it answers 403 with a message', async () => {
    const response = await logout({ Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: CROSS_ORIGIN_MESSAGE });
  });

  it('When a sign-in is posted from another site, then it is refused before any password check', async () => {
    const response = await ctx.client().post('/api/auth/login', { email: 'a@b.co', password: 'whatever-1' }, { headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });

  it('When the Origin is opaque ("null", e.g. a sandboxed frame), then it answers 403', async () => {
    expect((await logout({ Origin: 'null' })).status).toBe(403);
  });

  it('When Origin is absent and the Referer is another site, then it answers 403', async () => {
    expect((await logout({ Referer: 'https://evil.example/page' })).status).toBe(403);
  });

  it("When the Origin is the site's own address or PUBLIC_ORIGIN, then the request goes through", async () => {
    expect((await logout({ Origin: ctx.baseUrl })).status).toBe(204);
    expect((await logout({ Origin: 'https://www.chapinbox.example' })).status).toBe(204);
    expect((await logout({ Referer: `${ctx.baseUrl}/admin` })).status).toBe(204);
  });

  it('When neither Origin nor Referer is sent (not a browser page), then the request goes through', async () => {
    expect((await logout({})).status).toBe(204);
  });

  it('When a GET comes from another site, then it is answered (reads change nothing)', async () => {
    const response = await ctx.client().get('/api/health', { headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(200);
  });
});
