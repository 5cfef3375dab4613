import { timingSafeEqual, createHash, createPublicKey, verify } from 'node:crypto';
import type { MailFeedbackProvider, MailFeedbackResponse } from '@shared/mail-feedback';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { createBatcher } from '../lib/batcher';
import { isUnavailableError } from '../lib/errors';
import type { FeedbackEvent } from './feedback-payloads';
import { createSnsVerifier } from './sns-message';

/** Reports per transaction: a provider's wave after a large send is a few statements a second. */
const MAX_BATCH = 500;
/** Two batches at once: one waiting on a subscriber's lock does not hold up the next. */
const MAX_FLUSHES = 2;

/** Equal strings, compared in a time that does not depend on where they differ (both hashed to one length first). */
export function sameSecret(given: string, expected: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Bounce and complaint feedback from the mail provider (docs/product.md#subscribers), as
 * listmonk does it: one hard bounce or one complaint suppresses the address; soft bounces
 * suppress once MAIL_SOFT_BOUNCE_LIMIT of them fall within MAIL_SOFT_BOUNCE_DAYS. Every event
 * is kept in the subscriber's history with the campaign it came from. `snsFetch` reaches SNS
 * (tests pass a local fake).
 */
export function createMailFeedbackService(deps: Pick<AppDeps, 'config' | 'database' | 'logger' | 'snsFetch'>) {
  const { pool } = deps.database;
  const limit = deps.config.MAIL_SOFT_BOUNCE_LIMIT;
  const days = deps.config.MAIL_SOFT_BOUNCE_DAYS;
  const sns = createSnsVerifier(deps.snsFetch);
  const sendgridKey = deps.config.SENDGRID_WEBHOOK_PUBLIC_KEY ? createPublicKey({ key: Buffer.from(deps.config.SENDGRID_WEBHOOK_PUBLIC_KEY, 'base64'), format: 'der', type: 'spki' }) : undefined;

  /**
   * The reports that arrive together are written by one transaction (group commit, like the
   * VIP sign-up and the insights): their subscribers locked in id order, every event by one
   * insert, every new suppression by one update. The rules run over the batch in arrival
   * order, so three soft bounces in one batch suppress as three calls would. Answers, per
   * event, whether its address is on the list.
   */
  async function flush(items: Array<{ provider: MailFeedbackProvider; event: FeedbackEvent }>): Promise<boolean[]> {
    const emails = [...new Set(items.map(({ event }) => event.email.toLowerCase()))];
    return withTransaction(pool, async (_tx, client) => {
      const { rows: found } = await client.query<{ id: string; email: string; suppressed: boolean }>({
        name: 'mail-feedback-lock',
        text: 'select id, lower(email) as email, suppression is not null as suppressed from vip_subscribers where lower(email) = any($1::text[]) order by id for update',
        values: [emails],
      });
      const byEmail = new Map(found.map((row) => [row.email, { id: Number(row.id), suppressed: row.suppressed, soft: 0 }]));
      // Counted after the lock: another batch about the same people has committed its events by now.
      const { rows: counted } = await client.query<{ id: string; n: number }>({
        name: 'mail-feedback-soft-count',
        text: `select subscriber_id as id, count(*)::int as n from subscriber_events
          where subscriber_id = any($1::bigint[]) and kind = 'soft_bounce' and at > now() - make_interval(days => $2)
          group by subscriber_id`,
        values: [found.map((row) => row.id), days],
      });
      const softBefore = new Map(counted.map((row) => [Number(row.id), row.n]));
      for (const person of byEmail.values()) person.soft = softBefore.get(person.id) ?? 0;

      const stored: Array<{ id: number; provider: MailFeedbackProvider; event: FeedbackEvent }> = [];
      const suppressions: Array<{ id: number; suppression: 'bounced' | 'complained'; reason: string | null }> = [];
      const known = items.map(({ provider, event }) => {
        const person = byEmail.get(event.email.toLowerCase());
        if (!person) return false;
        stored.push({ id: person.id, provider, event });
        let suppression: 'bounced' | 'complained' | undefined;
        let reason = event.reason;
        if (event.kind === 'complaint') suppression = 'complained';
        else if (event.kind === 'hard_bounce') suppression = 'bounced';
        else if (++person.soft >= limit) {
          suppression = 'bounced';
          reason = `${person.soft} rebotes temporales en ${days} días${event.reason ? `. El último: ${event.reason}` : ''}`;
        }
        // The first suppression stays: a bounce after an unsubscribe does not rewrite why they left.
        if (suppression && !person.suppressed) {
          person.suppressed = true;
          suppressions.push({ id: person.id, suppression, reason });
        }
        return true;
      });
      if (stored.length) {
        await client.query({
          name: 'mail-feedback-events',
          text: `insert into subscriber_events (subscriber_id, kind, provider, campaign_id, reason)
            select e.subscriber_id, e.kind, e.provider, c.id, e.reason
            from unnest($1::bigint[], $2::text[], $3::text[], $4::int[], $5::text[]) with ordinality as e(subscriber_id, kind, provider, campaign_id, reason, n)
            left join campaigns c on c.id = e.campaign_id
            order by e.n`,
          values: [stored.map((row) => row.id), stored.map((row) => row.event.kind), stored.map((row) => row.provider), stored.map((row) => row.event.campaignId), stored.map((row) => row.event.reason)],
        });
      }
      if (suppressions.length) {
        await client.query({
          name: 'mail-feedback-suppress',
          text: `update vip_subscribers s set is_active = false, suppression = u.suppression, state_at = now(), state_reason = u.reason,
              bounced_at = case when u.suppression = 'bounced' then now() else s.bounced_at end,
              bounce_reason = case when u.suppression = 'bounced' then u.reason else s.bounce_reason end,
              updated_at = now()
            from unnest($1::bigint[], $2::text[], $3::text[]) as u(id, suppression, reason)
            where s.id = u.id and s.suppression is null`,
          values: [suppressions.map((row) => row.id), suppressions.map((row) => row.suppression), suppressions.map((row) => row.reason)],
        });
      }
      return known;
    });
  }

  const batcher = createBatcher({ maxBatch: MAX_BATCH, maxFlushes: MAX_FLUSHES, isolate: (error) => !isUnavailableError(error), flush });

  return {
    sns,

    /**
     * True when SendGrid signed this body (its signed event webhook), or when no verification
     * key is configured (the secret alone guards the endpoint).
     */
    sendgridSigned(body: Buffer, signature: string | undefined, timestamp: string | undefined) {
      if (!sendgridKey) return true;
      if (!signature || !timestamp) return false;
      try {
        return verify('sha256', Buffer.concat([Buffer.from(timestamp, 'utf8'), body]), sendgridKey, Buffer.from(signature, 'base64'));
      } catch {
        return false;
      }
    },

    /**
     * Records the events, each with the reports arriving at the same time; answers, once they
     * are committed, how many were recorded and how many named nobody on the list (logged).
     */
    async record(provider: MailFeedbackProvider, events: FeedbackEvent[]): Promise<MailFeedbackResponse> {
      const known = await Promise.all(events.map((event) => batcher.submit({ provider, event })));
      const recorded = known.filter(Boolean).length;
      const unknown = events.length - recorded;
      if (unknown) deps.logger.info({ provider, unknown }, 'mail feedback for addresses not on the list: ignored');
      return { recorded, unknown };
    },
  };
}
