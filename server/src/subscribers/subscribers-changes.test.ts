import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { staffClient } from '../../test/staff-session';
import { vipSubscribers } from '../db/schema';

let ctx: TestContext;
let staff: TestClient;

type NewRow = typeof vipSubscribers.$inferInsert;
let tokenCounter = 0;
const row = (email: string, overrides: Partial<NewRow> = {}): NewRow => ({ email, acceptsEmails: true, token: `changes-${++tokenCounter}`, ...overrides });

const state = async () =>
  (await ctx.database.pool.query<{ email: string; is_active: boolean; unsubscribed: boolean }>('select email, is_active, unsubscribed_at is not null as unsubscribed from vip_subscribers order by email')).rows;

const auditSince = async (id: number) =>
  (await ctx.database.pool.query<{ action: string; target: string; details: unknown }>('select action, target, details from audit_log where id > $1 order by id', [id])).rows;
const lastAuditId = async () => Number((await ctx.database.pool.query('select coalesce(max(id), 0) as id from audit_log')).rows[0].id);

let ids: Record<string, number>;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = (await staffClient(ctx)).client;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(vipSubscribers);
  const rows = await ctx.database.db
    .insert(vipSubscribers)
    .values([
      row('ana@example.com', { language: 'es', source: 'vip_modal' }),
      row('ben@example.com', { language: 'en', source: 'agexport' }),
      row('cy@example.com', { language: 'en', source: 'agexport', isActive: false, unsubscribedAt: new Date('2025-01-01T00:00:00Z') }),
      row('dee@example.com', { language: 'es', source: 'agexport', status: 'confirmed' }),
    ])
    .returning({ id: vipSubscribers.id, email: vipSubscribers.email });
  ids = Object.fromEntries(rows.map((r) => [r.email.split('@')[0], r.id]));
});

describe('PATCH /api/vip/subscribers/:id', () => {
  it('When staff deactivate a subscriber, then it is inactive with the time recorded, answered, and logged once', async () => {
    const before = await lastAuditId();

    const response = await staff.request('PATCH', `/api/vip/subscribers/${ids.ana}`, { isActive: false });
    const again = await staff.request('PATCH', `/api/vip/subscribers/${ids.ana}`, { isActive: false });

    expect(response.status).toBe(200);
    expect(response.body.subscriber).toMatchObject({ id: ids.ana, email: 'ana@example.com', isActive: false });
    expect(again.status).toBe(200);
    expect((await state())[0]).toEqual({ email: 'ana@example.com', is_active: false, unsubscribed: true });
    expect(await auditSince(before)).toEqual([{ action: 'subscribers.deactivate', target: 'ana@example.com', details: null }]);
  });

  it('When staff reactivate a subscriber, then it is active again and the reactivation is logged', async () => {
    const before = await lastAuditId();

    const response = await staff.request('PATCH', `/api/vip/subscribers/${ids.cy}`, { isActive: true });

    expect(response.body.subscriber.isActive).toBe(true);
    expect((await state())[2]).toEqual({ email: 'cy@example.com', is_active: true, unsubscribed: false });
    expect(await auditSince(before)).toEqual([{ action: 'subscribers.activate', target: 'cy@example.com', details: null }]);
  });

  it.each([
    ['no body', undefined],
    ['isActive as text', { isActive: 'false' }],
    ['an empty object', {}],
  ])('When the body has %s, then it answers 400 and changes nothing', async (_label, body) => {
    const response = await staff.request('PATCH', `/api/vip/subscribers/${ids.ana}`, body);

    expect(response.status).toBe(400);
    expect((await state())[0].is_active).toBe(true);
  });

  it('When the subscriber does not exist, then it answers 404 "Suscriptor no encontrado"', async () => {
    const response = await staff.request('PATCH', '/api/vip/subscribers/999999', { isActive: false });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Suscriptor no encontrado' });
  });
});

describe('POST /api/vip/subscribers/bulk', () => {
  it('When staff deactivate ticked rows, then those active are deactivated, counted, and logged as one entry', async () => {
    const before = await lastAuditId();

    const response = await staff.post('/api/vip/subscribers/bulk', { action: 'deactivate', ids: [ids.ana, ids.cy, ids.dee] });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ affected: 2 });
    expect((await state()).map((r) => r.is_active)).toEqual([false, true, false, false]);
    expect(await auditSince(before)).toEqual([{ action: 'subscribers.deactivate', target: '2 suscriptores', details: { count: 2 } }]);
  });

  it('When staff reactivate everyone matching a filter, then exactly the matching inactive rows change', async () => {
    await staff.post('/api/vip/subscribers/bulk', { action: 'deactivate', ids: [ids.ana] });
    const before = await lastAuditId();

    const response = await staff.post('/api/vip/subscribers/bulk', { action: 'activate', filter: { language: 'en', status: 'inactive' } });

    expect(response.body).toEqual({ affected: 1 });
    expect((await state()).map((r) => [r.email, r.is_active])).toEqual([
      ['ana@example.com', false],
      ['ben@example.com', true],
      ['cy@example.com', true],
      ['dee@example.com', true],
    ]);
    expect(await auditSince(before)).toEqual([{ action: 'subscribers.activate', target: '1 suscriptor', details: { count: 1, filter: { language: 'en', status: 'inactive' } } }]);
  });

  it('When staff delete everyone matching a source, a status and a search, then only those rows are gone and the counts follow', async () => {
    await staff.get('/api/vip/subscribers');

    const response = await staff.post('/api/vip/subscribers/bulk', { action: 'delete', filter: { source: 'agexport', status: 'active', search: 'EXAMPLE' } });
    const list = await staff.get('/api/vip/subscribers');

    expect(response.body).toEqual({ affected: 2 });
    expect((await state()).map((r) => r.email)).toEqual(['ana@example.com', 'cy@example.com']);
    expect(list.body).toMatchObject({ total: 2, active: 1 });
  });

  it('When the filter is empty, then the action applies to every subscriber', async () => {
    const response = await staff.post('/api/vip/subscribers/bulk', { action: 'deactivate', filter: {} });

    expect(response.body).toEqual({ affected: 3 });
    expect((await state()).every((r) => !r.is_active)).toBe(true);
  });

  it('When nothing needs changing, then it answers 0 and logs nothing', async () => {
    const before = await lastAuditId();

    const response = await staff.post('/api/vip/subscribers/bulk', { action: 'activate', ids: [ids.ana, 999999] });

    expect(response.body).toEqual({ affected: 0 });
    expect(await auditSince(before)).toEqual([]);
  });

  it.each([
    ['neither ids nor filter', { action: 'delete' }],
    ['both ids and filter', { action: 'delete', ids: [1], filter: {} }],
    ['no ids', { action: 'delete', ids: [] }],
    ['an unknown action', { action: 'purge', ids: [1] }],
    ['ids that are not whole numbers', { action: 'delete', ids: [1.5] }],
    ['more than 1,000 ids', { action: 'delete', ids: Array.from({ length: 1001 }, (_, i) => i + 1) }],
    ['an unknown status in the filter', { action: 'delete', filter: { status: 'gone' } }],
  ])('When the request has %s, then it answers 400 and changes nothing', async (_label, body) => {
    const response = await staff.post('/api/vip/subscribers/bulk', body);

    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await state()).toHaveLength(4);
  });
});
