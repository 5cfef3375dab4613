import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Language } from '@shared/languages';
import { vipSubscribers } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { newestEbookDownloadUrl } from '../ebooks/ebooks.service';
import { welcomeEmail } from './vip-mail';
import { enqueueSignUpJobs, type VipWelcomeJob } from './vip.jobs';

interface SignUp {
  email: string;
  acceptsEmails: boolean;
  source: string;
  language: Language;
  /** Origin for the e-mail's links. */
  origin: string;
}

const newToken = () => randomBytes(24).toString('base64url');
const t = vipSubscribers;

/** The VIP club (docs/product.md#vip-club): sign-up, the welcome e-mail and its two links. */
export function createVipService(deps: Pick<AppDeps, 'config' | 'database' | 'storage' | 'jobs' | 'mailer' | 'logger'>) {
  const { db, pool } = deps.database;

  return {
    /**
     * Records a sign-up and its jobs in one transaction. One statement decides the outcome, so
     * concurrent identical sign-ups make exactly one row: a new address is inserted, an
     * unsubscribed one is reactivated (with the new consent), an active one is left alone.
     * Answers whether the address was already an active subscriber.
     */
    subscribe(signUp: SignUp): Promise<{ isAlreadySubscribed: boolean }> {
      return withTransaction(pool, async (tx, client) => {
        const consentAt = signUp.acceptsEmails ? sql`now()` : sql`null`;
        const { rows } = await tx.execute<{ id: number }>(sql`
          insert into ${t} (email, source, language, accepts_emails, consent_at, token)
          values (${signUp.email}, ${signUp.source}, ${signUp.language}, ${signUp.acceptsEmails}, ${consentAt}, ${newToken()})
          on conflict (lower(email)) do update set
            is_active = true,
            email = excluded.email,
            source = excluded.source,
            language = excluded.language,
            accepts_emails = excluded.accepts_emails,
            consent_at = excluded.consent_at,
            subscribed_at = now(),
            unsubscribed_at = null,
            updated_at = now()
          where ${t}.is_active = false
          returning ${t}.id`);
        const id = rows[0]?.id;
        if (id !== undefined && deps.jobs) {
          await enqueueSignUpJobs(deps.jobs, { executeSql: (text, values) => client.query(text, values) }, {
            subscriberId: Number(id),
            origin: signUp.origin,
            email: signUp.email,
            forward: Boolean(deps.config.VIP_WEBHOOK_URL),
          });
        }
        return { isAlreadySubscribed: id === undefined };
      });
    },

    /**
     * The welcome e-mail's ebook link: confirms the address (pending → confirmed) and answers
     * the subscriber's language with the newest ebook's download link (null while there is
     * none). Null for an unknown token.
     */
    async confirm(token: string) {
      const [row] = await db
        .update(t)
        .set({ status: 'confirmed', confirmedAt: sql`coalesce(${t.confirmedAt}, now())` })
        .where(eq(t.token, token))
        .returning({ language: t.language });
      return row ? { language: row.language, downloadUrl: await newestEbookDownloadUrl(deps) } : null;
    },

    /** The welcome e-mail's unsubscribe link: marks the subscriber inactive. Null for an unknown token. */
    async unsubscribe(token: string) {
      const [row] = await db
        .update(t)
        .set({ isActive: false, unsubscribedAt: sql`coalesce(${t.unsubscribedAt}, now())` })
        .where(eq(t.token, token))
        .returning({ language: t.language });
      return row ?? null;
    },

    /** Sends the welcome e-mail (a job); a failing SMTP server throws, and pg-boss retries with backoff. */
    async sendWelcomeEmail(job: VipWelcomeJob) {
      const [subscriber] = await db
        .select({ email: t.email, language: t.language, token: t.token, isActive: t.isActive, acceptsEmails: t.acceptsEmails })
        .from(t)
        .where(eq(t.id, job.subscriberId));
      // Deleted or unsubscribed before the job ran, or never agreed to e-mails: nothing to send.
      if (!subscriber?.isActive || !subscriber.acceptsEmails) {
        deps.logger.info({ subscriberId: job.subscriberId }, 'VIP welcome e-mail skipped');
        return;
      }
      await deps.mailer.send(welcomeEmail({ to: subscriber.email, language: subscriber.language, origin: job.origin, token: subscriber.token }));
    },
  };
}
