import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY } from '../src/http/session';
import { createStaffUser, signInDirectly } from './staff-session';
import { apiEndpoints, type Endpoint } from './sweep/api-endpoints';
import { snapshotTables } from './table-snapshot';
import { createTestContext, type TestContext } from './test-context';
import type { TestClient } from './test-client';

/**
 * Who may call what (docs/product.md#staff-accounts), over every staff and admin endpoint of
 * the sweep's table (server/test/sweep/api-endpoints.ts, which the sweep keeps complete): a
 * visitor gets 401, an editor 403 on admin-only endpoints and is let through elsewhere, an
 * admin is let through everywhere. A new endpoint is checked here once it is in the table.
 */
const staffEndpoints = apiEndpoints.filter((endpoint) => endpoint.access !== 'public');

/** The endpoint's own valid example, with an id that names no row. */
function exampleRequest(endpoint: Endpoint) {
  const id = endpoint.id?.('999999') ? '999999' : '6f1c2a9e-3b7d-4c1a-9e2f-8a7b6c5d4e3f';
  const query = endpoint.query ? `?${new URLSearchParams(endpoint.query.example as Record<string, string>)}` : '';
  return { path: endpoint.path.replace(':id', id) + query, body: endpoint.body?.example };
}

const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

const send = (client: TestClient, endpoint: Endpoint) => {
  const { path, body } = exampleRequest(endpoint);
  return client.request(endpoint.method, path, body);
};

describe('roles on every staff and admin endpoint', () => {
  let ctx: TestContext;
  let editor: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext();
    editor = ctx.client();
    await signInDirectly(ctx, editor, await createStaffUser(ctx, { role: 'editor' }));
    admin = ctx.client();
    await signInDirectly(ctx, admin, await createStaffUser(ctx, { role: 'admin' }));
  });
  afterAll(() => ctx.close());

  it('When the table is read, then it names staff endpoints and admin-only ones', () => {
    expect(staffEndpoints.filter((endpoint) => endpoint.access === 'admin').length).toBeGreaterThan(5);
    expect(staffEndpoints.filter((endpoint) => endpoint.access === 'staff').length).toBeGreaterThan(5);
  });

  for (const endpoint of staffEndpoints) {
    it(`When a visitor calls ${nameOf(endpoint)}, then it answers 401 "No autenticado"`, async () => {
      const response = await send(ctx.client(), endpoint);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'No autenticado' });
    });

    it(`When an admin calls ${nameOf(endpoint)}, then the role lets it through`, async () => {
      const response = await send(admin, endpoint);
      expect([401, 403]).not.toContain(response.status);
    });
  }

  for (const endpoint of staffEndpoints.filter((item) => item.access === 'admin')) {
    it(`When an editor calls ${nameOf(endpoint)}, then it answers 403 and changes nothing`, async () => {
      const before = await snapshotTables(ctx.database.pool);
      const response = await send(editor, endpoint);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: ADMIN_ONLY });
      expect(await snapshotTables(ctx.database.pool)).toEqual(before);
    });
  }

  for (const endpoint of staffEndpoints.filter((item) => item.access === 'staff')) {
    it(`When an editor calls ${nameOf(endpoint)}, then the role lets it through`, async () => {
      const response = await send(editor, endpoint);
      expect([401, 403]).not.toContain(response.status);
    });
  }

  it('When an editor sends a request, then their session still works (no 403 ended it)', async () => {
    expect((await editor.get('/api/auth/me')).body.user.role).toBe('editor');
  });
});
