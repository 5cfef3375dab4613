import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ChangePasswordRequest, CurrentUser, LoginRequest, RegisterRequest, RegistrationStatus, RegistrationStatusQuery, StaffRole } from '@shared/auth';
import { recordActivity } from '../audit/audit.service';
import type { Db } from '../db/client';
import { passwordResets, sessions, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { ApiError, badRequest, conflict, forbidden, unauthorized } from '../lib/errors';
import { claimInvitation, openInvitationEmail, recordInvitee } from './invitations.service';
import { CURRENT_USER_COLUMNS } from '../db/session-store';
import { hashPassword, verifyPassword } from './passwords';
import { claimSetupToken, hasAccounts, setupTokenIsOpen } from './setup-token.service';

export const INVALID_CREDENTIALS = 'Credenciales inválidas';
export const INVITATION_REQUIRED = 'El registro requiere una invitación de un administrador.';
export const INVITATION_INVALID = 'La invitación no es válida, ya se usó o ha caducado. Pide una nueva a un administrador.';
export const EMAIL_TAKEN = 'Ya existe una cuenta con este email';
export const INVITATION_FOR_ANOTHER_EMAIL = 'Esta invitación es para otra dirección de email: regístrate con la dirección a la que llegó.';
export const SETUP_REQUIRED =
  'La primera cuenta se crea con el enlace de configuración que el servidor muestra al arrancar (también está en el archivo setup-token de su carpeta de datos).';
export const SETUP_INVALID = 'El enlace de configuración no es válido o ya se usó. Reinicia el servidor para ver el enlace vigente.';
export const PASSWORD_CHANGED = 'Contraseña actualizada';

// Registrations take this transaction-level lock, so two people racing for the very first
// account (the admin, no invitation needed) cannot both get one.
const REGISTRATION_LOCK = 5_017_001;

type UserRow = typeof users.$inferSelect;

/** Account `id` as the browser sees it (the columns the session read uses). */
async function readCurrentUser(db: Db, id: number): Promise<CurrentUser> {
  const { rows } = await db.execute<CurrentUser & Record<string, unknown>>(sql`select ${sql.raw(CURRENT_USER_COLUMNS)} from users u where u.id = ${id}`);
  if (!rows[0]) throw unauthorized();
  return rows[0];
}

/** The account of `email` in any letter case. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/**
 * Who may register: while no account exists, the holder of a setup link (that first account
 * is the admin, docs/decisions/0011-invite-only-registration.md); then only holders of an
 * open invitation. With `claim`, the link or invitation is used up (inside the caller's
 * transaction) and the invitation's id and role come back. Throws 403/409 with the reason.
 */
async function admitRegistration(db: Db, input: RegisterRequest, claim: boolean) {
  let invitation: { id: number; role: StaffRole } | undefined;
  if (await hasAccounts(db)) {
    if (!input.inviteToken) throw forbidden(INVITATION_REQUIRED);
    // An invitation registers only the address it was sent to.
    const invitedEmail = await openInvitationEmail(db, input.inviteToken);
    if (invitedEmail === undefined) throw forbidden(INVITATION_INVALID);
    if (invitedEmail !== input.email.trim().toLowerCase()) throw forbidden(INVITATION_FOR_ANOTHER_EMAIL);
    if (claim) invitation = await claimInvitation(db, input.inviteToken, input.email);
    if (claim && !invitation) throw forbidden(INVITATION_INVALID);
  } else {
    if (!input.setupToken) throw forbidden(SETUP_REQUIRED);
    const admitted = claim ? await claimSetupToken(db, input.setupToken) : await setupTokenIsOpen(db, input.setupToken);
    if (!admitted) throw forbidden(SETUP_INVALID);
  }
  if (await findUserByEmail(db, input.email)) throw conflict(EMAIL_TAKEN);
  return invitation;
}

/** Where a sign-in comes from: its address, and whether the owner is likely the one asking. */
export interface SignInOrigin {
  address: string;
  /** The browser carries the account's known-device cookie. */
  knownDevice: boolean;
  /** The account's per-e-mail limit had counted no failure before this attempt. */
  quietAccount: boolean;
  /** This browser was remembered at a two-step sign-in of the account since it was enabled at `enabledAt`. */
  remembersSecondStep?: (userId: number, enabledAt: Date) => boolean;
}

/** A sign-in is complete (`user`), or its password was right and the account's code must follow. */
export type SignInResult = { user: CurrentUser } | { secondStepFor: number };

/** How the sign-in passed its second step, as the activity log records it (none: no two-step sign-in). */
export type SecondStepMethod = 'code' | 'recovery' | 'remembered';

/** Staff accounts: invite-only registration, sign-in and the current user (docs/product.md#staff-sign-in). */
export function createAuthService(deps: Pick<AppDeps, 'database'>) {
  const { db, pool } = deps.database;
  /** Stamps the account's last sign-in and records it in the activity log, together; answers the account. */
  const completeSignIn = (userId: number, address: string, method?: SecondStepMethod): Promise<CurrentUser> =>
    withTransaction(pool, async (tx) => {
      await tx.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, userId));
      await recordActivity(tx, { actorId: userId, action: 'auth.sign-in', details: { address, ...(method ? { method } : {}) } });
      return readCurrentUser(tx, userId);
    });

  return {
    async register(input: RegisterRequest): Promise<CurrentUser> {
      // Checked once before the slow hash so refused attempts cost nothing, then for real
      // under the lock.
      await admitRegistration(db, input, false);
      const passwordHash = await hashPassword(input.password);
      return withTransaction(pool, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK})`);
        const invitation = await admitRegistration(tx, input, true);
        const [row] = await tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            firstName: input.firstName || null,
            lastName: input.lastName || null,
            // The first account administers the site; an invited one gets the invitation's role.
            role: invitation?.role ?? 'admin',
            lastSignInAt: sql`now()`,
          })
          .returning();
        if (invitation) await recordInvitee(tx, invitation.id, row.id);
        await recordActivity(tx, { actorId: row.id, action: 'auth.register', details: { role: row.role } });
        return readCurrentUser(tx, row.id);
      });
    },

    /**
     * 401 'Credenciales inválidas' for a wrong e-mail or password alike, in the same time (a
     * flood aside, when the owner's check goes first). A right password completes the sign-in
     * (completeSignIn) unless the account has two-step sign-in and this browser was not
     * remembered for it: then the code must follow (`secondStepFor`).
     */
    async signIn(input: LoginRequest, from: SignInOrigin = { address: '', knownDevice: false, quietAccount: false }): Promise<SignInResult> {
      const row = await findUserByEmail(db, input.email);
      // The owner ahead of a flood: a device the account knows, or an account nobody has been
      // failing on (an unknown e-mail never is: strangers cannot jump the queue with new ones).
      const priority = from.knownDevice || (row && from.quietAccount) ? 'high' : 'normal';
      const matches = await verifyPassword(input.password, row?.passwordHash, priority);
      // A wrong password for an account is in its log (a made-up e-mail has no log to be in).
      if (row && !matches) await recordActivity(db, { actorId: row.id, action: 'auth.sign-in-failed', details: { address: from.address } });
      if (!row || !matches) throw new ApiError(401, INVALID_CREDENTIALS);
      if (!row.totpEnabledAt) return { user: await completeSignIn(row.id, from.address) };
      if (from.remembersSecondStep?.(row.id, row.totpEnabledAt)) return { user: await completeSignIn(row.id, from.address, 'remembered') };
      return { secondStepFor: row.id };
    },

    completeSignIn,

    /**
     * A signed-in member's new password: the current one must match (400 'Credenciales
     * inválidas' otherwise: a 401 would read as an ended session). Every other session of the
     * account ends, as do its open reset links; `currentSessionId` stays signed in.
     */
    async changePassword(userId: number, input: ChangePasswordRequest, currentSessionId: string) {
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!row) throw unauthorized();
      if (!(await verifyPassword(input.currentPassword, row.passwordHash))) throw badRequest(INVALID_CREDENTIALS);
      const passwordHash = await hashPassword(input.newPassword);
      await withTransaction(pool, async (tx) => {
        await recordActivity(tx, { actorId: userId, action: 'auth.password-change' });
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
        await tx.delete(sessions).where(and(sql`${sessions.sess}->>'userId' = ${String(userId)}`, sql`${sessions.sid} <> ${currentSessionId}`));
      });
      return { message: PASSWORD_CHANGED };
    },

    async registrationStatus(query: RegistrationStatusQuery): Promise<RegistrationStatus> {
      const firstAccount = !(await hasAccounts(db));
      const check = async (token: string | undefined, isOpen: (db: Db, token: string) => Promise<boolean>) =>
        token === undefined ? 'none' : (await isOpen(db, token)) ? 'valid' : 'invalid';
      const invitedEmail = query.invite === undefined ? undefined : await openInvitationEmail(db, query.invite);
      const invitation = query.invite === undefined ? 'none' : invitedEmail !== undefined ? 'valid' : 'invalid';
      const setup = firstAccount ? await check(query.setup, setupTokenIsOpen) : 'none';
      return { open: firstAccount ? setup === 'valid' : invitation === 'valid', firstAccount, invitation, setup, ...(invitedEmail ? { invitedEmail } : {}) };
    },
  };
}
