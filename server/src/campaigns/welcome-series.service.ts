import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Language } from '@shared/languages';
import { WELCOME_LATE_LIMIT_DAYS, type WelcomeSeries, type WelcomeSeriesInput } from '@shared/welcome-series';
import { recordActivity } from '../audit/audit.service';
import { welcomeSeries } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import type { SendResult } from '../mail/mailer';
import { currentCampaignLinks } from './campaign-links';
import { campaignEmail, hostOf, renderCampaign } from './campaign-mail';

type SeriesRow = typeof welcomeSeries.$inferSelect;
type Step = SeriesRow['steps'][number];

/** A delivery left 'sending' this long was cut off by a crash: it is in doubt and never sent again. */
const IN_DOUBT_AFTER = '10 minutes';

/** The tag of a step's links (utm_campaign, /go's c=): the statistics name it. */
export const welcomeStepTag = (index: number) => `bienvenida-${index + 1}`;

/**
 * The welcome series (docs/product.md#welcome-series): staff's steps, and the minute job's
 * sending of the steps that are due, each (person, step) written before it goes to the mail
 * server so that nobody gets a step twice, across crashes and instances.
 */
export function createWelcomeSeriesService(deps: Pick<AppDeps, 'config' | 'database' | 'mailer' | 'logger'>) {
  const { db, pool } = deps.database;

  async function row(): Promise<SeriesRow | undefined> {
    const [found] = await db.select().from(welcomeSeries);
    return found;
  }

  /** Who may get the series: confirmed since it is on, active, accepting e-mails. */
  const eligible = sql`s.is_active and s.status = 'confirmed' and s.accepts_emails and s.confirmed_at >= w.enabled_at`;

  return {
    async get(): Promise<WelcomeSeries> {
      const series = await row();
      if (!series) return { enabled: false, enabledAt: null, steps: [] };
      const { rows } = await db.execute<{ id: string; sent: number; waiting: number }>(sql`
        select st.id,
          (select count(*) from welcome_deliveries d where d.step_id = st.id and d.state = 'sent')::int as sent,
          (select count(*) from vip_subscribers s
            where w.enabled and ${eligible} and s.confirmed_at + make_interval(hours => st."delayHours") > now()
              and not exists (select 1 from welcome_deliveries d where d.subscriber_id = s.id and d.step_id = st.id))::int as waiting
        from welcome_series w cross join lateral jsonb_to_recordset(w.steps) as st(id uuid, "delayHours" int)`);
      const counts = new Map(rows.map((count) => [count.id, count]));
      return {
        enabled: series.enabled,
        enabledAt: series.enabledAt?.toISOString() ?? null,
        steps: series.steps.map((step) => ({ ...step, sent: counts.get(step.id)?.sent ?? 0, waiting: counts.get(step.id)?.waiting ?? 0 })),
      };
    },

    /**
     * Saves the whole series. A step keeps its id (and who has had it) when edited; turning the
     * series on starts it for people who confirm from now on.
     */
    async update(actorId: number, input: WelcomeSeriesInput, origin: string): Promise<WelcomeSeries> {
      await withTransaction(pool, async (tx) => {
        await tx.insert(welcomeSeries).values({ id: 1 }).onConflictDoNothing();
        const [current] = await tx.select().from(welcomeSeries).for('update');
        const known = new Set(current.steps.map((step) => step.id));
        const steps: Step[] = input.steps.map((step) => ({
          id: step.id && known.has(step.id) ? step.id : randomUUID(),
          delayHours: step.delayHours,
          subject: step.subject,
          body: step.body,
        }));
        await tx
          .update(welcomeSeries)
          .set({
            enabled: input.enabled,
            enabledAt: input.enabled ? (current.enabled ? current.enabledAt : sql`now()`) : null,
            steps,
            origin,
            updatedBy: actorId,
            updatedAt: sql`now()`,
          });
        await recordActivity(tx, {
          actorId,
          action: 'campaigns.welcome-series',
          target: 'Serie de bienvenida',
          details: { activa: input.enabled, correos: steps.length },
        });
      });
      return this.get();
    },

    /** Deliveries a crash left 'sending': in doubt, never sent again. Answers how many. */
    async markInDoubt() {
      const { rowCount } = await db.execute(sql`
        update welcome_deliveries set state = 'in-doubt', reason = 'El servidor se detuvo mientras se entregaba'
        where state = 'sending' and at < now() - ${IN_DOUBT_AFTER}::interval`);
      return rowCount ?? 0;
    },

    /**
     * Sends up to `limit` due (person, step) pairs: claimed in one statement (a pair another
     * instance claimed is skipped), sent, then their outcome written. Answers how many were
     * claimed; fewer than `limit` means nothing else is due now.
     */
    async sendDue(limit: number): Promise<number> {
      const series = await row();
      if (!series?.enabled || series.steps.length === 0) return 0;
      const { rows: claimed } = await db.execute<{ subscriber_id: number; step_id: string; email: string; language: Language; token: string }>(sql`
        with due as (
          select s.id as subscriber_id, st.id as step_id
          from welcome_series w
          cross join lateral jsonb_to_recordset(w.steps) as st(id uuid, "delayHours" int)
          join vip_subscribers s on s.confirmed_at + make_interval(hours => st."delayHours") <= now()
            and s.confirmed_at + make_interval(hours => st."delayHours") > now() - ${`${WELCOME_LATE_LIMIT_DAYS} days`}::interval
          where w.enabled and ${eligible}
            and not exists (select 1 from welcome_deliveries d where d.subscriber_id = s.id and d.step_id = st.id)
          limit ${limit}
        ), inserted as (
          insert into welcome_deliveries (subscriber_id, step_id, state)
          select subscriber_id, step_id, 'sending' from due
          on conflict do nothing
          returning subscriber_id, step_id
        )
        select i.subscriber_id, i.step_id, s.email, s.language, s.token
        from inserted i join vip_subscribers s on s.id = i.subscriber_id`);
      if (claimed.length === 0) return 0;

      const origin = series.origin ?? deps.config.PUBLIC_ORIGIN ?? 'http://localhost:5000';
      const steps = new Map(series.steps.map((step, index) => [step.id, { step, index }]));
      const rendered = new Map<string, ReturnType<typeof renderCampaign>>();
      for (const [id, { step, index }] of steps) {
        const links = await currentCampaignLinks(deps, origin, welcomeStepTag(index));
        for (const language of ['es', 'en'] as const) rendered.set(`${id}:${language}`, renderCampaign(step.subject[language], step.body[language], links));
      }

      const outcomes = await Promise.all(
        claimed.map(async (pair): Promise<SendResult> => {
          const campaign = rendered.get(`${pair.step_id}:${pair.language}`);
          if (!campaign) return { status: 'permanent-failure', reason: 'El paso ya no existe' };
          const message = campaignEmail({ to: pair.email, language: pair.language, origin, token: pair.token, campaign });
          return deps.mailer.send({ ...message, headers: { ...message.headers, 'Message-ID': `<welcome-${pair.step_id}-${pair.subscriber_id}@${hostOf(origin)}>` } });
        }),
      );
      await pool.query(
        `update welcome_deliveries d set state = o.state, reason = o.reason, at = now()
         from unnest($1::int[], $2::uuid[], $3::text[], $4::text[]) as o(subscriber_id, step_id, state, reason)
         where d.subscriber_id = o.subscriber_id and d.step_id = o.step_id`,
        [
          claimed.map((pair) => pair.subscriber_id),
          claimed.map((pair) => pair.step_id),
          outcomes.map((outcome) => (outcome.status === 'delivered' ? 'sent' : 'failed')),
          outcomes.map((outcome) => (outcome.status === 'delivered' ? null : outcome.reason)),
        ],
      );
      return claimed.length;
    },
  };
}
