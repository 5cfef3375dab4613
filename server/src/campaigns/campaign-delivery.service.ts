import { eq, sql } from 'drizzle-orm';
import { isLanguage, type Language } from '@shared/languages';
import type { Db } from '../db/client';
import { campaigns } from '../db/schema';
import { lockIsHeld, tryHoldLock, type HeldLock } from '../db/session-lock';
import type { AppDeps } from '../deps';
import { SMTP_POOL, type SendResult } from '../mail/mailer';
import { unsubscribeRef } from '../mail/subscriber-email';
import { campaignTag, currentCampaignLinks } from './campaign-links';
import { loadBlockAssets } from './campaign-assets';
import { campaignEmail, renderCampaignBody, type RenderedCampaign } from './campaign-mail';
import { openPixelUrl, openToken } from './campaign-opens';
import { runSendPipeline } from './send-pipeline';

/**
 * How a campaign's send travels (docs/product.md#campaigns,
 * docs/decisions/0056-campaign-delivery-at-most-once.md):
 *
 * - One worker at a time sends a campaign: it holds a PostgreSQL advisory lock on the campaign
 *   on a connection of its own, and writes every change on that connection. A process that
 *   dies loses the lock with its connection, at once; the next worker to take it knows that
 *   nobody else is sending.
 * - The first slice chooses the recipients: one row per recipient in campaign_deliveries.
 * - Then a pipeline (send-pipeline.ts, shared with the welcome series): one transaction at a
 *   time records the outcomes SMTP has answered since the last one and marks the next due
 *   recipients `sending` (their subscribers read again: whoever unsubscribed since is
 *   `skipped`); it commits, and only then are those e-mails handed to SMTP, one per pooled
 *   connection at a time, while the next transaction runs. Never more than CAMPAIGN_IN_FLIGHT
 *   rows are `sending` at once.
 * - A worker that takes a campaign over finds the rows a dead one left `sending`: they may or
 *   may not have reached the mail server. They become `unknown` and are never sent again, so
 *   nobody gets the campaign twice; there are at most CAMPAIGN_IN_FLIGHT of them per crash.
 * - A slice lasts about CAMPAIGN_SLICE_MS and then hands over to a new job, so a shutdown
 *   waits for the e-mails in flight at most and pg-boss never expires a running slice.
 */

/** The advisory-lock key of campaign sends (the second key is the campaign's id). */
export const CAMPAIGN_SEND_LOCK = 5_017_056;

/**
 * At most this many recipients are `sending` at once: with the mail server, or claimed and
 * about to be. It bounds the recipients left in doubt by a crash. Four per pooled SMTP
 * connection: one being sent, the others claimed ahead or waiting for their outcome to be
 * written, so no connection waits for the database.
 */
export const CAMPAIGN_IN_FLIGHT = SMTP_POOL.maxConnections * 4;
/** A slice stops claiming recipients after this long, sends those it claimed and queues the next slice. */
export const CAMPAIGN_SLICE_MS = 8_000;
/** Temporary failures (SMTP 4xx, no connection) are tried again after these waits, then counted failed. */
export const CAMPAIGN_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000];
/** What a slice leaves behind: nothing to do, more now, more at a time, or another worker has it. */
export type SliceOutcome = { next: 'none' } | { next: 'now' } | { next: 'later'; at: Date } | { next: 'busy' };

interface Recipient {
  deliveryId: number;
  subscriberId: number;
  email: string;
  language: string;
  token: string;
  attempts: number;
}

interface Outcome {
  id: number;
  state: 'sent' | 'failed' | 'pending';
  reason: string | null;
  retry_at: string | null;
  /** A permanent refusal: the subscriber is made inactive with the reason. */
  bounce: boolean;
}

const IN_DOUBT_REASON = 'El servidor se detuvo mientras entregaba este email; no se reenvía para no enviarlo dos veces.';
const SKIPPED_UNSUBSCRIBED = 'Se dio de baja antes de su turno';
const SKIPPED_DELETED = 'Se eliminó de la lista antes de su turno';

type Options = {
  inFlight?: number;
  sliceMs?: number;
  retryDelaysMs?: number[];
};

/** The sending side of campaigns: the worker runs one slice per job. */
export function createCampaignDeliveryService(deps: Pick<AppDeps, 'config' | 'database' | 'storage' | 'mailer' | 'logger'>, options: Options = {}) {
  const { db, pool } = deps.database;
  const retryDelays = options.retryDelaysMs ?? CAMPAIGN_RETRY_DELAYS_MS;
  const rate = deps.config.MAIL_RATE_PER_SECOND;
  // With a sending limit no more than about a second of e-mails is claimed, so a slice still ends on time.
  const inFlight = Math.max(1, Math.min(options.inFlight ?? CAMPAIGN_IN_FLIGHT, rate ? Math.floor(rate) : Infinity));
  const lanes = Math.min(SMTP_POOL.maxConnections, inFlight);
  const sliceMs = options.sliceMs ?? CAMPAIGN_SLICE_MS;

  /** Rows a dead worker left `sending`: in doubt, never sent again. */
  async function settleInDoubt(tx: Db, campaignId: number) {
    await tx.execute(sql`
      with doubt as (
        update campaign_deliveries set state = 'unknown', reason = ${IN_DOUBT_REASON}, settled_at = now()
        where campaign_id = ${campaignId} and state = 'sending'
        returning id
      )
      update campaigns set in_doubt = in_doubt + (select count(*) from doubt)
      where id = ${campaignId} and exists (select 1 from doubt)`);
  }

  /** One row per recipient: active, confirmed, accepting e-mails, in the audience's languages and sources. */
  async function chooseRecipients(tx: Db, campaignId: number) {
    // A million subscribers take longer than the pool's statement limit.
    await tx.execute(sql`set local statement_timeout = '10min'`);
    await tx.execute(sql`
      insert into campaign_deliveries (campaign_id, subscriber_id)
      select c.id, s.id
      from campaigns c
      join vip_subscribers s on s.is_active and s.status = 'confirmed' and s.accepts_emails
        and s.language = any(c.audience_languages)
        and (c.audience_sources is null or s.source = any(c.audience_sources))
      where c.id = ${campaignId}
      order by s.id
      on conflict do nothing`);
    await tx.execute(sql`
      update campaigns set recipients = (select count(*) from campaign_deliveries where campaign_id = ${campaignId})
      where id = ${campaignId}`);
    // The table may have just grown by the whole list: the claims and the progress reads are
    // planned with what it holds now, not with statistics from before (autovacuum comes later).
    await tx.execute(sql`analyze campaign_deliveries`);
  }

  /**
   * Records `outcomes` and marks the next `size` due recipients `sending` (or `skipped`); answers
   * those to send, and how many due rows it took (fewer than `size`: nobody else is due).
   */
  async function recordAndClaim(tx: Db, campaignId: number, outcomes: Outcome[], size: number): Promise<{ recipients: Recipient[]; taken: number }> {
    if (outcomes.length) {
      await tx.execute(sql`
        with outcome as (
          select * from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
            as o(id bigint, state text, reason text, retry_at timestamptz, bounce boolean)
        ),
        changed as (
          update campaign_deliveries d
          set state = o.state, reason = o.reason, retry_at = o.retry_at,
            settled_at = case when o.state = 'pending' then null else now() end
          from outcome o
          where d.id = o.id and d.campaign_id = ${campaignId} and d.state = 'sending'
          returning d.subscriber_id, d.state, d.reason, o.bounce
        ),
        bounced as (
          update vip_subscribers s
          set is_active = false, bounced_at = now(), bounce_reason = c.reason, updated_at = now(),
            suppression = coalesce(s.suppression, 'bounced'),
            state_at = case when s.suppression is null then now() else s.state_at end,
            state_reason = case when s.suppression is null then c.reason else s.state_reason end
          from changed c
          where c.bounce and s.id = c.subscriber_id
        )
        update campaigns set
          sent = sent + (select count(*) from changed where state = 'sent'),
          failed = failed + (select count(*) from changed where state = 'failed')
        where id = ${campaignId}`);
    }
    if (size === 0) return { recipients: [], taken: 0 };
    const { rows } = await tx.execute<{ delivery_id: number; subscriber_id: number; email: string; language: string; token: string; attempts: number; state: string }>(sql`
      with due as (
        select d.id, d.subscriber_id
        from campaign_deliveries d
        where d.campaign_id = ${campaignId} and d.state = 'pending' and (d.retry_at is null or d.retry_at <= now())
        order by d.id
        limit ${size}
      ),
      checked as (
        select due.id, s.id as subscriber_id, s.email, s.language, s.token,
          coalesce(s.is_active and s.accepts_emails and s.status = 'confirmed', false) as eligible
        from due left join vip_subscribers s on s.id = due.subscriber_id
      ),
      marked as (
        update campaign_deliveries d
        set state = case when c.eligible then 'sending' else 'skipped' end,
          attempts = d.attempts + case when c.eligible then 1 else 0 end,
          reason = case when c.eligible then d.reason when c.subscriber_id is null then ${SKIPPED_DELETED} else ${SKIPPED_UNSUBSCRIBED} end,
          settled_at = case when c.eligible then null else now() end
        from checked c
        where d.id = c.id
        returning d.id, d.state, d.attempts
      ),
      counted as (
        update campaigns set skipped = skipped + (select count(*) from marked where state = 'skipped')
        where id = ${campaignId} and exists (select 1 from marked where state = 'skipped')
      )
      select c.id as delivery_id, c.subscriber_id, c.email, c.language, c.token, m.attempts, m.state
      from checked c join marked m on m.id = c.id
      order by c.id`);
    const recipients = rows
      .filter((row) => row.state === 'sending')
      .map((row) => ({ deliveryId: Number(row.delivery_id), subscriberId: Number(row.subscriber_id), email: row.email, language: row.language, token: row.token, attempts: row.attempts }));
    return { recipients, taken: rows.length };
  }

  /** At the end of a slice: the campaign is done, or has work now, or at its next retry. */
  async function nextStep(tx: Db, campaignId: number): Promise<SliceOutcome> {
    const { rows } = await tx.execute<{ pending: number; due: number; next_retry: string | null }>(sql`
      select count(*)::int as pending,
        count(*) filter (where retry_at is null or retry_at <= now())::int as due,
        min(retry_at) as next_retry
      from campaign_deliveries where campaign_id = ${campaignId} and state = 'pending'`);
    const { pending, due, next_retry: nextRetry } = rows[0];
    if (pending === 0) {
      // Not one e-mail delivered while some failed: the send failed (e.g. the mail server refuses us).
      await tx.execute(sql`
        update campaigns set status = case when sent = 0 and failed > 0 then 'failed' else 'sent' end, sent_at = now()
        where id = ${campaignId} and status = 'sending'`);
      return { next: 'none' };
    }
    if (due > 0) return { next: 'now' };
    return { next: 'later', at: new Date(nextRetry!) };
  }

  /** Sends one recipient the campaign in their language; answers the outcome to record. */
  async function sendOne(campaignId: number, origin: string, languages: Language[], rendered: Record<Language, RenderedCampaign>, recipient: Recipient, keys: { open: string | null; link: string | null }): Promise<Outcome> {
    // A subscriber whose language left the audience since gets the campaign's first language.
    const language = isLanguage(recipient.language) && languages.includes(recipient.language) ? recipient.language : languages[0];
    let result: SendResult;
    try {
      result = await deps.mailer.send(
        campaignEmail({
          to: recipient.email,
          language,
          origin,
          token: recipient.token,
          campaign: rendered[language],
          messageId: { campaignId, subscriberId: recipient.subscriberId },
          ...(keys.open ? { openUrl: openPixelUrl(origin, openToken(keys.open, campaignId, recipient.deliveryId)) } : {}),
          ...(keys.link ? { unsubscribeRef: unsubscribeRef(keys.link, campaignId, recipient.deliveryId) } : {}),
        }),
      );
    } catch (error) {
      // The mailer answers rather than throws; should anything throw anyway, the recipient is
      // tried again later like after an SMTP 4xx, and the pipeline goes on.
      result = { status: 'temporary-failure', reason: error instanceof Error ? error.message : String(error) };
    }
    if (result.status === 'delivered') return { id: recipient.deliveryId, state: 'sent', reason: null, retry_at: null, bounce: false };
    const reason = result.reason.slice(0, 1_000);
    if (result.status === 'permanent-failure') return { id: recipient.deliveryId, state: 'failed', reason, retry_at: null, bounce: true };
    const delay = retryDelays[recipient.attempts - 1];
    if (delay === undefined) return { id: recipient.deliveryId, state: 'failed', reason, retry_at: null, bounce: false };
    return { id: recipient.deliveryId, state: 'pending', reason, retry_at: new Date(Date.now() + delay).toISOString(), bounce: false };
  }

  /** Runs the send of `campaignId` for one slice, under its lock. */
  async function runSlice(campaignId: number): Promise<SliceOutcome> {
    const lock: HeldLock | null = await tryHoldLock(pool, CAMPAIGN_SEND_LOCK, campaignId);
    if (!lock) return { next: 'busy' };
    try {
      const campaign = await lock.transaction(async (tx) => {
        const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId));
        if (!row || row.status !== 'sending') return null;
        await settleInDoubt(tx, campaignId);
        return row;
      });
      if (!campaign) return { next: 'none' };
      if (campaign.recipients === null) await lock.transaction((tx) => chooseRecipients(tx, campaignId));

      const languages = campaign.audienceLanguages;
      const origin = campaign.origin ?? deps.config.PUBLIC_ORIGIN ?? 'http://localhost';
      const links = await currentCampaignLinks(deps, origin, campaignTag(campaign.id, campaign.subject));
      // Rendered once per slice and language; each recipient's parts are put in by campaignEmail.
      const assets = await loadBlockAssets(deps, origin, [campaign.body.es, campaign.body.en]);
      // The campaign's key signs its unsubscribe links always, its open pixels only with tracking on.
      const keys = { open: campaign.trackOpens ? campaign.openKey : null, link: campaign.openKey };
      const render = (language: Language) =>
        renderCampaignBody({ language, subject: campaign.subject[language], preheader: campaign.preheader[language], body: campaign.body[language], links, assets, openPixel: !!keys.open });
      const rendered = { es: await render('es'), en: await render('en') };
      // The lock's connection is used by this loop only: one transaction at a time.
      const { outage } = await runSendPipeline<Recipient, Outcome>({
        lanes,
        inFlight,
        deadline: Date.now() + sliceMs,
        recordAndClaim: (outcomes, room) => lock.transaction((tx) => recordAndClaim(tx, campaignId, outcomes, room)),
        send: (recipient) => sendOne(campaignId, origin, languages, rendered, recipient, keys),
        isTemporaryFailure: (outcome) => outcome.state === 'pending',
      });
      if (outage) return { next: 'later', at: new Date(Date.now() + retryDelays[0]) };
      return await lock.transaction((tx) => nextStep(tx, campaignId));
    } finally {
      await lock.release();
    }
  }

  return {
    runSlice,

    /**
     * Campaigns being sent that have work due and that no worker holds (their process died, or
     * died before queuing the next slice): each needs a slice. One waiting for a retry has its
     * slice queued for then.
     */
    async orphans(): Promise<number[]> {
      const rows = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(
          sql`${campaigns.status} = 'sending' and not ${lockIsHeld(CAMPAIGN_SEND_LOCK, campaigns.id)} and (${campaigns.recipients} is null or exists (
            select 1 from campaign_deliveries d
            where d.campaign_id = ${campaigns.id} and d.state in ('pending', 'sending')
              and (d.state = 'sending' or d.retry_at is null or d.retry_at <= now())
          ))`,
        );
      return rows.map((row) => row.id);
    },
  };
}
