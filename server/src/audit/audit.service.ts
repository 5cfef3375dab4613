import { and, desc, eq, gte, like, lt, sql } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, AUDIT_RETENTION_YEARS, type AuditAction, type AuditDetails, type AuditPageResponse, type AuditQuery } from '@shared/audit';
import type { Db } from '../db/client';
import { auditLog, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { unauthorized } from '../lib/errors';

export interface Activity {
  /** The signed-in staff member who acts. */
  actorId: number;
  action: AuditAction;
  /** What it was done to, in words staff recognise: an e-mail, a file name, a product. */
  target?: string | null;
  details?: AuditDetails | null;
}

/**
 * Writes one entry of the activity log on `tx`, the transaction of the change it records, so
 * the entry commits with the change and is rolled back with it
 * (docs/decisions/0030-activity-log-in-the-same-transaction.md). The actor's e-mail is copied
 * into the entry; their account row is share-locked until the commit, so an account removed
 * meanwhile cannot lose the entry's author. An actor whose account is gone gets 401 and the
 * change fails with it.
 */
export async function recordActivity(tx: Db, activity: Activity) {
  const [actor] = await tx.select({ email: users.email }).from(users).where(eq(users.id, activity.actorId)).for('key share');
  if (!actor) throw unauthorized();
  await tx.insert(auditLog).values({
    actorId: activity.actorId,
    actorEmail: actor.email,
    action: activity.action,
    target: activity.target ?? null,
    details: activity.details ?? null,
  });
}

/** The activity log of /admin/activity (docs/product.md#activity-log). */
export function createAuditService(deps: Pick<AppDeps, 'database'>) {
  const { db } = deps.database;
  return {
    /**
     * One page, newest first, of the entries `query` keeps (a person, a kind of action, a time
     * range); one row more than a page is read to know whether another follows.
     */
    async page(query: AuditQuery): Promise<AuditPageResponse> {
      const { page } = query;
      const rows = await db
        .select()
        .from(auditLog)
        .where(
          and(
            query.actor ? sql`lower(${auditLog.actorEmail}) = lower(${query.actor})` : undefined,
            query.kind ? like(auditLog.action, `${query.kind}.%`) : undefined,
            query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
            query.to ? lt(auditLog.at, new Date(query.to)) : undefined,
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE + 1)
        .offset((page - 1) * AUDIT_PAGE_SIZE);
      return {
        entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: { email: row.actorEmail },
          action: row.action,
          target: row.target,
          details: (row.details as Record<string, unknown> | null) ?? null,
        })),
        page,
        pageSize: AUDIT_PAGE_SIZE,
        hasMore: rows.length > AUDIT_PAGE_SIZE,
      };
    },

    /** Every e-mail that appears in the log, alphabetically (removed accounts' included). */
    async actors(): Promise<string[]> {
      const rows = await db.selectDistinct({ email: auditLog.actorEmail }).from(auditLog).orderBy(auditLog.actorEmail);
      return rows.map((row) => row.email);
    },

    /** Deletes the entries older than the retention (two years); answers how many went. */
    async removeExpired() {
      const removed = await db
        .delete(auditLog)
        .where(sql`${auditLog.at} < now() - make_interval(years => ${AUDIT_RETENTION_YEARS})`)
        .returning({ id: auditLog.id });
      return removed.length;
    },
  };
}
