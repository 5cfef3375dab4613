import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_MAX_BYTES } from '@shared/auth';
import { loadCommonPasswords } from '@shared/common-passwords';
import { ApiError } from '../lib/errors';
import { createPasswordWorkers, PasswordWorkersBusy, type CheckPriority, type PasswordWorkers } from './password-workers';

// Every new password is checked against the common-password list by the shared schema; the
// server has it before it answers anything (docs/decisions/0036-password-policy.md).
await loadCommonPasswords();

/** bcrypt cost of every stored password; its price in CPU is measured in decision 0034. */
const BCRYPT_COST = 12;

export const PASSWORD_CHECKS_BUSY = 'Hay demasiados inicios de sesión en curso. Inténtalo de nuevo en unos segundos.';

// One pool per process, started on first use (docs/decisions/0034-password-hashing-off-the-event-loop.md).
let workers: PasswordWorkers | undefined;
const passwordWorkers = () => (workers ??= createPasswordWorkers());

/** A full queue is 503 at once, not a wait behind every other sign-in. */
async function onWorker<T>(run: (workers: PasswordWorkers) => Promise<T>): Promise<T> {
  try {
    return await run(passwordWorkers());
  } catch (error) {
    if (error instanceof PasswordWorkersBusy) throw new ApiError(503, PASSWORD_CHECKS_BUSY);
    throw error;
  }
}

export const hashPassword = (password: string) => onWorker((threads) => threads.hash(password, BCRYPT_COST));

// A sign-in for an unknown e-mail still compares against a hash of the same cost, so the
// answer takes as long as a wrong password and does not tell which e-mails have accounts.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
};

/** Starts computing the dummy hash now, so the first unknown e-mail is not slower than the rest. */
export const warmUpPasswords = () => void getDummyHash().catch(() => undefined);

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * Compares `password` with `hash`, or with the dummy hash when there is no account; `priority`
 * 'high' goes ahead of the waiting checks (the account's owner during a flood). A password
 * longer than bcrypt reads (72 bytes) never matches: bcrypt would compare only its start.
 */
export async function verifyPassword(password: string, hash: string | undefined, priority: CheckPriority = 'normal'): Promise<boolean> {
  if (utf8Bytes(password) > PASSWORD_MAX_BYTES) return false;
  const against = hash ?? (await getDummyHash());
  const matches = await onWorker((threads) => threads.compare(password, against, priority));
  return hash !== undefined && matches;
}

/** A link token: 32 random bytes, base64url. Only its hash is stored. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
