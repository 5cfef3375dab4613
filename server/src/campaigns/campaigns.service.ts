import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  CAMPAIGN_FAILURES_SHOWN,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_SCHEDULE_MAX_DAYS,
  campaignGaps,
  isSettled,
  type Campaign,
  type CampaignAudience,
  type CampaignAudienceResponse,
  type CampaignInput,
  type CampaignPreviewRequest,
  type CampaignSummary,
} from '@shared/campaigns';
import { languages } from '@shared/languages';
import { MAIL_NOT_CONFIGURED, mailIsOff } from '@shared/site-config';
import { recordActivity } from '../audit/audit.service';
import type { Db } from '../db/client';
import { campaignDeliveries, campaigns, subscriberEvents, vipSubscribers } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { ApiError, badRequest, conflict, notFound } from '../lib/errors';
import { createInsightsService } from '../insights/insights.service';
import { campaignTag, currentCampaignLinks, NEWSLETTER_SOURCE, PREVIEW_CAMPAIGN } from './campaign-links';
import { loadBlockAssets } from './campaign-assets';
import { campaignEmail, checkUnsubscribeLink, renderCampaignBody, SAMPLE_TOKEN } from './campaign-mail';
import { newOpenKey } from './campaign-opens';
import { enqueueCampaignSend } from './campaigns.jobs';

type CampaignRow = typeof campaigns.$inferSelect;

/** Newest first; campaigns are few (a weekly newsletter), so the list is not paged. */
const LIST_LIMIT = 200;

const iso = (date: Date | null) => date?.toISOString() ?? null;

const audienceOf = (row: CampaignRow): CampaignAudience => ({
  languages: row.audienceLanguages,
  ...(row.audienceSources ? { sources: row.audienceSources } : {}),
});

const toSummary = (row: CampaignRow): CampaignSummary => ({
  id: row.id,
  status: row.status,
  subject: row.subject,
  audience: audienceOf(row),
  createdAt: row.createdAt.toISOString(),
  scheduledAt: iso(row.scheduledAt),
  sendStartedAt: iso(row.sendStartedAt),
  sentAt: iso(row.sentAt),
  counts: { recipients: row.recipients, sent: row.sent, failed: row.failed, skipped: row.skipped, inDoubt: row.inDoubt },
});

/** The columns a draft is written from. */
const draftValues = (input: CampaignInput) => ({
  subject: input.subject,
  preheader: input.preheader ?? { es: '', en: '' },
  body: input.body,
  trackOpens: input.trackOpens ?? false,
  // Spanish first, as everywhere on the site.
  audienceLanguages: languages.filter((language) => input.audience.languages.includes(language)),
  audienceSources: input.audience.sources ? [...input.audience.sources].sort() : null,
});

/** Who may get a campaign now: active, confirmed, accepting e-mails, in the audience. */
const audienceWhere = (audience: CampaignAudience) =>
  and(
    eq(vipSubscribers.isActive, true),
    eq(vipSubscribers.status, 'confirmed'),
    eq(vipSubscribers.acceptsEmails, true),
    inArray(vipSubscribers.language, audience.languages),
    audience.sources ? inArray(vipSubscribers.source, audience.sources) : undefined,
  );

/** The campaign `id` locked for the rest of the transaction, or 404. */
async function lockedCampaign(tx: Db, id: number) {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  if (!row) throw notFound(CAMPAIGN_MESSAGES.notFound);
  return row;
}

const DAY_MS = 86_400_000;

/** Why a campaign cannot be sent as it is (400), or nothing: every language of its audience written. */
function checkWritten(row: CampaignRow) {
  const gaps = campaignGaps({ subject: row.subject, body: row.body, audience: audienceOf(row) });
  if (gaps.length) throw badRequest(`${gaps.join('. ')}.`);
}

/** Staff's side of campaigns (docs/product.md#campaigns): drafts, preview, test, the send's start and its result. */
export function createCampaignsService(deps: Pick<AppDeps, 'config' | 'database' | 'storage' | 'jobs' | 'mailer' | 'logger'>) {
  const { db, pool } = deps.database;
  const mailOff = mailIsOff({ environment: deps.config.NODE_ENV, mail: { mode: deps.mailer.mode } });

  const insights = createInsightsService(deps);

  /** What a settled campaign achieved, its links' visits read from the shop's own statistics. */
  async function statsOf(row: CampaignRow): Promise<Campaign['stats']> {
    if (!isSettled(row.status) || !row.sendStartedAt) return null;
    const [visits, [feedback], [opened], [unsubscribed]] = await Promise.all([
      insights.campaignVisits(NEWSLETTER_SOURCE, campaignTag(row.id, row.subject), row.sendStartedAt),
      db
        .select({
          bounced: sql<number>`count(distinct ${subscriberEvents.subscriberId}) filter (where ${subscriberEvents.kind} <> 'complaint')`.mapWith(Number),
          complained: sql<number>`count(distinct ${subscriberEvents.subscriberId}) filter (where ${subscriberEvents.kind} = 'complaint')`.mapWith(Number),
        })
        .from(subscriberEvents)
        .where(eq(subscriberEvents.campaignId, row.id)),
      row.trackOpens
        ? db.select({ n: count(campaignDeliveries.openedAt) }).from(campaignDeliveries).where(eq(campaignDeliveries.campaignId, row.id))
        : [undefined],
      // Those who left through this campaign's own unsubscribe link.
      db.select({ n: count(campaignDeliveries.unsubscribedAt) }).from(campaignDeliveries).where(eq(campaignDeliveries.campaignId, row.id)),
    ]);
    return {
      recipients: row.recipients ?? 0,
      delivered: row.sent,
      bounced: feedback.bounced,
      complained: feedback.complained,
      unsubscribed: unsubscribed.n,
      clicks: visits.pageviews + visits.marketplaceClicks,
      uniqueClickers: visits.visitors,
      marketplaceClicks: visits.marketplaceClicks,
      clicksByBox: visits.clicksByBox,
      ...(opened ? { opens: opened.n } : {}),
    };
  }

  /** A campaign with its body, result and first failures. */
  async function detail(row: CampaignRow): Promise<Campaign> {
    let unsubscribedSince: number | null = null;
    let failures: Campaign['failures'] = [];
    if (row.sendStartedAt) {
      // Every recipient who unsubscribed after the send started, whether the campaign reached them or not.
      const [since] = await db
        .select({ n: count() })
        .from(campaignDeliveries)
        .innerJoin(vipSubscribers, eq(vipSubscribers.id, campaignDeliveries.subscriberId))
        .where(and(eq(campaignDeliveries.campaignId, row.id), eq(vipSubscribers.isActive, false), sql`${vipSubscribers.unsubscribedAt} >= ${row.sendStartedAt}`));
      unsubscribedSince = since.n;
      if (row.failed > 0) {
        failures = await db
          .select({ email: vipSubscribers.email, reason: sql<string>`coalesce(${campaignDeliveries.reason}, '')` })
          .from(campaignDeliveries)
          .leftJoin(vipSubscribers, eq(vipSubscribers.id, campaignDeliveries.subscriberId))
          .where(and(eq(campaignDeliveries.campaignId, row.id), eq(campaignDeliveries.state, 'failed')))
          .orderBy(asc(campaignDeliveries.id))
          .limit(CAMPAIGN_FAILURES_SHOWN);
      }
    }
    return { ...withBody(row), unsubscribedSince, failures, stats: await statsOf(row) };
  }

  /**
   * The campaign becomes `sending` (never to be edited or sent again), the activity log records
   * it and the first slice is queued, in the caller's transaction.
   */
  async function startSending(tx: Db, client: pg.PoolClient, current: CampaignRow, actorId: number | null, origin: string, recipients: number) {
    const audience = audienceOf(current);
    const [row] = await tx
      .update(campaigns)
      .set({ status: 'sending', origin, sendStartedAt: sql`now()`, scheduledAt: null, openKey: newOpenKey() })
      .where(eq(campaigns.id, current.id))
      .returning();
    // A scheduled send whose author's account is gone starts all the same; its schedule is in the log.
    if (actorId !== null) await recordActivity(tx, {
      actorId,
      action: 'campaigns.send',
      target: current.subject.es || current.subject.en,
      details: { campaign: current.id, idiomas: audience.languages.join(', '), ...(audience.sources ? { fuentes: audience.sources.join(', ') } : {}), destinatarios: recipients },
    });
    if (deps.jobs) await enqueueCampaignSend(deps.jobs, current.id, { db: { executeSql: (text, values) => client.query(text, values) } });
    return row;
  }

  /**
   * The campaign rendered in each language of its audience, as its e-mails will be: 400 when one
   * lacks the unsubscribe link. `campaign` names its links (utm_campaign, /go's c=).
   */
  async function renderAll(row: Pick<CampaignRow, 'subject' | 'preheader' | 'body' | 'audienceLanguages'>, origin: string, campaign: string) {
    const links = await currentCampaignLinks(deps, origin, campaign);
    const assets = await loadBlockAssets(deps, origin, row.audienceLanguages.map((language) => row.body[language]));
    const rendered = await Promise.all(
      row.audienceLanguages.map(async (language) => {
        const one = await renderCampaignBody({ language, subject: row.subject[language], preheader: row.preheader[language], body: row.body[language], links, assets });
        checkUnsubscribeLink(one);
        return [language, one] as const;
      }),
    );
    return rendered;
  }

  /**
   * Renders a draft before its send starts or is scheduled (outside the row's lock: pictures
   * may be made): 400 when an e-mail would lack the unsubscribe link. The gaps are checked first.
   */
  async function renderedOrRefused(id: number, origin: string) {
    const row = await find(id);
    if (row.status === 'draft' || row.status === 'scheduled') {
      checkWritten(row);
      await renderAll(row, origin, campaignTag(row.id, row.subject));
    }
  }

  async function find(id: number) {
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
    if (!row) throw notFound(CAMPAIGN_MESSAGES.notFound);
    return row;
  }

  return {
    async list(): Promise<CampaignSummary[]> {
      const rows = await db.select().from(campaigns).orderBy(desc(campaigns.createdAt), desc(campaigns.id)).limit(LIST_LIMIT);
      return rows.map(toSummary);
    },

    get: async (id: number) => detail(await find(id)),

    async create(actorId: number, input: CampaignInput): Promise<Campaign> {
      const [row] = await db
        .insert(campaigns)
        .values({ ...draftValues(input), createdBy: actorId })
        .returning();
      return detail(row);
    },

    /** Rewrites a draft or a scheduled campaign; 409 once it is being sent or was sent. */
    update(id: number, input: CampaignInput): Promise<Campaign> {
      return withTransaction(pool, async (tx) => {
        const current = await lockedCampaign(tx, id);
        if (current.status !== 'draft' && current.status !== 'scheduled') throw conflict(CAMPAIGN_MESSAGES.notDraftEdit);
        // A scheduled campaign stays sendable: its languages stay written.
        if (current.status === 'scheduled') checkWritten({ ...current, ...draftValues(input) });
        const [row] = await tx.update(campaigns).set(draftValues(input)).where(eq(campaigns.id, id)).returning();
        return toSummaryWithBody(row);
      });
    },

    /** Deletes a draft; 409 once it is being sent or was sent (its result stays). */
    async remove(id: number) {
      await withTransaction(pool, async (tx) => {
        const current = await lockedCampaign(tx, id);
        if (current.status === 'scheduled') throw conflict(CAMPAIGN_MESSAGES.scheduledDelete);
        if (current.status !== 'draft') throw conflict(CAMPAIGN_MESSAGES.notDraftDelete);
        await tx.delete(campaigns).where(eq(campaigns.id, id));
      });
    },

    /** How many would get a campaign with `audience` now, and the sign-up sources there are. */
    async audience(audience: CampaignAudience): Promise<CampaignAudienceResponse> {
      const [[recipients], sources] = await Promise.all([
        db.select({ n: count() }).from(vipSubscribers).where(audienceWhere(audience)),
        db
          .selectDistinct({ source: vipSubscribers.source })
          .from(vipSubscribers)
          .where(and(eq(vipSubscribers.isActive, true), eq(vipSubscribers.status, 'confirmed'), eq(vipSubscribers.acceptsEmails, true)))
          .orderBy(asc(vipSubscribers.source)),
      ]);
      return { recipients: recipients.n, sources: sources.map((row) => row.source) };
    },

    /** The e-mail as a subscriber gets it, framed, with a sample unsubscribe link; its links name the campaign `vista-previa`. */
    async preview(input: CampaignPreviewRequest, origin: string) {
      const links = await currentCampaignLinks(deps, origin, PREVIEW_CAMPAIGN);
      const assets = await loadBlockAssets(deps, origin, [input.body]);
      const message = campaignEmail({
        to: 'vista-previa@chapinbox.com',
        language: input.language,
        origin,
        token: SAMPLE_TOKEN,
        campaign: await renderCampaignBody({ language: input.language, subject: input.subject, preheader: input.preheader ?? '', body: input.body, links, assets }),
      });
      return { html: message.html ?? '' };
    },

    /**
     * Sends the campaign to `email` once in each language of its audience (its links are the
     * real ones, with a token that names nobody). Resolves once the mail server took them; a
     * refusal is 502 with the server's words.
     */
    async sendTest(id: number, email: string, origin: string) {
      if (mailOff) throw conflict(MAIL_NOT_CONFIGURED);
      const row = await find(id);
      for (const [language, rendered] of await renderAll(row, origin, campaignTag(row.id, row.subject))) {
        const result = await deps.mailer.send(campaignEmail({ to: email, language, origin, token: SAMPLE_TOKEN, campaign: rendered }));
        if (result.status !== 'delivered') throw new ApiError(502, `${CAMPAIGN_MESSAGES.testRefused}: ${result.reason}`);
      }
      deps.logger.info({ campaignId: id, languages: row.audienceLanguages }, 'campaign test e-mail sent');
    },

    /**
     * Starts the send: the draft becomes `sending` (never to be edited or sent again), the
     * activity log records it and the first slice is queued, all in one transaction. 409 when
     * it is not a draft or nobody in its audience may receive it; 400 when a language of its
     * audience lacks a subject or text.
     */
    async send(actorId: number, id: number, origin: string): Promise<Campaign> {
      // "Sent" to the log would read as sent to the subscribers.
      if (mailOff) throw conflict(MAIL_NOT_CONFIGURED);
      await renderedOrRefused(id, origin);
      return withTransaction(pool, async (tx, client) => {
        const current = await lockedCampaign(tx, id);
        if (current.status !== 'draft') throw conflict(CAMPAIGN_MESSAGES.notDraftSend);
        checkWritten(current);
        const [reach] = await tx.select({ n: count() }).from(vipSubscribers).where(audienceWhere(audienceOf(current)));
        if (reach.n === 0) throw conflict(CAMPAIGN_MESSAGES.noRecipients);
        return toSummaryWithBody(await startSending(tx, client, current, actorId, origin, reach.n));
      });
    },

    /**
     * Schedules the send for `at` (or moves it): the minute job starts it then, on whichever
     * instance is up (scheduledDue). The same checks as sending now, except the audience, which
     * may still grow.
     */
    async schedule(actorId: number, id: number, at: Date, origin: string): Promise<Campaign> {
      if (mailOff) throw conflict(MAIL_NOT_CONFIGURED);
      if (at.getTime() <= Date.now()) throw badRequest(CAMPAIGN_MESSAGES.scheduleInPast);
      if (at.getTime() > Date.now() + CAMPAIGN_SCHEDULE_MAX_DAYS * DAY_MS) throw badRequest(CAMPAIGN_MESSAGES.scheduleTooFar);
      await renderedOrRefused(id, origin);
      return withTransaction(pool, async (tx) => {
        const current = await lockedCampaign(tx, id);
        if (current.status !== 'draft' && current.status !== 'scheduled') throw conflict(CAMPAIGN_MESSAGES.notDraftSchedule);
        checkWritten(current);
        const [row] = await tx
          .update(campaigns)
          .set({ status: 'scheduled', scheduledAt: at, scheduledBy: actorId, origin })
          .where(eq(campaigns.id, id))
          .returning();
        await recordActivity(tx, { actorId, action: 'campaigns.schedule', target: current.subject.es || current.subject.en, details: { campaign: id, at: at.toISOString() } });
        return toSummaryWithBody(row);
      });
    },

    /** Cancels a scheduled send: the campaign is a draft again. 409 when it is not scheduled (it may have just started). */
    unschedule(actorId: number, id: number): Promise<Campaign> {
      return withTransaction(pool, async (tx) => {
        const current = await lockedCampaign(tx, id);
        if (current.status !== 'scheduled') throw conflict(CAMPAIGN_MESSAGES.notScheduled);
        const [row] = await tx.update(campaigns).set({ status: 'draft', scheduledAt: null, scheduledBy: null }).where(eq(campaigns.id, id)).returning();
        await recordActivity(tx, { actorId, action: 'campaigns.unschedule', target: current.subject.es || current.subject.en, details: { campaign: id } });
        return toSummaryWithBody(row);
      });
    },

    /** A new draft with the campaign's subject, text and audience (any campaign, sent or not). */
    async duplicate(actorId: number, id: number) {
      const source = await find(id);
      const [row] = await db
        .insert(campaigns)
        .values({ subject: source.subject, preheader: source.preheader, body: source.body, trackOpens: source.trackOpens, audienceLanguages: source.audienceLanguages, audienceSources: source.audienceSources, createdBy: actorId })
        .returning({ id: campaigns.id });
      return { id: row.id };
    },

    /**
     * Starts every scheduled send whose moment has come, each in its own transaction with its
     * row locked: with two instances (or a restart) each send starts once. The ids started.
     */
    async startDueScheduled(): Promise<number[]> {
      const due = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.status, 'scheduled'), lte(campaigns.scheduledAt, sql`now()`)))
        .orderBy(asc(campaigns.scheduledAt));
      const started: number[] = [];
      for (const { id } of due) {
        const row = await withTransaction(pool, async (tx, client) => {
          const [current] = await tx
            .select()
            .from(campaigns)
            .where(and(eq(campaigns.id, id), eq(campaigns.status, 'scheduled'), lte(campaigns.scheduledAt, sql`now()`)))
            .for('update', { skipLocked: true });
          if (!current) return undefined;
          const [reach] = await tx.select({ n: count() }).from(vipSubscribers).where(audienceWhere(audienceOf(current)));
          return startSending(tx, client, current, current.scheduledBy, current.origin ?? deps.config.PUBLIC_ORIGIN ?? '', reach.n);
        });
        if (row) started.push(row.id);
      }
      return started;
    },
  };
}

/** A campaign just written: nothing sent yet, so no result to read. */
const toSummaryWithBody = (row: CampaignRow): Campaign => ({ ...withBody(row), unsubscribedSince: row.sendStartedAt ? 0 : null, failures: [], stats: null });

const withBody = (row: CampaignRow) => ({ ...toSummary(row), preheader: row.preheader, body: row.body, trackOpens: row.trackOpens });
