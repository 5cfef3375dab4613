import type { SessionData } from 'express-session';
import type pg from 'pg';
import type { CurrentUser } from '@shared/auth';

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** …and at the latest this long after its sign-in. */
export const SESSION_MAX_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** The columns of CurrentUser, read from `users u` (the staff rules' one row included). */
export const CURRENT_USER_COLUMNS = `u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.role,
  u.totp_enabled_at is not null as "twoFactorEnabled",
  coalesce((select two_factor_required from staff_policy), false) as "twoFactorRequired"`;

/**
 * The session row and the account it names as it is now, in one statement: every staff request
 * reads both, so the account needs no round trip of its own. Named, so each connection plans it
 * once.
 */
const SESSION_WITH_ACCOUNT = {
  name: 'session-with-account',
  text: `select s.sess, ${CURRENT_USER_COLUMNS}
    from session s left join users u on u.id = (s.sess->>'userId')::int
    where s.sid = $1 and s.expire >= to_timestamp($2)`,
};

/** A row of SESSION_WITH_ACCOUNT: the account's columns are null when it no longer exists. */
type SessionWithAccount = { sess: SessionData } & (CurrentUser | { [K in keyof CurrentUser]: null });

/** An unexpired session and its account (null when the account is gone); undefined when there is no such session. */
export async function readSessionWithAccount(pool: pg.Pool, sid: string): Promise<{ session: SessionData; account: CurrentUser | null } | undefined> {
  const { rows } = await pool.query<SessionWithAccount>({ ...SESSION_WITH_ACCOUNT, values: [sid, Date.now() / 1000] });
  const row = rows[0];
  if (!row) return undefined;
  const { sess, ...account } = row;
  return { session: sess, account: account.id === null ? null : (account as CurrentUser) };
}

/** The open (unexpired) sessions of account `userId`, the most recently active first. */
export async function openSessionsOf(pool: pg.Pool, userId: number) {
  const { rows } = await pool.query<{ sid: string; sess: SessionData; expire: Date }>(
    `select sid, sess, expire from session where sess->>'userId' = $1 and expire >= now() order by expire desc`,
    [String(userId)],
  );
  return rows;
}

/** Deletes the sessions `sids` of account `userId` (never another account's); answers how many went. */
export async function deleteSessionsOf(pool: pg.Pool, userId: number, sids: string[]) {
  const { rowCount } = await pool.query(`delete from session where sess->>'userId' = $1 and sid = any($2::text[])`, [String(userId), sids]);
  return rowCount ?? 0;
}
