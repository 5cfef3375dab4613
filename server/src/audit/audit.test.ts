import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, auditPageResponseSchema } from '@shared/audit';
import { samplePdf } from '../../test/pdf';
import { createStaffUser, signInDirectly, staffClient, type StaffUser } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import { setupStep, type TestClient } from '../../test/test-client';
import { EMBEDDED_S3_CREDENTIALS } from '../storage/embedded-s3';
import { createStorage } from '../storage/s3';
import { AUDIT_RETENTION_QUEUE, registerAuditWorkers } from './audit.worker';

interface Row {
  actor_id: number | null;
  actor_email: string;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
}

describe('the activity log', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let adminUser: StaffUser;

  beforeAll(async () => {
    ctx = await createTestContext({ jobs: true, registerWorkers: registerAuditWorkers });
    ({ client: admin, user: adminUser } = await staffClient(ctx, { email: 'ana.admin@chapinbox.test' }));
  });
  afterAll(() => ctx.close());

  const lastId = async () => Number((await ctx.database.pool.query('select coalesce(max(id), 0) as id from audit_log')).rows[0].id);
  /** The entries written since `after`, oldest first. */
  const entriesSince = async (after: number) =>
    (await ctx.database.pool.query<Row>('select actor_id, actor_email, action, target, details from audit_log where id > $1 order by id', [after])).rows;

  /** Runs `act` and answers the entries it wrote. */
  async function recorded(act: () => Promise<unknown>) {
    const before = await lastId();
    await act();
    return entriesSince(before);
  }

  const subscribe = async (email: string) => {
    setupStep(await ctx.client().post('/api/vip/subscribe', { email, acceptsEmails: true }), 201);
    return Number((await ctx.database.pool.query('select id from vip_subscribers where email = $1', [email])).rows[0].id);
  };

  async function uploadEbook(client: TestClient, fileName: string) {
    const pdf = samplePdf(fileName);
    const started = setupStep(await client.post('/api/admin/ebook/upload-url', { fileName, fileSize: pdf.length }), 201);
    await fetch(started.body.uploadURL, { method: 'PUT', body: new Uint8Array(pdf), headers: { 'Content-Type': 'application/pdf' } });
    return { fileId: started.body.fileId as string, confirm: () => client.post('/api/admin/ebook/confirm-upload', { fileId: started.body.fileId, fileName, fileSize: pdf.length }), size: pdf.length };
  }

  const actor = { actor_id: expect.any(Number), actor_email: 'ana.admin@chapinbox.test' };

  it('When staff sign in, with a wrong password first, then both are recorded with the address; a made-up e-mail records nothing', { timeout: 20_000 }, async () => {
    const entries = await recorded(async () => {
      expect((await ctx.client().post('/api/auth/login', { email: 'nadie@chapinbox.test', password: 'no-es-la-clave' })).status).toBe(401);
      expect((await ctx.client().post('/api/auth/login', { email: adminUser.email, password: 'no-es-la-clave' })).status).toBe(401);
      expect((await ctx.client().post('/api/auth/login', { email: adminUser.email, password: adminUser.password })).status).toBe(200);
    });
    expect(entries).toEqual([
      { ...actor, action: 'auth.sign-in-failed', target: null, details: { address: '127.0.0.1' } },
      { ...actor, action: 'auth.sign-in', target: null, details: { address: '127.0.0.1' } },
    ]);
  });

  it('When an admin exports the subscribers, then the export is recorded', async () => {
    const entries = await recorded(async () => expect((await admin.get('/api/vip/subscribers/export')).status).toBe(200));
    expect(entries).toEqual([{ ...actor, action: 'subscribers.export', target: 'lista de suscriptores VIP', details: null }]);
  });

  it('When an admin deletes a subscriber, then the deletion is recorded with the e-mail; deleting an unknown one records nothing', async () => {
    const id = await subscribe('borrar@example.com');
    const entries = await recorded(async () => {
      expect((await admin.delete(`/api/vip/subscribers/${id}`)).status).toBe(204);
      expect((await admin.delete(`/api/vip/subscribers/${id}`)).status).toBe(404);
    });
    expect(entries).toEqual([{ ...actor, action: 'subscribers.delete', target: 'borrar@example.com', details: null }]);
  });

  it('When staff publish the site content, then it is recorded with the number of texts; an oversized one records nothing', async () => {
    const entries = await recorded(async () => {
      expect((await admin.put('/api/content', { texts: { es: { 'hero.title': 'Hola', 'hero.subtitle': 'Sub' }, en: { 'hero.title': 'Hi' } } })).status).toBe(200);
      const huge = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`text.${i}`, 'x'.repeat(3_000)]));
      expect((await admin.put('/api/content', { texts: { es: huge } })).status).toBe(413);
    });
    expect(entries).toEqual([{ ...actor, action: 'site-content.publish', target: 'textos del sitio', details: { texts: 3 } }]);
  });

  it('When an admin invites, withdraws an invitation, changes a role and removes an account, then each is recorded', async () => {
    const editor = await createStaffUser(ctx, { email: 'luis.editor@chapinbox.test', role: 'editor' });
    let invitationId = 0;
    const entries = await recorded(async () => {
      invitationId = setupStep(await admin.post('/api/admin/invites', { role: 'editor', email: 'invitada@chapinbox.test' }), 201).body.id;
      setupStep(await admin.delete(`/api/admin/invites/${invitationId}`), 204);
      setupStep(await admin.request('PATCH', `/api/admin/staff/${editor.id}`, { role: 'admin' }), 200);
      setupStep(await admin.delete(`/api/admin/staff/${editor.id}`), 204);
    });
    expect(entries).toEqual([
      { ...actor, action: 'staff.invite', target: 'invitada@chapinbox.test', details: { role: 'editor' } },
      { ...actor, action: 'staff.invite-revoke', target: 'invitada@chapinbox.test', details: { role: 'editor' } },
      { ...actor, action: 'staff.role-change', target: 'luis.editor@chapinbox.test', details: { changes: [{ field: 'rol', from: 'editor', to: 'admin' }] } },
      { ...actor, action: 'staff.remove', target: 'luis.editor@chapinbox.test', details: { role: 'admin' } },
    ]);
  });

  it('When a staff change is refused (the last admin, an unknown invitation), then nothing is recorded', async () => {
    const entries = await recorded(async () => {
      expect((await admin.request('PATCH', `/api/admin/staff/${adminUser.id}`, { role: 'editor' })).status).toBe(409);
      expect((await admin.delete(`/api/admin/staff/${adminUser.id}`)).status).toBe(409);
      expect((await admin.delete('/api/admin/invites/999999')).status).toBe(404);
    });
    expect(entries).toEqual([]);
  });

  it('When staff save the inventory, then each changed product is recorded old → new; a stale save or one changing nothing records nothing', async () => {
    const { version, products } = setupStep(await admin.get('/api/inventory'), 200).body as { version: number; products: { key: string; productName: string; availableQuantity: number }[] };
    const [first, second] = products;
    const entries = await recorded(async () => {
      const changes = [
        { key: first.key, availableQuantity: first.availableQuantity + 3 },
        { key: second.key, availableQuantity: second.availableQuantity },
      ];
      setupStep(await admin.post('/api/inventory/update', { version, products: changes }), 200);
      // From the old version: refused, nothing written.
      expect((await admin.post('/api/inventory/update', { version, products: changes })).status).toBe(409);
      // The same numbers again: nothing changes, nothing recorded.
      setupStep(await admin.post('/api/inventory/update', { version: version + 1, products: changes }), 200);
    });
    expect(entries).toEqual([
      {
        ...actor,
        action: 'inventory.update',
        target: null,
        details: { changes: [{ field: first.productName, from: first.availableQuantity, to: first.availableQuantity + 3 }] },
      },
    ]);
  });

  it('When an admin saves the site settings, then the fields that changed are recorded old → new; a stale save or one changing nothing records nothing', async () => {
    const current = setupStep(await admin.get('/api/admin/settings'), 200).body as { version: number; settings: { contactEmail: string | null } & Record<string, unknown> };
    const entries = await recorded(async () => {
      const settings = { ...current.settings, contactEmail: 'hola@chapinbox.test' };
      setupStep(await admin.put('/api/admin/settings', { version: current.version, settings }), 200);
      expect((await admin.put('/api/admin/settings', { version: current.version, settings })).status).toBe(409);
      // Saved again as loaded: nothing changed, nothing recorded.
      setupStep(await admin.put('/api/admin/settings', { version: current.version + 1, settings }), 200);
    });
    expect(entries).toEqual([
      { ...actor, action: 'settings.update', target: null, details: { changes: [{ field: 'contactEmail', from: current.settings.contactEmail, to: 'hola@chapinbox.test' }] } },
    ]);
  });

  it('When staff upload and delete an ebook, then both are recorded with its name; a file that is not a PDF records nothing', async () => {
    const ebook = await uploadEbook(admin, 'Recetas.pdf');
    const entries = await recorded(async () => {
      setupStep(await ebook.confirm(), 200);
      // A repeated confirmation answers the same file and records nothing more.
      setupStep(await ebook.confirm(), 200);
      setupStep(await admin.delete(`/api/admin/ebook/${ebook.fileId}`), 204);
      const started = setupStep(await admin.post('/api/admin/ebook/upload-url', { fileName: 'falso.pdf', fileSize: 9 }), 201);
      await fetch(started.body.uploadURL, { method: 'PUT', body: new TextEncoder().encode('no es pdf'), headers: { 'Content-Type': 'application/pdf' } });
      expect((await admin.post('/api/admin/ebook/confirm-upload', { fileId: started.body.fileId, fileName: 'falso.pdf', fileSize: 9 })).status).toBe(400);
    });
    expect(entries).toEqual([
      { ...actor, action: 'ebooks.upload', target: 'Recetas.pdf', details: { size: ebook.size } },
      { ...actor, action: 'ebooks.delete', target: 'Recetas.pdf', details: null },
    ]);
  });

  it('When a change fails after its entry was written (S3 away during an ebook delete), then neither the change nor the entry remains', async () => {
    const ebook = await uploadEbook(admin, 'Queda.pdf');
    setupStep(await ebook.confirm(), 200);
    const deadStorage = createStorage({ endpoint: 'http://127.0.0.1:9', region: 'us-east-1', bucket: ctx.storage.bucket, ...EMBEDDED_S3_CREDENTIALS });
    const withoutS3 = await createTestContext({ shareWith: ctx, storage: deadStorage });
    try {
      const client = withoutS3.client();
      await signInDirectly(withoutS3, client, adminUser);

      const entries = await recorded(async () => expect((await client.delete(`/api/admin/ebook/${ebook.fileId}`)).status).toBe(503));

      expect(entries).toEqual([]);
      expect((await ctx.database.pool.query('select count(*)::int as n from ebooks where id = $1', [ebook.fileId])).rows[0].n).toBe(1);
    } finally {
      await withoutS3.close();
    }
  });

  it('When the actor\'s account is removed later, then their entries keep their e-mail', async () => {
    const { client: other, user: otherUser } = await staffClient(ctx, { email: 'marta.admin@chapinbox.test' });
    const id = await subscribe('marta-borra@example.com');
    setupStep(await other.delete(`/api/vip/subscribers/${id}`), 204);

    setupStep(await admin.delete(`/api/admin/staff/${otherUser.id}`), 204);

    const page = auditPageResponseSchema.parse((await admin.get('/api/admin/audit')).body);
    const entry = page.entries.find((item) => item.action === 'subscribers.delete' && item.target === 'marta-borra@example.com');
    expect(entry?.actor).toEqual({ email: 'marta.admin@chapinbox.test' });
    const { rows } = await ctx.database.pool.query("select actor_id from audit_log where target = 'marta-borra@example.com'");
    expect(rows).toEqual([{ actor_id: null }]);
  });

  it('When the log has more than a page, then it is served newest first, 50 a page, with hasMore', async () => {
    await ctx.database.pool.query('delete from audit_log');
    await ctx.database.pool.query(
      `insert into audit_log (at, actor_id, actor_email, action, target)
       select now() - make_interval(mins => g), $1, 'ana.admin@chapinbox.test', 'site-content.publish', 'entrada ' || g from generate_series(1, 120) g`,
      [adminUser.id],
    );

    const first = auditPageResponseSchema.parse((await admin.get('/api/admin/audit')).body);
    const third = auditPageResponseSchema.parse((await admin.get('/api/admin/audit?page=3')).body);
    const beyond = auditPageResponseSchema.parse((await admin.get('/api/admin/audit?page=4')).body);

    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries.slice(0, 2).map((entry) => entry.target)).toEqual(['entrada 1', 'entrada 2']);
    expect(first).toMatchObject({ page: 1, pageSize: 50, hasMore: true });
    expect(third.entries.map((entry) => entry.target)).toEqual(Array.from({ length: 20 }, (_, i) => `entrada ${101 + i}`));
    expect(third.hasMore).toBe(false);
    expect(beyond.entries).toEqual([]);
    expect((await admin.get('/api/admin/audit?page=0')).status).toBe(400);
  });

  it('When the log is filtered by person (any letter case), kind of action and a time range, then only those entries come, and the people list names everyone in the log', async () => {
    await ctx.database.pool.query('delete from audit_log');
    await ctx.database.pool.query(
      `insert into audit_log (at, actor_email, action, target) values
         ('2026-11-10T12:00:00Z', 'ana.admin@chapinbox.test', 'auth.sign-in', 'a'),
         ('2026-11-10T13:00:00Z', 'ana.admin@chapinbox.test', 'settings.update', 'b'),
         ('2026-11-20T12:00:00Z', 'ana.admin@chapinbox.test', 'auth.sign-in-failed', 'c'),
         ('2026-11-10T12:30:00Z', 'luis@chapinbox.test', 'auth.sign-in', 'd'),
         ('2026-10-01T12:00:00Z', 'ana.admin@chapinbox.test', 'auth.sign-in', 'e')`,
    );
    const targets = async (query: string) => auditPageResponseSchema.parse((await admin.get(`/api/admin/audit?${query}`)).body).entries.map((entry) => entry.target);

    expect(await targets('actor=ANA.ADMIN@chapinbox.test&kind=auth')).toEqual(['c', 'a', 'e']);
    expect(await targets('kind=auth&from=2026-11-01T00:00:00-06:00&to=2026-11-15T00:00:00-06:00')).toEqual(['d', 'a']);
    expect(await targets('kind=settings')).toEqual(['b']);
    expect((await admin.get('/api/admin/audit?kind=everything')).status).toBe(400);
    expect((await admin.get('/api/admin/audit?from=yesterday')).status).toBe(400);
    expect((await admin.get('/api/admin/audit/actors')).body).toEqual({ actors: ['ana.admin@chapinbox.test', 'luis@chapinbox.test'] });
  });

  it('When an editor or a visitor asks for the log, then it answers 403 and 401', async () => {
    const editor = ctx.client();
    await signInDirectly(ctx, editor, await createStaffUser(ctx, { role: 'editor' }));
    expect((await editor.get('/api/admin/audit')).status).toBe(403);
    expect((await ctx.client().get('/api/admin/audit')).status).toBe(401);
  });

  // Waits for pg-boss to run the job.
  it('When the daily job runs, then entries older than two years are deleted and the rest stay', { timeout: 30_000 }, async () => {
    const schedules = await ctx.jobs!.boss.getSchedules();
    expect(schedules.find((schedule) => schedule.name === AUDIT_RETENTION_QUEUE)?.cron).toBe('17 3 * * *');
    await ctx.database.pool.query('delete from audit_log');
    await ctx.database.pool.query(
      `insert into audit_log (at, actor_email, action, target) values
         (now() - interval '2 years' - interval '1 day', 'a@chapinbox.test', 'auth.sign-in', 'viejo'),
         (now() - interval '2 years' + interval '1 day', 'a@chapinbox.test', 'auth.sign-in', 'casi'),
         (now(), 'a@chapinbox.test', 'auth.sign-in', 'hoy')`,
    );

    await ctx.jobs!.send(AUDIT_RETENTION_QUEUE, {});

    const targets = async () => (await ctx.database.pool.query('select target from audit_log order by at')).rows.map((row) => row.target);
    await expect.poll(targets, { timeout: 10_000 }).toEqual(['casi', 'hoy']);
  });
});
