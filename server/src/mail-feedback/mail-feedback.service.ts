import { timingSafeEqual, createHash, createPublicKey, verify } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MailFeedbackProvider, MailFeedbackResponse } from '@shared/mail-feedback';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import type { FeedbackEvent } from './feedback-payloads';
import { createSnsVerifier } from './sns-message';

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

  /** Records one event; false when the address is not on the list. */
  const recordOne = (provider: MailFeedbackProvider, event: FeedbackEvent) =>
    withTransaction(pool, async (tx) => {
      const { rows } = await tx.execute<{ id: number }>(sql`select id from vip_subscribers where lower(email) = lower(${event.email}) for update`);
      if (!rows[0]) return false;
      const id = Number(rows[0].id);
      await tx.execute(sql`insert into subscriber_events (subscriber_id, kind, provider, campaign_id, reason)
        values (${id}, ${event.kind}, ${provider}, (select id from campaigns where id = ${event.campaignId}), ${event.reason})`);
      let suppression: 'bounced' | 'complained' | undefined;
      let reason = event.reason;
      if (event.kind === 'complaint') suppression = 'complained';
      else if (event.kind === 'hard_bounce') suppression = 'bounced';
      else {
        const { rows: counted } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from subscriber_events
          where subscriber_id = ${id} and kind = 'soft_bounce' and at > now() - make_interval(days => ${days})`);
        const softBounces = Number(counted[0].n);
        if (softBounces >= limit) {
          suppression = 'bounced';
          reason = `${softBounces} rebotes temporales en ${days} días${event.reason ? `. El último: ${event.reason}` : ''}`;
        }
      }
      // The first suppression stays: a bounce after an unsubscribe does not rewrite why they left.
      if (suppression) {
        await tx.execute(sql`update vip_subscribers set is_active = false, suppression = ${suppression}, state_at = now(), state_reason = ${reason},
            bounced_at = case when ${suppression} = 'bounced' then now() else bounced_at end,
            bounce_reason = case when ${suppression} = 'bounced' then ${reason} else bounce_reason end,
            updated_at = now()
          where id = ${id} and suppression is null`);
      }
      return true;
    });

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

    /** Records each event in its own transaction; answers how many were recorded and how many named nobody on the list (logged). */
    async record(provider: MailFeedbackProvider, events: FeedbackEvent[]): Promise<MailFeedbackResponse> {
      let recorded = 0;
      for (const event of events) if (await recordOne(provider, event)) recorded += 1;
      const unknown = events.length - recorded;
      if (unknown) deps.logger.info({ provider, unknown }, 'mail feedback for addresses not on the list: ignored');
      return { recorded, unknown };
    },
  };
}
