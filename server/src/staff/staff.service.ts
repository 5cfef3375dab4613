import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '@shared/auth';
import { LAST_ADMIN_MESSAGE, type StaffMember } from '@shared/staff';
import { recordActivity } from '../audit/audit.service';
import type { Db } from '../db/client';
import { invitations, sessions, staffPolicy, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { conflict, notFound } from '../lib/errors';

// Every change of role or removal takes this transaction-level lock first, so two of them
// racing (two admins demoting each other) cannot both pass the last-admin check.
export const STAFF_CHANGE_LOCK = 5_017_002;

const MEMBER_GONE = 'La cuenta no existe';

type UserRow = typeof users.$inferSelect;

const toMember = (row: UserRow): StaffMember => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  twoFactorEnabled: row.totpEnabledAt !== null,
});

/** The member `id` under the staff lock, or 404. */
async function lockedMember(tx: Db, id: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_CHANGE_LOCK})`);
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(MEMBER_GONE);
  return row;
}

/** 409 when `member` is the only administrator left. */
async function keepOneAdmin(tx: Db, member: UserRow) {
  if (member.role !== 'admin') return;
  const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  if (admins.n <= 1) throw conflict(LAST_ADMIN_MESSAGE);
}

/** Ends every session of `userId` at once (on removal). */
export const endSessionsOf = (tx: Db, userId: number) => tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${String(userId)}`);

/**
 * Deletes the unused invitations `userId` made: an invitation carries its maker's power, which
 * ends with their removal or demotion. Answers how many there were.
 */
async function revokeInvitationsBy(tx: Db, userId: number) {
  const revoked = await tx.delete(invitations).where(and(eq(invitations.createdBy, userId), isNull(invitations.usedAt))).returning({ id: invitations.id });
  return revoked.length;
}

/** Staff accounts: list, role changes and removal, for admins (docs/product.md#staff-accounts). */
export function createStaffService(deps: Pick<AppDeps, 'database'>) {
  const { db, pool } = deps.database;
  return {
    /** Every account, administrators first, then by e-mail, and whether each must sign in with two steps. */
    async list(): Promise<{ staff: StaffMember[]; twoFactorRequired: boolean }> {
      const rows = await db.select().from(users).orderBy(asc(users.role), asc(sql`lower(${users.email})`));
      const [policy] = await db.select({ required: staffPolicy.twoFactorRequired }).from(staffPolicy);
      return { staff: rows.map(toMember), twoFactorRequired: policy?.required ?? false };
    },

    /** Gives `id` the role `role`; demoting the last admin is 409. Takes effect on the member's next request; a demoted admin's open invitations are revoked. */
    changeRole(actorId: number, id: number, role: StaffRole): Promise<StaffMember> {
      return withTransaction(pool, async (tx) => {
        const member = await lockedMember(tx, id);
        if (member.role === role) return toMember(member);
        if (role !== 'admin') await keepOneAdmin(tx, member);
        const [updated] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning();
        const invitationsRevoked = member.role === 'admin' ? await revokeInvitationsBy(tx, id) : 0;
        await recordActivity(tx, {
          actorId,
          action: 'staff.role-change',
          target: member.email,
          details: { changes: [{ field: 'rol', from: member.role, to: role }], ...(invitationsRevoked ? { invitationsRevoked } : {}) },
        });
        return toMember(updated);
      });
    },

    /** Ends every session of member `id` at once (a lost phone, a shared computer); answers how many. */
    async endSessions(actorId: number, id: number) {
      return withTransaction(pool, async (tx) => {
        const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id));
        if (!member) throw notFound(MEMBER_GONE);
        const ended = (await endSessionsOf(tx, id).returning({ sid: sessions.sid })).length;
        await recordActivity(tx, { actorId, action: 'auth.sessions-end', target: member.email, details: { ended } });
        return ended;
      });
    },

    /** Removes the account, its open invitations and its sessions at once; removing the last admin is 409. */
    async remove(actorId: number, id: number) {
      await withTransaction(pool, async (tx) => {
        const member = await lockedMember(tx, id);
        await keepOneAdmin(tx, member);
        const invitationsRevoked = await revokeInvitationsBy(tx, id);
        // Recorded before the row goes: an admin may remove their own account.
        await recordActivity(tx, { actorId, action: 'staff.remove', target: member.email, details: { role: member.role, ...(invitationsRevoked ? { invitationsRevoked } : {}) } });
        await endSessionsOf(tx, id);
        await tx.delete(users).where(eq(users.id, id));
      });
    },
  };
}
