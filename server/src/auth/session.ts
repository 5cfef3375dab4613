import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type pg from 'pg';
import { forbidden, unauthorized } from '../http/errors';
import type { Logger } from '../lib/logger';

declare module 'express-session' {
  interface SessionData {
    userId: number;
    role: 'admin' | 'staff';
  }
}

export const SESSION_COOKIE = 'chapinbox.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Sessions live in PostgreSQL (table `session`, created by a migration), so any instance can
 * serve any request. Visitors get no session: one is stored only once a staff member signs in.
 */
export function sessionMiddleware(options: {
  pool: pg.Pool;
  secret: string;
  secureCookies: boolean;
  logger: Logger;
}): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store: new PgStore({
      pool: options.pool, tableName: 'session', createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
      errorLog: (...args: unknown[]) => options.logger.warn({ detail: args.map(String) }, 'session store error'),
    }),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: options.secureCookies,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies ? 'auto' : false,
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
}

/** The one server-side check in front of every staff route. */
export const requireStaff: RequestHandler = (req, _res, next) => {
  if (!req.session?.userId) return next(unauthorized());
  next();
};

/** After requireStaff: only administrators (e.g. inviting new staff). */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (req.session?.role !== 'admin') return next(forbidden('Solo un administrador puede hacer esto'));
  next();
};

const settle = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

/**
 * Signs `user` in on a brand-new session id (a session id planted before sign-in is thrown
 * away, so it cannot be fixed by an attacker) and stores it before answering.
 */
export async function startSession(req: Request, user: { id: number; role: 'admin' | 'staff' }) {
  await settle((done) => req.session.regenerate(done));
  req.session.userId = user.id;
  req.session.role = user.role;
  await settle((done) => req.session.save(done));
}

/** Deletes the session row; the caller clears the cookie. */
export async function endSession(req: Request) {
  if (!req.session) return;
  await settle((done) => req.session.destroy(done));
}
