import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ResetPasswordRequest, ResetRequestResponse } from '@shared/auth';
import { passwordResets, sessions, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { recordActivity } from '../audit/audit.service';
import type { AppDeps } from '../deps';
import { badRequest } from '../lib/errors';
import { findUserByEmail } from './auth.service';
import { hashLinkToken, hashPassword, newLinkToken } from './passwords';

export const RESET_REQUESTED = 'Si el email existe, recibirás un enlace de recuperación.';
export const RESET_LINK_INVALID = 'El enlace de recuperación no es válido, ya se usó o ha caducado. Solicita uno nuevo.';
export const PASSWORD_UPDATED = 'Contraseña actualizada';

const isOpen = (tokenHash: string) =>
  and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`));

function resetEmail(to: string, firstName: string | null, link: string) {
  const greeting = firstName ? `Hola, ${firstName}:` : 'Hola:';
  const text = [
    greeting,
    '',
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta de ChapinBox.',
    'Abre este enlace para elegir una nueva. Caduca en 1 hora y solo funciona una vez:',
    '',
    link,
    '',
    'Si no lo pediste, ignora este mensaje: tu contraseña no cambia.',
  ].join('\n');
  return { to, subject: 'Restablece tu contraseña de ChapinBox', text };
}

/** Password recovery by e-mail link (docs/product.md#staff-sign-in). */
export function createPasswordResetService(deps: Pick<AppDeps, 'database' | 'mailer' | 'config' | 'logger'>) {
  const { mailer, logger } = deps;
  const { db, pool } = deps.database;
  // The token shows on screen only without a mail transport, never in production, and only
  // to a request from this machine (docs/decisions/0012-reset-token-on-screen.md).
  const tokenOnScreen = mailer.mode === 'log' && deps.config.NODE_ENV !== 'production';

  return {
    /**
     * Always the same answer, whether or not the e-mail has an account. On screen (development
     * only, from this machine) an unknown e-mail gets a token too, one that matches nothing.
     */
    async request(email: string, from: { origin: string; fromLoopback: boolean }): Promise<ResetRequestResponse> {
      const { origin } = from;
      const token = newLinkToken();
      const user = await findUserByEmail(db, email);
      if (user) {
        await db
          .insert(passwordResets)
          .values({ userId: user.id, tokenHash: hashLinkToken(token), expiresAt: sql`now() + interval '1 hour'` });
        const link = `${origin}/forgot-password?token=${encodeURIComponent(token)}`;
        // Without a mail transport the log is the mailbox in development: a developer on another
        // machine (no token on screen) finds the link there. Never in production.
        if (mailer.mode === 'log' && deps.config.NODE_ENV !== 'production') logger.info({ userId: user.id, resetLink: link }, 'password reset link (no SMTP_URL: e-mail written to the log)');
        // Not awaited: waiting for SMTP would make known e-mails answer measurably slower. A
        // lost message is recovered by asking again.
        void mailer.send(resetEmail(user.email, user.firstName, link)).then((result) => {
          if (result.status !== 'delivered') logger.error({ userId: user.id, reason: result.reason }, 'password reset e-mail could not be sent');
        });
      }
      return tokenOnScreen && from.fromLoopback ? { message: RESET_REQUESTED, resetToken: token } : { message: RESET_REQUESTED };
    },

    /**
     * Sets the new password once per token and ends every other session of the account (an
     * attacker signed in with the old password is thrown out). `currentSessionId` is spared.
     */
    async reset(input: ResetPasswordRequest, currentSessionId: string | undefined) {
      const tokenHash = hashLinkToken(input.token);
      const [open] = await db.select({ id: passwordResets.id }).from(passwordResets).where(isOpen(tokenHash)).limit(1);
      if (!open) throw badRequest(RESET_LINK_INVALID);
      const passwordHash = await hashPassword(input.newPassword);
      await withTransaction(pool, async (tx) => {
        // Claimed again here: of two requests racing on one token, one wins.
        const [claimed] = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(isOpen(tokenHash))
          .returning({ userId: passwordResets.userId });
        if (!claimed) throw badRequest(RESET_LINK_INVALID);
        await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
        await recordActivity(tx, { actorId: claimed.userId, action: 'auth.password-reset' });
        await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
        // Without a session of its own (the usual case: someone who forgot their password)
        // every session of the account ends.
        const ofUser = sql`${sessions.sess}->>'userId' = ${String(claimed.userId)}`;
        await tx.delete(sessions).where(currentSessionId ? and(ofUser, sql`${sessions.sid} <> ${currentSessionId}`) : ofUser);
      });
      return { message: PASSWORD_UPDATED };
    },
  };
}
