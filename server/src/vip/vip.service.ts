import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Language } from '@shared/languages';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { vipSubscribers } from '../db/schema';
import type { Jobs } from '../jobs/jobs';
import { enqueueSignUpJobs } from './vip.jobs';

export interface SignUp {
  email: string;
  acceptsEmails: boolean;
  source: string;
  language: Language;
  /** Origin for the e-mail's links. */
  origin: string;
}

export interface VipServiceDeps {
  config: Config;
  database: Database;
  jobs?: Jobs;
}

const newToken = () => randomBytes(24).toString('base64url');

/**
 * Records a sign-up and its jobs in one transaction. One statement decides the outcome, so
 * concurrent identical sign-ups make exactly one row: a new address is inserted, an
 * unsubscribed one is reactivated (with the new consent), an active one is left alone.
 * Answers whether the address was already an active subscriber.
 */
export async function subscribe(deps: VipServiceDeps, signUp: SignUp): Promise<{ isAlreadySubscribed: boolean }> {
  const client = await deps.database.pool.connect();
  let failed = false;
  try {
    const tx = drizzle(client, { casing: 'snake_case' });
    await client.query('begin');
    const t = vipSubscribers;
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
    await client.query('commit');
    return { isAlreadySubscribed: id === undefined };
  } catch (error) {
    failed = true;
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    // A connection that failed mid-transaction is discarded rather than reused.
    client.release(failed);
  }
}

/** The welcome e-mail's unsubscribe link: marks the subscriber inactive. Null for an unknown token. */
export async function unsubscribe(database: Database, token: string) {
  const [row] = await database.db
    .update(vipSubscribers)
    .set({ isActive: false, unsubscribedAt: sql`coalesce(${vipSubscribers.unsubscribedAt}, now())` })
    .where(eq(vipSubscribers.token, token))
    .returning({ language: vipSubscribers.language });
  return row ?? null;
}

/** The welcome e-mail's ebook link: confirms the address (pending → confirmed). Null for an unknown token. */
export async function confirm(database: Database, token: string) {
  const [row] = await database.db
    .update(vipSubscribers)
    .set({ status: 'confirmed', confirmedAt: sql`coalesce(${vipSubscribers.confirmedAt}, now())` })
    .where(eq(vipSubscribers.token, token))
    .returning({ language: vipSubscribers.language });
  return row ?? null;
}
