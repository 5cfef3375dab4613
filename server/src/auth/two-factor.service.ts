import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import {
  ENABLE_YOUR_TWO_FACTOR_FIRST,
  INVALID_TWO_FACTOR_CODE,
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_ALREADY_ENABLED,
  TWO_FACTOR_NOT_ENABLED,
  TWO_FACTOR_REQUIRED_BY_ADMIN,
  TWO_FACTOR_SETUP_MISSING,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@shared/two-factor';
import { recordActivity } from '../audit/audit.service';
import type { Db } from '../db/client';
import { recoveryCodes, staffPolicy, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { badRequest, conflict, notFound, unauthorized } from '../lib/errors';
import { INVALID_CREDENTIALS, type SecondStepMethod } from './auth.service';
import { verifyPassword } from './passwords';

export const RESET_OWN_TWO_FACTOR = 'Para tu propia cuenta, desactívala en «Mi cuenta» con tu contraseña.';
const MEMBER_GONE = 'La cuenta no existe';

/** What the authenticator app shows above the account's codes. */
const ISSUER = 'ChapinBox';
/** A code of the step before or after the current one still counts: phones' clocks drift. */
const TOLERANCE_SECONDS = 30;
/** Recovery codes: two groups of five, without the letters and digits people mix up (i l o 0 1). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const hashCode = (code: string) => createHash('sha256').update(code.replace('-', '')).digest('hex');

/** The time step of `token` when it is a valid code of `secret` after step `afterTimeStep`, else null. */
async function acceptedStep(secret: string, token: string, afterTimeStep?: number) {
  const result = await verify({ secret, token, epochTolerance: TOLERANCE_SECONDS, afterTimeStep });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

function newRecoveryCodes() {
  const group = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

export async function twoFactorIsRequired(db: Db) {
  const [policy] = await db.select({ required: staffPolicy.twoFactorRequired }).from(staffPolicy);
  return policy?.required ?? false;
}

/** Clears `userId`'s second factor and recovery codes (remembered devices named its start, so they go too). */
async function clearSecondFactor(tx: Db, userId: number) {
  await tx.update(users).set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238, through otplib): set up, confirm,
 * check at sign-in (each code once), recovery codes, turn off; admins reset a member's and
 * require it of everyone (docs/decisions/0071-two-step-sign-in.md).
 */
export function createTwoFactorService(deps: Pick<AppDeps, 'database'>) {
  const { db, pool } = deps.database;

  const account = async (userId: number) => {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw unauthorized();
    return row;
  };

  /** A code of the app not used before, or an unused recovery code (used up here). */
  const passes = async (userId: number, code: string): Promise<Exclude<SecondStepMethod, 'remembered'> | null> => {
    const row = await account(userId);
    if (!row.totpSecret) return null;
    if (/^\d{6}$/.test(code)) {
      const step = await acceptedStep(row.totpSecret, code, row.totpLastStep ?? undefined);
      if (step === null) return null;
      // Two requests racing with the same code: only the first moves the step on.
      const passed = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, userId), sql`coalesce(${users.totpLastStep}, -1) < ${step}`))
        .returning({ id: users.id });
      return passed.length ? 'code' : null;
    }
    const used = await db
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(code)), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return used.length ? 'recovery' : null;
  };

  return {
    async status(userId: number): Promise<TwoFactorStatus> {
      const row = await account(userId);
      const [left] = await db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return { enabled: row.totpEnabledAt !== null, required: await twoFactorIsRequired(db), recoveryCodesLeft: row.totpEnabledAt ? left.n : 0 };
    },

    /** A new secret to scan, kept aside until `enable` confirms a code of it (a second setup replaces it). */
    async setup(userId: number): Promise<TwoFactorSetup> {
      const row = await account(userId);
      if (row.totpEnabledAt) throw conflict(TWO_FACTOR_ALREADY_ENABLED);
      const secret = generateSecret();
      await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
      const otpauthUrl = generateURI({ issuer: ISSUER, label: row.email, secret });
      return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
    },

    /** Turns it on with a code of the secret being set up; answers the recovery codes, the only time they are shown. */
    async enable(userId: number, code: string): Promise<string[]> {
      const row = await account(userId);
      if (row.totpEnabledAt) throw conflict(TWO_FACTOR_ALREADY_ENABLED);
      if (!row.totpPendingSecret) throw conflict(TWO_FACTOR_SETUP_MISSING);
      const step = await acceptedStep(row.totpPendingSecret, code);
      if (step === null) throw badRequest(INVALID_TWO_FACTOR_CODE);
      const codes = newRecoveryCodes();
      await withTransaction(pool, async (tx) => {
        const enabled = await tx
          .update(users)
          .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: sql`now()`, totpLastStep: step })
          .where(and(eq(users.id, userId), isNull(users.totpEnabledAt), eq(users.totpPendingSecret, row.totpPendingSecret!)))
          .returning({ id: users.id });
        if (enabled.length === 0) throw conflict(TWO_FACTOR_SETUP_MISSING);
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codes.map((recovery) => ({ userId, codeHash: hashCode(recovery) })));
        await recordActivity(tx, { actorId: userId, action: 'auth.2fa-enable' });
      });
      return codes;
    },

    /** Turns it off after the password; refused while an admin requires it. */
    async disable(userId: number, password: string) {
      const row = await account(userId);
      if (!(await verifyPassword(password, row.passwordHash))) throw badRequest(INVALID_CREDENTIALS);
      if (!row.totpEnabledAt) throw conflict(TWO_FACTOR_NOT_ENABLED);
      if (await twoFactorIsRequired(db)) throw conflict(TWO_FACTOR_REQUIRED_BY_ADMIN);
      await withTransaction(pool, async (tx) => {
        await clearSecondFactor(tx, userId);
        await recordActivity(tx, { actorId: userId, action: 'auth.2fa-disable' });
      });
    },

    /** When the account's two-step sign-in was enabled (null: a password is enough). */
    async enabledAt(userId: number) {
      return (await account(userId)).totpEnabledAt;
    },

    /**
     * The second step of a sign-in: a code of the app (not one already used: each time step
     * passes once) or an unused recovery code, which is used up. Null when it is neither (the
     * activity log records the failure, with the address it came from).
     */
    async check(userId: number, code: string, address: string): Promise<Exclude<SecondStepMethod, 'remembered'> | null> {
      const method = await passes(userId, code);
      if (!method) await recordActivity(db, { actorId: userId, action: 'auth.2fa-failed', details: { address } });
      return method;
    },

    /**
     * An admin clears member `id`'s second factor (a lost phone): they set it up again, at their
     * next sign-in if it is required. Their own goes through `disable`, with the password.
     */
    async resetFor(actorId: number, id: number) {
      if (id === actorId) throw conflict(RESET_OWN_TWO_FACTOR);
      await withTransaction(pool, async (tx) => {
        const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id));
        if (!member) throw notFound(MEMBER_GONE);
        await clearSecondFactor(tx, id);
        await recordActivity(tx, { actorId, action: 'staff.2fa-reset', target: member.email });
      });
    },

    /** Requires it of every account (or not); only an admin who has it may require it, or they would lock themselves out. */
    async setRequired(actorId: number, required: boolean) {
      if (required && !(await account(actorId)).totpEnabledAt) throw conflict(ENABLE_YOUR_TWO_FACTOR_FIRST);
      await withTransaction(pool, async (tx) => {
        await tx.update(staffPolicy).set({ twoFactorRequired: required, updatedAt: sql`now()` });
        await recordActivity(tx, { actorId, action: 'staff.2fa-policy', details: { required } });
      });
      return { required };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
