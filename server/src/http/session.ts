import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import session, { type SessionData } from 'express-session';
import type pg from 'pg';
import type { CurrentUser } from '@shared/auth';
import { readSessionWithAccount, SESSION_IDLE_MS, SESSION_MAX_LIFETIME_MS } from '../db/session-store';
import { TWO_FACTOR_SETUP_REQUIRED } from '@shared/two-factor';
import { forbidden, unauthorized } from '../lib/errors';
import type { Logger } from '../lib/logger';

declare module 'express-session' {
  interface SessionData {
    /** Who signed in. The role is read afresh on every request. */
    userId: number;
    /** When (ms since the epoch): a session ends SESSION_MAX_LIFETIME_MS after it, however active. */
    signedInAt?: number;
    /** Where from, as "Sesiones abiertas" shows it: the device's name ("Chrome en Windows") and the address. */
    device?: string;
    address?: string;
    /** A sign-in whose password was right, waiting for its second step (no userId yet: not signed in). */
    pendingSignIn?: { userId: number; at: number };
  }
}

declare global {
  namespace Express {
    interface Request {
      /** The signed-in staff member's account as it is now (loadStaffMember); absent for visitors. */
      staffMember?: CurrentUser;
    }
  }
}

export const SESSION_COOKIE = 'chapinbox.sid';
export const HTTPS_REQUIRED = 'Inicia sesión desde la dirección https del sitio.';

/** The routes (relative to where the middleware is mounted) that start a session for a visitor who has none. */
const SIGN_IN_PATHS = ['/auth/login', '/auth/register'];

/**
 * Sessions live in PostgreSQL (table `session`, created by a migration), so any instance can
 * serve any request. Visitors get no session: one is stored only once a staff member signs in.
 *
 * express-session runs only where a session can matter: for a request that carries the
 * session cookie, or that signs in (`signInPaths`, POST). For everyone else it would make up
 * a session id and wrap the response on every request only to store nothing; without it
 * `req.session` is simply absent there.
 */
export function sessionMiddleware(options: {
  pool: pg.Pool;
  secret: string;
  secureCookies: boolean;
  logger: Logger;
  signInPaths?: string[];
}): RequestHandler {
  const StaffSessionStore = staffSessionStore(options.pool);
  const signInPaths = new Set(options.signInPaths ?? SIGN_IN_PATHS);
  const cookiePrefix = `${SESSION_COOKIE}=`;
  const sessions = session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store: new StaffSessionStore({
      pool: options.pool, tableName: 'session', createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
      errorLog: (...args: unknown[]) => options.logger.warn({ detail: args.map(String) }, 'session store error'),
    }),
    resave: false,
    saveUninitialized: false,
    // Sliding: each staff request moves the cookie's and the row's end SESSION_IDLE_MS ahead
    // (one UPDATE of the row, staff requests only); loadStaffMember ends it after its lifetime.
    rolling: true,
    proxy: options.secureCookies,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Behind TRUST_PROXY the site is https: the cookie is always Secure, so a browser never
      // sends it over plain http, whatever the proxy says about one request.
      secure: options.secureCookies,
      maxAge: SESSION_IDLE_MS,
    },
  });
  return (req, res, next) => {
    const mayHaveSession = req.headers.cookie?.includes(cookiePrefix) || (req.method === 'POST' && signInPaths.has(req.path));
    if (mayHaveSession) return sessions(req, res, next);
    next();
  };
}

/** Where a session read from the store carries its account until express-session builds req.session (a symbol: never stored). */
const ACCOUNT = Symbol('account');
type ReadSession = SessionData & { [ACCOUNT]?: CurrentUser | null };

/**
 * connect-pg-simple's store, whose reads also read the session's account (one statement,
 * db/session-store.ts) and hand it to the request as `req.staffMember`.
 */
function staffSessionStore(pool: pg.Pool) {
  const PgStore = connectPgSimple(session);
  return class StaffSessionStore extends PgStore {
    override get(sid: string, done: (error: unknown, session?: SessionData | null) => void) {
      readSessionWithAccount(pool, sid).then((found) => {
        if (!found) return done(null, null);
        const read: ReadSession = found.session;
        read[ACCOUNT] = found.account;
        done(null, read);
      }, done);
    }

    override createSession(req: Request, sess: ReadSession) {
      const account = sess[ACCOUNT];
      if (account !== undefined) req.staffMember = account ?? undefined;
      return super.createSession(req, sess);
    }
  };
}

/**
 * After the session middleware, which read the signed-in member's account with the session on
 * every request that has one, so a role change or a removal counts from the very next request
 * (docs/product.md#staff-accounts). The session of an account that no longer exists, or signed in
 * longer ago than SESSION_MAX_LIFETIME_MS, ends here.
 */
export const loadStaffMember: RequestHandler = async (req, _res, next) => {
  const tooOld = req.session?.signedInAt !== undefined && Date.now() - req.session.signedInAt > SESSION_MAX_LIFETIME_MS;
  if (req.session?.userId && (!req.staffMember || tooOld)) {
    req.staffMember = undefined;
    await endSession(req);
  }
  next();
};

/** Where a member who must still set up two-step sign-in may go: their own account's routes. */
const ACCOUNT_ROUTES = '/api/auth/';

/**
 * The one server-side check in front of every staff route. While an admin requires two-step
 * sign-in and the member has not set it up, only their own account's routes answer.
 */
export const requireStaff: RequestHandler = (req, _res, next) => {
  const member = req.staffMember;
  if (!member) return next(unauthorized());
  if (member.twoFactorRequired && !member.twoFactorEnabled && !req.originalUrl.startsWith(ACCOUNT_ROUTES)) {
    return next(forbidden(TWO_FACTOR_SETUP_REQUIRED));
  }
  next();
};

export const ADMIN_ONLY = 'Solo un administrador puede hacer esto';

/** After requireStaff: only administrators (subscribers, staff, settings, the activity log…). */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (req.staffMember?.role !== 'admin') return next(forbidden(ADMIN_ONLY));
  next();
};

/** The signed-in member's id, for a route behind requireStaff. */
export const staffId = (req: Request) => {
  if (!req.staffMember) throw unauthorized();
  return req.staffMember.id;
};

const settle = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

/**
 * Signs `user` in on a brand-new session id (a session id planted before sign-in is thrown
 * away, so it cannot be fixed by an attacker) and stores it before answering.
 */
export async function startSession(req: Request, user: { id: number }, device: string) {
  // A Secure cookie is not set on a plain-http request: say so rather than sign in for nothing.
  if (req.session.cookie.secure && !req.secure) throw forbidden(HTTPS_REQUIRED);
  await settle((done) => req.session.regenerate(done));
  req.session.userId = user.id;
  req.session.signedInAt = Date.now();
  req.session.device = device;
  req.session.address = req.ip;
  await settle((done) => req.session.save(done));
}

/** How long the second step of a sign-in may wait for its code. */
export const TWO_FACTOR_STEP_MS = 10 * 60 * 1000;

/**
 * After a right password on an account with two-step sign-in: a fresh session that only
 * remembers who is halfway in, for TWO_FACTOR_STEP_MS; `pendingSignIn` reads it back.
 */
export async function startPendingSignIn(req: Request, userId: number) {
  if (req.session.cookie.secure && !req.secure) throw forbidden(HTTPS_REQUIRED);
  await settle((done) => req.session.regenerate(done));
  req.session.pendingSignIn = { userId, at: Date.now() };
  req.session.cookie.maxAge = TWO_FACTOR_STEP_MS;
  await settle((done) => req.session.save(done));
}

/** The account halfway through signing in on this session, if its step has not expired. */
export function pendingSignIn(req: Request): number | undefined {
  const pending = req.session?.pendingSignIn;
  return pending && Date.now() - pending.at <= TWO_FACTOR_STEP_MS ? pending.userId : undefined;
}

/**
 * Before a sign-in or a registration does anything: over plain http behind the proxy the Secure
 * session cookie would never be set, so the request is refused before an account is created or
 * a password checked.
 */
export const requireHttpsSignIn: RequestHandler = (req, _res, next) => {
  next(req.session?.cookie.secure && !req.secure ? forbidden(HTTPS_REQUIRED) : undefined);
};

/** Deletes the session row; the caller clears the cookie. */
export async function endSession(req: Request) {
  if (!req.session) return;
  await settle((done) => req.session.destroy(done));
}
