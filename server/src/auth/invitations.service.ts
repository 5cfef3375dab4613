import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { INVITATION_VALID_DAYS, type CreatedInvitation, type OpenInvitation, type StaffRole } from '@shared/auth';
import { recordActivity } from '../audit/audit.service';
import type { Db } from '../db/client';
import { invitations, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { notFound } from '../lib/errors';
import { hashLinkToken, newLinkToken } from './passwords';

const isOpen = (tokenHash: string) =>
  and(eq(invitations.tokenHash, tokenHash), isNull(invitations.usedAt), gt(invitations.expiresAt, sql`now()`));

/** True when `token` names an unused, unexpired invitation. */
export async function invitationIsOpen(db: Db, token: string) {
  const [row] = await db.select({ id: invitations.id }).from(invitations).where(isOpen(hashLinkToken(token))).limit(1);
  return Boolean(row);
}

/**
 * Uses the invitation up in the caller's transaction: the `used_at is null` condition makes
 * two registrations racing on one link claim it once. Returns its id and role, or undefined.
 */
export async function claimInvitation(db: Db, token: string) {
  const [row] = await db
    .update(invitations)
    .set({ usedAt: sql`now()` })
    .where(isOpen(hashLinkToken(token)))
    .returning({ id: invitations.id, role: invitations.role });
  return row;
}

export async function recordInvitee(db: Db, invitationId: number, userId: number) {
  await db.update(invitations).set({ usedBy: userId }).where(eq(invitations.id, invitationId));
}

/** Invitation links to /register (docs/decisions/0011-invite-only-registration.md). */
export function createInvitationsService(deps: Pick<AppDeps, 'database'>) {
  const { db, pool } = deps.database;
  return {
    /**
     * A single-use link to /register for an account of `role`, valid 7 days. Only its hash is
     * stored, so it is shown once.
     */
    create(createdBy: number, role: StaffRole, origin: string): Promise<CreatedInvitation> {
      return withTransaction(pool, async (tx) => {
        const token = newLinkToken();
        const [row] = await tx
          .insert(invitations)
          .values({ tokenHash: hashLinkToken(token), role, createdBy, expiresAt: sql`now() + make_interval(days => ${INVITATION_VALID_DAYS})` })
          .returning({ id: invitations.id, expiresAt: invitations.expiresAt });
        await recordActivity(tx, { actorId: createdBy, action: 'staff.invite', target: `invitación #${row.id}`, details: { role } });
        return { id: row.id, role, url: `${origin}/register?invite=${token}`, expiresAt: row.expiresAt.toISOString() };
      });
    },

    async listOpen(): Promise<OpenInvitation[]> {
      const rows = await db
        .select({ id: invitations.id, role: invitations.role, createdAt: invitations.createdAt, expiresAt: invitations.expiresAt, createdBy: users.email })
        .from(invitations)
        .leftJoin(users, eq(users.id, invitations.createdBy))
        .where(and(isNull(invitations.usedAt), gt(invitations.expiresAt, sql`now()`)))
        .orderBy(desc(invitations.createdAt), desc(invitations.id));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() }));
    },

    /** Withdraws an unused invitation so its link stops working. */
    async revoke(actorId: number, id: number) {
      await withTransaction(pool, async (tx) => {
        const [deleted] = await tx
          .delete(invitations)
          .where(and(eq(invitations.id, id), isNull(invitations.usedAt)))
          .returning({ id: invitations.id, role: invitations.role });
        if (!deleted) throw notFound('La invitación no existe o ya se usó');
        await recordActivity(tx, { actorId, action: 'staff.invite-revoke', target: `invitación #${id}`, details: { role: deleted.role } });
      });
    },
  };
}
