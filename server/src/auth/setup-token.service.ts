import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { setupTokens, users } from '../db/schema';
import { hashLinkToken, newLinkToken } from './passwords';

/** The file in DATA_DIR that keeps this instance's setup token while no account exists. */
export const SETUP_TOKEN_FILE = 'setup-token';

export const hasAccounts = async (db: Db) => {
  const [row] = await db.select({ n: count() }).from(users);
  return row.n > 0;
};

const isStored = async (db: Db, token: string) => {
  const [row] = await db.select({ id: setupTokens.id }).from(setupTokens).where(eq(setupTokens.tokenHash, hashLinkToken(token))).limit(1);
  return Boolean(row);
};

/** A new setup token; only its hash is stored (in PostgreSQL, so every instance accepts it). */
export async function issueSetupToken(db: Db) {
  const token = newLinkToken();
  await db.insert(setupTokens).values({ tokenHash: hashLinkToken(token) });
  return token;
}

/** True while no account exists and `token` is a setup token not used yet. */
export const setupTokenIsOpen = async (db: Db, token: string) => !(await hasAccounts(db)) && (await isStored(db, token));

/**
 * Uses the setup token up inside the registration's transaction; the first account then
 * exists, so every other setup token goes too. Returns false for an unknown token.
 */
export async function claimSetupToken(db: Db, token: string) {
  const claimed = await db.delete(setupTokens).where(eq(setupTokens.tokenHash, hashLinkToken(token))).returning({ id: setupTokens.id });
  if (!claimed.length) return false;
  await db.delete(setupTokens);
  return true;
}

/**
 * At start: while no account exists, the token of the setup link this instance prints (the
 * one in DATA_DIR/setup-token when it is still valid, so a restart prints the same link);
 * once an account exists, undefined, and the file is removed.
 */
export async function prepareSetupToken(db: Db, dataDir: string): Promise<string | undefined> {
  const file = join(dataDir, SETUP_TOKEN_FILE);
  if (await hasAccounts(db)) {
    await rm(file, { force: true });
    return undefined;
  }
  const kept = existsSync(file) ? (await readFile(file, 'utf8')).trim() : '';
  if (kept && (await isStored(db, kept))) return kept;
  const token = await issueSetupToken(db);
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  return token;
}
