import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { siteContent } from '../../src/db/schema';
import { startFakeThirdParty, type FakeThirdParty } from '../fake-third-party';
import { voiceWebCall } from '../third-party-answers';
import { samplePdf } from '../pdf';
import { staffClient } from '../staff-session';
import { snapshotTables } from '../table-snapshot';
import { createTestContext, type TestContext } from '../test-context';
import { setupStep, type TestClient } from '../test-client';
import { apiEndpoints, listAppEndpoints, SESSION_ID_EXAMPLE, SWEEP_ASSISTANT_ID, type Endpoint } from './api-endpoints';
import { badRequests, fixedRequests, nastyButValidRequests, type SweepRequest } from './bad-requests';
import { problemWith, send } from './send-sweep';

// Generated requests per endpoint (SWEEP_RUNS=500 for a deeper hunt); a failure names the
// fast-check seed that replays it.
const RUNS = Number(process.env.SWEEP_RUNS ?? 40);
// Valid sign-ins each cost a bcrypt comparison (~0.3 s): fewer of those.
const VALID_RUNS = Math.ceil(RUNS / 2);
// Each endpoint gets RUNS generated requests, sign-ins among them: slow by nature.
const TIMEOUT_MS = 30_000 + RUNS * 1_000;

/** Runs the property; a failure reports the shrunk problem and the seed to replay, not the whole value. */
async function holds<T extends unknown[]>(property: fc.IAsyncProperty<T>, numRuns = RUNS) {
  const details = await fc.check(property, { numRuns });
  if (details.failed) {
    const problem = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(`${problem.slice(0, 1_500)}\n(fast-check seed ${details.seed}, path "${details.counterexamplePath}")`);
  }
}

const describeEndpoint = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** Cookies of visitors who are not signed in: none, forged, garbled. */
const signedOutCookies = [undefined, 'chapinbox.sid=s%3Aforged-session.bad-signature', 'chapinbox.sid=%%%', 'chapinbox.sid=plain-unsigned-id'];

describe('bad input on every /api endpoint', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let platform: FakeThirdParty;
  /** Ids of rows that exist: the sweep's ids never name them. */
  const existingIds: string[] = [];

  beforeAll(async () => {
    platform = await startFakeThirdParty(() => ({ status: 201, body: voiceWebCall('call-1', 'assistant-1') }));
    ctx = await createTestContext({
      env: {
        // Each request comes from its own address (X-Forwarded-For), so per-address rate
        // limits do not hide what the route would answer.
        TRUST_PROXY: 'loopback',
        VOICE_API_KEY: 'sweep-key',
        VOICE_ASSISTANT_ID: SWEEP_ASSISTANT_ID,
        VOICE_API_BASE_URL: platform.url,
      },
    });
    let admin: { id: number };
    ({ client: staff, user: admin } = await staffClient(ctx));
    existingIds.push(String(admin.id));

    // Something of everything, so "changes nothing" means something. Invitation ids start
    // high, out of the range of ids the sweep tries.
    await ctx.database.pool.query("select setval('invitations_id_seq', 1999999999)");
    const invitation = setupStep(await staff.post('/api/admin/invites', { role: 'editor', email: 'sweep-invitado@chapinbox.test' }), 201);
    existingIds.push(String(invitation.body.id));
    const pdf = samplePdf('sweep');
    const upload = await staff.post('/api/admin/ebook/upload-url', { fileName: 'recetas.pdf', fileSize: pdf.length });
    await fetch(upload.body.uploadURL, { method: 'PUT', body: new Uint8Array(pdf), headers: { 'Content-Type': 'application/pdf' } });
    setupStep(await staff.post('/api/admin/ebook/confirm-upload', { fileId: upload.body.fileId, fileName: 'recetas.pdf', fileSize: pdf.length }), 200);
    existingIds.unshift(upload.body.fileId);
    setupStep(await ctx.client().post('/api/chat', { chatInput: 'Hola', sessionId: SESSION_ID_EXAMPLE }), 200);
    setupStep(await ctx.client().post('/api/video-requests', { topic: 'Café', email: 'cliente@chapinbox.test', language: 'es' }), 202);
    await ctx.database.pool.query("select setval('vip_subscribers_id_seq', 1999999997)");
    setupStep(await ctx.client().post('/api/vip/subscribe', { email: 'vip@chapinbox.test', acceptsEmails: true }), 201);
    existingIds.push('1999999998');
    await ctx.database.db.insert(siteContent).values({ id: 'published', content: { texts: { es: { 'hero.title': 'Hola' } } } });
  });
  afterAll(async () => {
    await ctx.close();
    await platform.close();
  });

  it('When the app serves an /api endpoint, then the sweep lists it (a new endpoint must be added to api-endpoints.ts)', () => {
    const served = listAppEndpoints(createApp(ctx.deps));
    expect(served).toEqual(apiEndpoints.map(describeEndpoint).sort());
  });

  const lastAuditId = async () => Number((await ctx.database.pool.query('select coalesce(max(id), 0) as id from audit_log')).rows[0].id);
  const auditActionsSince = async (id: number) =>
    (await ctx.database.pool.query<{ action: string }>('select action from audit_log where id > $1 order by id', [id])).rows.map((row) => row.action);

  /** Sends `sweep` as staff or as a visitor; answers what is wrong with the answer, if anything. */
  async function check(endpoint: Endpoint, sweep: SweepRequest, signedIn: boolean, cookie?: string) {
    const headers: Record<string, string> = { 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
    const jar = signedIn ? staff.cookieHeader : cookie;
    if (jar) headers.Cookie = jar;
    const response = await send(ctx.baseUrl, sweep, headers);
    const mustRefuse = sweep.mustRefuse || (!signedIn && endpoint.access !== 'public');
    const problem = problemWith({ ...sweep, mustRefuse }, response, { errorPage: endpoint.errorPage });
    return problem && `${problem} (${signedIn ? 'staff' : 'visitor'}): ${sweep.method} ${sweep.path.slice(0, 200)} [${sweep.label}] → ${response.status} ${response.text.slice(0, 300)}`;
  }

  const UNCOMPARED = ['public.rate_limits', 'public.audit_log', 'public.session'];

  for (const endpoint of apiEndpoints) {
    it(`When ${describeEndpoint(endpoint)} gets malformed input, signed in or not, then it answers 4xx {message} and stores nothing`, { timeout: TIMEOUT_MS }, async () => {
      await ctx.database.pool.query('delete from rate_limits');
      // The activity log is compared apart: a valid export (a GET the sweep may send) is recorded.
      // Sessions slide: each staff request moves its session's end.
      const before = await snapshotTables(ctx.database.pool, { exclude: UNCOMPARED });
      const lastEntry = await lastAuditId();

      const problems: string[] = [];
      for (const sweep of fixedRequests(endpoint, existingIds)) {
        for (const signedIn of [true, false]) {
          const problem = await check(endpoint, sweep, signedIn);
          if (problem) problems.push(problem);
        }
      }
      expect(problems).toEqual([]);

      await holds(
        fc.asyncProperty(badRequests(endpoint, existingIds), fc.boolean(), fc.constantFrom(...signedOutCookies), async (sweep, signedIn, cookie) => {
          const problem = await check(endpoint, sweep, signedIn, cookie);
          if (problem) throw new Error(problem);
        }),
      );

      expect(await snapshotTables(ctx.database.pool, { exclude: UNCOMPARED })).toEqual(before);
      // Only a real export leaves an entry; a refused request never does.
      const recorded = endpoint.path === '/api/vip/subscribers/export' ? ['subscribers.export'] : [];
      expect((await auditActionsSince(lastEntry)).filter((action) => !recorded.includes(action))).toEqual([]);
      // The sweep never signed the staff member out.
      expect((await staff.get('/api/auth/me')).status).toBe(200);
    });
  }

  for (const endpoint of apiEndpoints) {
    const requests = nastyButValidRequests(endpoint, existingIds);
    if (!requests) continue;
    it(`When ${describeEndpoint(endpoint)} gets valid input full of odd characters, then it never fails with 5xx`, { timeout: TIMEOUT_MS }, async () => {
      await ctx.database.pool.query('delete from rate_limits');
      await holds(
        fc.asyncProperty(requests, async (sweep) => {
          if (!sweep) return;
          const problem = await check(endpoint, sweep, true);
          if (problem) throw new Error(problem);
        }),
        VALID_RUNS,
      );
      expect((await staff.get('/api/auth/me')).status).toBe(200);
    });
  }
});
