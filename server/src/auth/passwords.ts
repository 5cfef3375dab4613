import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';

/** bcrypt cost of every stored password (about 0.35 s per hash on our servers). */
const BCRYPT_COST = 12;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

// A sign-in for an unknown e-mail still compares against a hash of the same cost, so the
// answer takes as long as a wrong password and does not tell which e-mails have accounts.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= bcrypt.hash(randomBytes(16).toString('hex'), BCRYPT_COST));

/** Starts computing the dummy hash now, so the first unknown e-mail is not slower than the rest. */
export const warmUpPasswords = () => void getDummyHash();

/** Compares `password` with `hash`, or with the dummy hash when there is no account. */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? (await getDummyHash()));
  return hash !== undefined && matches;
}

/** A link token: 32 random bytes, base64url. Only its hash is stored. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
