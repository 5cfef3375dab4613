import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Language } from '@shared/languages';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { createBatcher } from '../lib/batcher';
import { isUnavailableError } from '../lib/errors';
import { declareVipQueues, VIP_FORWARD_QUEUE, VIP_WELCOME_QUEUE, type VipForwardJob, type VipWelcomeJob } from './vip.jobs';

export interface SignUp {
  email: string;
  acceptsEmails: boolean;
  source: string;
  language: Language;
  /** Origin for the e-mail's links. */
  origin: string;
  /** The form's honeypot field: people leave it empty. */
  website?: string;
}

export interface SignUpOutcome {
  isAlreadySubscribed: boolean;
}

/** Far more than one instance receives during one transaction; keeps a statement's arrays small. */
const MAX_BATCH = 500;

/** Two transactions at once: one slow batch does not hold up the next. */
const MAX_FLUSHES = 2;

const newToken = () => randomBytes(24).toString('base64url');

/**
 * One statement writes a whole batch's rows: a new address is inserted, an inactive one
 * (unsubscribed, bounced, reported spam or paused) is reactivated with the new consent and
 * source and is pending again (whoever typed the address
 * in, its owner confirms it anew: docs/product.md#vip-club), an active one is left alone.
 * The token stays, so the links of earlier e-mails keep working. Answers the batch's positions
 * (`n`) that wrote a row (new or reactivated), with the row's id, for their jobs.
 */
const SIGN_UP_STATEMENT = `
  with input as (
    select * from unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::text[])
      with ordinality as i(email, source, language, accepts_emails, token, n)
  ),
  stored as (
    insert into vip_subscribers as t (email, source, language, accepts_emails, consent_at, token)
    select email, source, language, accepts_emails, case when accepts_emails then now() end, token from input order by lower(email)
    on conflict (lower(email)) do update set
      is_active = true,
      status = 'pending',
      confirmed_at = null,
      email = excluded.email,
      source = excluded.source,
      language = excluded.language,
      accepts_emails = excluded.accepts_emails,
      consent_at = excluded.consent_at,
      subscribed_at = now(),
      unsubscribed_at = null,
      suppression = null,
      state_at = now(),
      state_reason = null,
      updated_at = now()
    where t.is_active = false
    returning t.id, t.email
  )
  select i.n, s.id from input i join stored s on lower(s.email) = lower(i.email)`;

/**
 * Group commit of VIP sign-ups (docs/decisions/0040-vip-sign-up-group-commit.md): the
 * sign-ups that arrive together are written in one transaction, the rows by one statement and
 * their welcome and forward jobs by one pg-boss insert on the same connection, so the jobs
 * commit if and only if the rows do; each request is answered once it has committed.
 * Identical addresses in one batch (in any letter case) make one row: the first to arrive gets
 * the outcome, the others are repeats (already subscribed). A batch that fails for a reason
 * other than the database being away is split until the sign-up that breaks it fails alone.
 */
export function createSignUpBatcher(deps: Pick<AppDeps, 'config' | 'database' | 'jobs'>) {
  const { pool } = deps.database;
  const forward = Boolean(deps.config.VIP_WEBHOOK_URL);
  // Named: each connection parses and plans it once, not for every batch.
  const statement = { name: 'vip-sign-up-batch', text: SIGN_UP_STATEMENT };

  return createBatcher<SignUp, SignUpOutcome>({
    maxBatch: MAX_BATCH,
    maxFlushes: MAX_FLUSHES,
    isolate: (error) => !isUnavailableError(error),
    async flush(signUps) {
      // pg-boss's insert skips the jobs of a queue that does not exist: declared first.
      if (deps.jobs) await declareVipQueues(deps.jobs);
      const firstOf = new Map<string, number>();
      const rows: SignUp[] = [];
      const rowIndex = signUps.map((signUp) => {
        const key = signUp.email.toLowerCase();
        const known = firstOf.get(key);
        if (known !== undefined) return { row: known, first: false };
        rows.push(signUp);
        firstOf.set(key, rows.length - 1);
        return { row: rows.length - 1, first: true };
      });
      const written = await withTransaction(pool, async (_tx, client) => {
        const { rows: stored } = await client.query<{ n: number; id: number }>({
          ...statement,
          values: [
            rows.map((row) => row.email),
            rows.map((row) => row.source),
            rows.map((row) => row.language),
            rows.map((row) => row.acceptsEmails),
            rows.map(() => newToken()),
          ],
        });
        // `n` counts from 1 (with ordinality).
        const created = stored.map(({ n, id }) => ({ id, signUp: rows[Number(n) - 1] }));
        if (deps.jobs && created.length > 0) {
          const jobs: PgBoss.JobInsert[] = created.flatMap(({ id, signUp }) => [
            { name: VIP_WELCOME_QUEUE, data: { subscriberId: id, origin: signUp.origin } satisfies VipWelcomeJob },
            ...(forward ? [{ name: VIP_FORWARD_QUEUE, data: { email: signUp.email } satisfies VipForwardJob }] : []),
          ]);
          await deps.jobs.insert(jobs, { db: preparedOn(client) });
        }
        return new Set(stored.map(({ n }) => Number(n) - 1));
      });
      return rowIndex.map(({ row, first }) => ({ isAlreadySubscribed: !(first && written.has(row)) }));
    },
  });
}

/**
 * pg-boss's statements on the transaction's connection, each prepared once per connection
 * under a name made from its text: a batch does not parse and plan the jobs' insert again.
 */
const preparedOn = (client: pg.PoolClient): PgBoss.Db => ({
  executeSql: (text, values) => client.query({ name: `pg-boss-${createHash('sha1').update(text).digest('hex')}`, text, values }),
});
