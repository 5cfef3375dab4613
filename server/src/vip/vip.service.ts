import { inArray, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { vipSubscribers } from '../db/schema';
import type { AppDeps } from '../deps';
import type { BatchOutcome } from '../jobs/jobs';
import type { SendResult } from '../mail/mailer';
import { welcomeEmail } from './vip-mail';
import { createSignUpBatcher, type SignUp, type SignUpOutcome } from './vip-sign-up-batch';
import { VIP_WELCOME_QUEUE, type VipWelcomeJob } from './vip.jobs';

export { declareVipQueues } from './vip.jobs';

const t = vipSubscribers;

/** Welcome e-mails handed to the mailer at once; its pool of SMTP connections sets the real pace. */
const WELCOME_SENDS_AT_ONCE = 25;

/**
 * A batch stops starting new e-mails after this long and leaves the rest for a retry, so even
 * a hung SMTP server never holds a batch near pg-boss's 15-minute expiry,
 * after which it would run again and send twice.
 */
const WELCOME_BATCH_TIME_MS = 5 * 60_000;

/** The welcome jobs of subscribers another feature wrote (the CSV import), for pg-boss's `insert` in that writer's transaction. */
export const welcomeJobsFor = (subscriberIds: number[], origin: string) =>
  subscriberIds.map((subscriberId) => ({ name: VIP_WELCOME_QUEUE, data: { subscriberId, origin } satisfies VipWelcomeJob }));

/** The VIP club (docs/product.md#vip-club): sign-up and the welcome e-mail (its links: vip-links.service.ts). */
export function createVipService(deps: Pick<AppDeps, 'config' | 'database' | 'jobs' | 'mailer' | 'logger'>) {
  const { db } = deps.database;
  const signUps = createSignUpBatcher(deps);

  /**
   * The addresses the mail server refused for good: inactive, with when and why, so no later
   * e-mail (a campaign, another welcome) goes to them. The batch's e-mails have gone out by
   * now: a failure here is logged, not thrown, or pg-boss would retry the batch and send the
   * delivered ones twice.
   */
  async function markBounced(bounces: Array<{ id: number; reason: string }>) {
    try {
      await db.execute(sql`
        update ${t} s
        set is_active = false, bounced_at = now(), bounce_reason = b.reason, updated_at = now(),
          suppression = coalesce(s.suppression, 'bounced'),
          state_at = case when s.suppression is null then now() else s.state_at end,
          state_reason = case when s.suppression is null then b.reason else s.state_reason end
        from jsonb_to_recordset(${JSON.stringify(bounces)}::jsonb) as b(id bigint, reason text)
        where s.id = b.id`);
    } catch (error) {
      deps.logger.error({ err: error, subscriberIds: bounces.map((bounce) => bounce.id) }, 'VIP welcome bounces could not be recorded');
    }
  }

  return {
    /**
     * Records a sign-up and its jobs, together with the sign-ups that arrive at the same moment
     * (one statement, see vip-sign-up-batch.ts); resolves once they are committed. A new
     * address is inserted, an unsubscribed one is reactivated (with the new consent, pending
     * until it confirms again), an active one is left alone; concurrent identical sign-ups make exactly one row. Answers whether
     * the address was already an active subscriber. A filled honeypot (a bot) gets the answer
     * of a new sign-up and nothing is stored.
     */
    subscribe(signUp: SignUp): Promise<SignUpOutcome> {
      if (signUp.website?.trim()) {
        deps.logger.info({ source: signUp.source }, 'VIP sign-up with the honeypot filled: answered, not stored');
        return Promise.resolve({ isAlreadySubscribed: false });
      }
      return signUps.submit(signUp);
    },

    /**
     * Sends the welcome e-mails of a batch of jobs: one query reads their subscribers, then the
     * mailer sends them, several at a time. A temporary failure (and a job the batch had no
     * time for) is retried by pg-boss with backoff; a permanent one (a bounce at send time, SMTP
     * 5xx) is not retried and makes the subscriber inactive with the time and the server's
     * reason, as a campaign's bounce does: one statement for the batch's bounces.
     */
    async sendWelcomeEmails(jobs: Array<PgBoss.Job<VipWelcomeJob>>): Promise<BatchOutcome> {
      const ids = [...new Set(jobs.map((job) => Number(job.data.subscriberId)))];
      const subscribers = new Map(
        (
          await db
            .select({ id: t.id, email: t.email, language: t.language, token: t.token, isActive: t.isActive, acceptsEmails: t.acceptsEmails })
            .from(t)
            .where(inArray(t.id, ids))
        ).map((row) => [row.id, row]),
      );
      const deadline = Date.now() + WELCOME_BATCH_TIME_MS;
      const retry: BatchOutcome['retry'] = [];
      const bounces: Array<{ id: number; reason: string }> = [];
      const waiting = [...jobs];
      const lane = async () => {
        for (let job = waiting.shift(); job; job = waiting.shift()) {
          const subscriber = subscribers.get(Number(job.data.subscriberId));
          // Deleted or unsubscribed before the job ran, or never agreed to e-mails: nothing to send.
          if (!subscriber?.isActive || !subscriber.acceptsEmails) {
            deps.logger.info({ subscriberId: job.data.subscriberId }, 'VIP welcome e-mail skipped');
            continue;
          }
          if (Date.now() > deadline) {
            retry.push({ id: job.id, reason: 'the batch ran out of time' });
            continue;
          }
          const result: SendResult = await deps.mailer.send(
            welcomeEmail({ to: subscriber.email, language: subscriber.language, origin: job.data.origin, token: subscriber.token }),
          );
          if (result.status === 'temporary-failure') retry.push({ id: job.id, reason: result.reason });
          if (result.status === 'permanent-failure') {
            deps.logger.warn({ subscriberId: subscriber.id, reason: result.reason }, 'VIP welcome e-mail refused for good; not retried, subscriber marked bounced');
            bounces.push({ id: subscriber.id, reason: result.reason });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(WELCOME_SENDS_AT_ONCE, jobs.length) }, lane));
      if (bounces.length) await markBounced(bounces);
      return { retry };
    },
  };
}
