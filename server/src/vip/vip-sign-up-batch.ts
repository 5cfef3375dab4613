import { randomBytes } from 'node:crypto';
import type { Language } from '@shared/languages';
import type { AppDeps } from '../deps';
import { insertJobsSql } from '../jobs/job-insert-sql';
import { createBatcher } from '../lib/batcher';
import { isUnavailableError } from '../lib/errors';
import { declareVipQueues, VIP_FORWARD_QUEUE, VIP_WELCOME_QUEUE } from './vip.jobs';

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

/** Far more than one instance receives during one statement; keeps a statement's arrays small. */
const MAX_BATCH = 500;

/** Two statements at once: one slow statement does not hold up the next batch. */
const MAX_FLUSHES = 2;

const newToken = () => randomBytes(24).toString('base64url');

/**
 * One statement for a whole batch: a new address is inserted, an unsubscribed one is
 * reactivated with the new consent and source and is pending again (whoever typed the address
 * in, its owner confirms it anew: docs/product.md#vip-club), an active one is left alone.
 * The token stays, so the links of earlier e-mails keep working. The rows it
 * wrote (new or reactivated) get their jobs in the same statement, so the jobs commit if and
 * only if the rows do. Answers the batch's positions (`n`) that wrote a row.
 */
function signUpStatement(jobs: { welcome: boolean; forward: boolean }) {
  const created = 'select i.n, i.email, i.origin, s.id from input i join stored s on lower(s.email) = lower(i.email)';
  return `
    with input as (
      select * from unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::text[], $6::text[])
        with ordinality as i(email, source, language, accepts_emails, token, origin, n)
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
        updated_at = now()
      where t.is_active = false
      returning t.id, t.email
    ),
    created as (${created})
    ${jobs.welcome ? `, welcome as (${insertJobsSql(VIP_WELCOME_QUEUE, "select jsonb_build_object('subscriberId', id, 'origin', origin) as data from created")})` : ''}
    ${jobs.forward ? `, forward as (${insertJobsSql(VIP_FORWARD_QUEUE, "select jsonb_build_object('email', email) as data from created")})` : ''}
    select n from created`;
}

/**
 * Group commit of VIP sign-ups (docs/decisions/0040-vip-sign-up-group-commit.md): the
 * sign-ups that arrive together are written by one statement (one transaction), and each
 * request is answered from it once it has committed. Identical addresses in one batch (in
 * any letter case) make one row: the first to arrive gets the outcome, the others are
 * repeats (already subscribed). A batch that fails for a reason other than the database
 * being away is split until the sign-up that breaks it fails alone.
 */
export function createSignUpBatcher(deps: Pick<AppDeps, 'config' | 'database' | 'jobs'>) {
  const { pool } = deps.database;
  const jobs = { welcome: Boolean(deps.jobs), forward: Boolean(deps.jobs && deps.config.VIP_WEBHOOK_URL) };
  // Named: each connection parses and plans it once, not for every batch.
  const statement = { name: `vip-sign-up-batch-${Number(jobs.welcome)}${Number(jobs.forward)}`, text: signUpStatement(jobs) };

  return createBatcher<SignUp, SignUpOutcome>({
    maxBatch: MAX_BATCH,
    maxFlushes: MAX_FLUSHES,
    isolate: (error) => !isUnavailableError(error),
    async flush(signUps) {
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
      const { rows: written } = await pool.query<{ n: number }>({
        ...statement,
        values: [
          rows.map((row) => row.email),
          rows.map((row) => row.source),
          rows.map((row) => row.language),
          rows.map((row) => row.acceptsEmails),
          rows.map(() => newToken()),
          rows.map((row) => row.origin),
        ],
      });
      // `n` counts from 1 (with ordinality).
      const wrote = new Set(written.map((row) => Number(row.n) - 1));
      return rowIndex.map(({ row, first }) => ({ isAlreadySubscribed: !(first && wrote.has(row)) }));
    },
  });
}
