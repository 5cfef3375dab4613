import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { createLogger } from '../lib/logger';
import { createMailer, type Mailer } from '../mail/mailer';
import { CAMPAIGN_IN_FLIGHT, CAMPAIGN_SEND_LOCK } from './campaign-delivery.service';
import { registerCampaignWorkers } from './campaigns.worker';
import { countsByRecipient, createDraft, seedSubscribers, settled } from './campaigns-test-helpers';

const RECIPIENTS = 1_500;

/** The campaign workers in a process of their own (server/test/campaign-worker-process.ts). */
function startWorkerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/campaign-worker-process.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the worker process exited with ${code} before it was ready`)));
  });
  return { child, ready };
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe('a campaign whose sending process is killed with SIGKILL', () => {
  let ctx: TestContext;
  let smtp: FakeSmtp;
  let mailer: Mailer;
  let admin: TestClient;
  let worker: ChildProcess | undefined;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    mailer = createMailer({ smtpUrl: smtp.url, from: 'ChapinBox <hola@chapinbox.test>', logger: createLogger('silent') });
    // Jobs, but no campaign worker in this process until the other one is dead.
    ctx = await createTestContext({ jobs: true, mailer });
    ({ client: admin } = await staffClient(ctx));
  });
  afterAll(async () => {
    worker?.kill('SIGKILL');
    await ctx.close();
    await smtp.close();
  });

  it('When the process dies mid-send and a worker starts again, then it resumes where it stopped: nobody gets it twice, and only the round in flight may be missing', { timeout: 120_000 }, async () => {
    await seedSubscribers(ctx, Array.from({ length: RECIPIENTS }, (_, i) => ({ email: `crash${i}@example.com`, language: i % 3 ? 'es' : 'en' })));
    const id = await createDraft(admin);
    expect((await admin.post(`/api/admin/campaigns/${id}/send`)).status).toBe(202);

    // A sending limit keeps the send long enough to kill it in the middle.
    const started = startWorkerProcess({ DATABASE_URL: ctx.config.DATABASE_URL!, SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://chapinbox.test', MAIL_RATE_PER_SECOND: '300' });
    worker = started.child;
    await started.ready;
    await expect.poll(() => smtp.state.received.length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(RECIPIENTS / 3);
    worker.kill('SIGKILL');
    await exited(worker);
    const atKill = smtp.state.received.length;
    expect(atKill).toBeLessThan(RECIPIENTS);

    // Its database connections end with it, and the campaign's lock with them.
    await expect
      .poll(async () => (await ctx.database.pool.query("select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = $1", [CAMPAIGN_SEND_LOCK])).rows[0].n)
      .toBe(0);
    // A new instance starts: its workers pick up the orphaned send at once.
    await registerCampaignWorkers({ ...ctx.deps, jobs: ctx.jobs! });
    const result = await settled(admin, id, 90_000);

    const counts = countsByRecipient(smtp.state.received);
    const twice = [...counts].filter(([, n]) => n > 1);
    expect(twice).toEqual([]);
    const { rows } = await ctx.database.pool.query<{ email: string; state: string }>(
      'select s.email, d.state from campaign_deliveries d join vip_subscribers s on s.id = d.subscriber_id where d.campaign_id = $1',
      [id],
    );
    const missing = rows.filter((row) => !counts.has(row.email));
    // Who never got it was in the round the dead process had handed to SMTP: in doubt, not resent.
    expect(missing.every((row) => row.state === 'unknown')).toBe(true);
    expect(rows.filter((row) => row.state === 'sent').every((row) => counts.get(row.email) === 1)).toBe(true);
    expect(result.counts.inDoubt).toBeLessThanOrEqual(CAMPAIGN_IN_FLIGHT);
    expect(result).toMatchObject({ status: 'sent', counts: { recipients: RECIPIENTS, failed: 0, skipped: 0 } });
    expect(result.counts.sent + result.counts.inDoubt).toBe(RECIPIENTS);
    expect(counts.size).toBe(RECIPIENTS - missing.length);
  });
});
