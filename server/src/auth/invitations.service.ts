import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { INVITATION_VALID_DAYS, type CreatedInvitation, type OpenInvitation, type StaffRole } from '@shared/auth';
import { recordActivity } from '../audit/audit.service';
import type { Db } from '../db/client';
import { invitations, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { notFound } from '../lib/errors';
import { invitationEmail } from './invitation-email';
import { hashLinkToken, newLinkToken } from './passwords';

const isOpen = (tokenHash: string) =>
  and(eq(invitations.tokenHash, tokenHash), isNull(invitations.usedAt), gt(invitations.expiresAt, sql`now()`));

/** The address an unused, unexpired invitation `token` is for, or undefined when there is none. */
export async function openInvitationEmail(db: Db, token: string) {
  const [row] = await db.select({ email: invitations.email }).from(invitations).where(isOpen(hashLinkToken(token))).limit(1);
  return row?.email ?? undefined;
}

/**
 * Uses the invitation up in the caller's transaction, for its own address only: the
 * `used_at is null` condition makes two registrations racing on one link claim it once.
 * Returns its id and role, or undefined.
 */
export async function claimInvitation(db: Db, token: string, email: string) {
  const [row] = await db
    .update(invitations)
    .set({ usedAt: sql`now()` })
    .where(and(isOpen(hashLinkToken(token)), eq(invitations.email, email.trim().toLowerCase())))
    .returning({ id: invitations.id, role: invitations.role });
  return row;
}

export async function recordInvitee(db: Db, invitationId: number, userId: number) {
  await db.update(invitations).set({ usedBy: userId }).where(eq(invitations.id, invitationId));
}

/** Invitation links to /register (docs/decisions/0011-invite-only-registration.md). */
export function createInvitationsService(deps: Pick<AppDeps, 'database' | 'mailer' | 'logger'>) {
  const { db, pool } = deps.database;
  return {
    /**
     * A single-use link to /register for `email` only, for an account of `role`, valid 7 days,
     * e-mailed to that address (and shown once to the admin). Only its hash is stored.
     */
    async create(createdBy: number, input: { role: StaffRole; email: string }, origin: string): Promise<CreatedInvitation> {
      const email = input.email.trim().toLowerCase();
      const token = newLinkToken();
      const url = `${origin}/register?invite=${token}`;
      const created = await withTransaction(pool, async (tx) => {
        const [inviter] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, createdBy));
        const [row] = await tx
          .insert(invitations)
          .values({ tokenHash: hashLinkToken(token), role: input.role, email, createdBy, expiresAt: sql`now() + make_interval(days => ${INVITATION_VALID_DAYS})` })
          .returning({ id: invitations.id, expiresAt: invitations.expiresAt });
        await recordActivity(tx, { actorId: createdBy, action: 'staff.invite', target: email, details: { role: input.role } });
        return { row, inviter };
      });
      const sent = await deps.mailer.send(invitationEmail({ to: email, role: input.role, url, inviter: created.inviter?.firstName || created.inviter?.email || 'Un administrador' }));
      if (sent.status !== 'delivered') deps.logger.warn({ invitationId: created.row.id, reason: sent.reason }, 'invitation e-mail could not be sent');
      return { id: created.row.id, role: input.role, email, url, expiresAt: created.row.expiresAt.toISOString(), emailed: sent.status === 'delivered' };
    },

    async listOpen(): Promise<OpenInvitation[]> {
      const rows = await db
        .select({ id: invitations.id, role: invitations.role, email: invitations.email, createdAt: invitations.createdAt, expiresAt: invitations.expiresAt, createdBy: users.email })
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
          .returning({ id: invitations.id, role: invitations.role, email: invitations.email });
        if (!deleted) throw notFound('La invitación no existe o ya se usó');
        await recordActivity(tx, { actorId, action: 'staff.invite-revoke', target: deleted.email ?? `invitación #${id}`, details: { role: deleted.role } });
      });
    },
  };
}
