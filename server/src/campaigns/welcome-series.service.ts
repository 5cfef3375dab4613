import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Language } from '@shared/languages';
import { WELCOME_LATE_LIMIT_DAYS, type WelcomeSeries, type WelcomeSeriesInput } from '@shared/welcome-series';
import { recordActivity } from '../audit/audit.service';
import { welcomeSeries } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { SMTP_POOL, type SendResult } from '../mail/mailer';
import { currentCampaignLinks } from './campaign-links';
import { campaignEmail, hostOf, renderCampaign } from './campaign-mail';
import { runSendPipeline } from './send-pipeline';

type SeriesRow = typeof welcomeSeries.$inferSelect;
type Step = SeriesRow['steps'][number];

/** A delivery left 'sending' this long was cut off by a crash: it is in doubt and never sent again. */
const IN_DOUBT_AFTER = '10 minutes';

/** Who may get the series: confirmed since it is on, active, accepting e-mails. */
const ELIGIBLE = `s.is_active and s.status = 'confirmed' and s.accepts_emails and s.confirmed_at >= w.enabled_at`;

/**
 * At most this many (person, step) pairs are claimed and not yet recorded: it bounds who is
 * left in doubt by a crash, and keeps every pooled SMTP connection busy while claims run.
 */
export const WELCOME_IN_FLIGHT = SMTP_POOL.maxConnections * 20;
/** One run of the minute job stops claiming after this long; the next run goes on. */
export const WELCOME_RUN_MS = 50_000;

interface Pair {
  subscriber_id: number;
  step_id: string;
  email: string;
  language: Language;
  token: string;
}

/** What became of one pair's e-mail. */
interface Sent {
  pair: Pair;
  result: SendResult;
}

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

  const eligible = sql.raw(ELIGIBLE);

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
     * Sends the due (person, step) pairs until `deadline` or none is left, streaming like a
     * campaign (send-pipeline.ts): pairs are claimed, a few at a time, by inserting their
     * delivery row `sending` (a pair another instance claimed is skipped), and handed to SMTP
     * once that committed, while the next are claimed and the outcomes written. Answers how
     * many were claimed.
     */
    async sendDue(options: { deadline?: number; inFlight?: number } = {}): Promise<number> {
      const series = await row();
      if (!series?.enabled || series.steps.length === 0) return 0;
      const origin = series.origin ?? deps.config.PUBLIC_ORIGIN ?? 'http://localhost:5000';
      const rendered = new Map<string, ReturnType<typeof renderCampaign>>();
      for (const [index, step] of series.steps.entries()) {
        const links = await currentCampaignLinks(deps, origin, welcomeStepTag(index));
        for (const language of ['es', 'en'] as const) rendered.set(`${step.id}:${language}`, renderCampaign(step.subject[language], step.body[language], links));
      }

      // Claims walk the subscribers in id order from where the last one stopped, so a claim
      // does not pass again over everyone claimed before it in this run.
      let after = 0;
      let claimedCount = 0;
      const claim = async (client: pg.PoolClient, size: number): Promise<Pair[]> => {
        const { rows } = await client.query<Pair>({
          name: 'welcome-claim',
          text: `with due as (
              select s.id as subscriber_id, st.id as step_id
              from welcome_series w
              cross join lateral jsonb_to_recordset(w.steps) as st(id uuid, "delayHours" int)
              join vip_subscribers s on s.confirmed_at + make_interval(hours => st."delayHours") <= now()
                and s.confirmed_at + make_interval(hours => st."delayHours") > now() - make_interval(days => $3)
              where w.enabled and ${ELIGIBLE} and s.id >= $1 and st.id = any($4::uuid[])
                and not exists (select 1 from welcome_deliveries d where d.subscriber_id = s.id and d.step_id = st.id)
              order by s.id
              limit $2
            ), inserted as (
              insert into welcome_deliveries (subscriber_id, step_id, state)
              select subscriber_id, step_id, 'sending' from due
              on conflict do nothing
              returning subscriber_id, step_id
            )
            select i.subscriber_id, i.step_id, s.email, s.language, s.token
            from inserted i join vip_subscribers s on s.id = i.subscriber_id
            order by i.subscriber_id`,
          values: [after, size, WELCOME_LATE_LIMIT_DAYS, series.steps.map((step) => step.id)],
        });
        return rows;
      };

      await runSendPipeline<Pair, Sent>({
        lanes: Math.min(SMTP_POOL.maxConnections, WELCOME_IN_FLIGHT),
        inFlight: options.inFlight ?? WELCOME_IN_FLIGHT,
        deadline: options.deadline ?? Date.now() + WELCOME_RUN_MS,
        recordAndClaim: (outcomes, room) =>
          withTransaction(pool, async (_tx, client) => {
            if (outcomes.length) {
              await client.query({
                name: 'welcome-record',
                text: `update welcome_deliveries d set state = o.state, reason = o.reason, at = now()
                  from unnest($1::int[], $2::uuid[], $3::text[], $4::text[]) as o(subscriber_id, step_id, state, reason)
                  where d.subscriber_id = o.subscriber_id and d.step_id = o.step_id`,
                values: [
                  outcomes.map(({ pair }) => pair.subscriber_id),
                  outcomes.map(({ pair }) => pair.step_id),
                  outcomes.map(({ result }) => (result.status === 'delivered' ? 'sent' : 'failed')),
                  outcomes.map(({ result }) => (result.status === 'delivered' ? null : result.reason.slice(0, 1_000))),
                ],
              });
            }
            if (room === 0) return { recipients: [], taken: 0 };
            const pairs = await claim(client, room);
            claimedCount += pairs.length;
            if (pairs.length) after = Number(pairs.at(-1)!.subscriber_id);
            // Pairs another instance claimed first count as taken: only an empty claim means none is due.
            return { recipients: pairs, taken: pairs.length ? room : 0 };
          }),
        async send(pair) {
          const campaign = rendered.get(`${pair.step_id}:${pair.language}`);
          if (!campaign) return { pair, result: { status: 'permanent-failure', reason: 'El paso ya no existe' } };
          const message = campaignEmail({ to: pair.email, language: pair.language, origin, token: pair.token, campaign });
          const result = await deps.mailer.send({ ...message, headers: { ...message.headers, 'Message-ID': `<welcome-${pair.step_id}-${pair.subscriber_id}@${hostOf(origin)}>` } });
          return { pair, result };
        },
        isTemporaryFailure: ({ result }) => result.status === 'temporary-failure',
      });
      return claimedCount;
    },
  };
}
