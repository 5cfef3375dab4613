import { createHash } from 'node:crypto';
import { SESSION_GONE, type StaffSession } from '@shared/auth';
import { recordActivity } from '../audit/audit.service';
import { deleteSessionsOf, openSessionsOf, SESSION_IDLE_MS } from '../db/session-store';
import type { AppDeps } from '../deps';
import { notFound } from '../lib/errors';

/** A session's public name: its id is the cookie's secret, so only a hash of it leaves the server. */
const publicId = (sid: string) => createHash('sha256').update(sid).digest('base64url').slice(0, 22);

/**
 * The signed-in person's open sessions ("Sesiones abiertas"), which they can end one by one or
 * all but this one (an admin ends a member's in staff.service; docs/product.md#staff-sign-in).
 */
export function createSessionsService(deps: Pick<AppDeps, 'database'>) {
  const { db, pool } = deps.database;

  const endSessions = async (userId: number, sids: string[]) => {
    const ended = sids.length ? await deleteSessionsOf(pool, userId, sids) : 0;
    if (ended) await recordActivity(db, { actorId: userId, action: 'auth.sessions-end', details: { ended } });
    return ended;
  };

  return {
    async list(userId: number, currentSid: string): Promise<StaffSession[]> {
      const rows = await openSessionsOf(pool, userId);
      return rows.map(({ sid, sess, expire }) => ({
        id: publicId(sid),
        current: sid === currentSid,
        device: sess.device ?? 'Dispositivo desconocido',
        address: sess.address ?? null,
        signedInAt: sess.signedInAt ? new Date(sess.signedInAt).toISOString() : null,
        // Each request moves the end SESSION_IDLE_MS ahead: the last one was that long before it.
        lastActiveAt: new Date(expire.getTime() - SESSION_IDLE_MS).toISOString(),
      }));
    },

    /** Ends one of the person's own sessions by its public id; 404 when it is not open (or not theirs). */
    async end(userId: number, id: string) {
      const sids = (await openSessionsOf(pool, userId)).map((row) => row.sid).filter((sid) => publicId(sid) === id);
      if ((await endSessions(userId, sids)) === 0) throw notFound(SESSION_GONE);
    },

    /** Ends every session of the person but `currentSid`. */
    async endOthers(userId: number, currentSid: string) {
      const sids = (await openSessionsOf(pool, userId)).map((row) => row.sid).filter((sid) => sid !== currentSid);
      return endSessions(userId, sids);
    },
  };
}
