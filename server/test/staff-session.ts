import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import signature from 'cookie-signature';
import type { StaffRole } from '@shared/auth';
import { sessions, users } from '../src/db/schema';
import { SESSION_IDLE_MS } from '../src/db/session-store';
import { SESSION_COOKIE } from '../src/http/session';
import type { TestContext } from './test-context';
import type { TestClient } from './test-client';

export interface StaffUser {
  id: number;
  email: string;
  password: string;
  firstName: string;
  role: StaffRole;
}

/** Inserts a staff user, an admin unless told (password 'correct horse battery', cheap hash for speed). */
export async function createStaffUser(ctx: TestContext, overrides: Partial<Omit<StaffUser, 'id'>> = {}): Promise<StaffUser> {
  const password = overrides.password ?? 'correct horse battery';
  const values = {
    email: overrides.email ?? `staff-${randomBytes(4).toString('hex')}@chapinbox.test`,
    firstName: overrides.firstName ?? 'Ana',
    lastName: 'Pérez',
    role: overrides.role ?? ('admin' as const),
    passwordHash: bcrypt.hashSync(password, 4),
  };
  const [row] = await ctx.database.db.insert(users).values(values).returning({ id: users.id });
  return { id: row.id, email: values.email, password, firstName: values.firstName, role: values.role };
}

/**
 * Signs `client` in as `user` by writing the session row and cookie directly, the way the
 * server does after a sign-in; for tests of staff routes that do not test sign-in itself.
 */
export async function signInDirectly(ctx: TestContext, client: TestClient, user: Pick<StaffUser, 'id'>) {
  const sid = randomBytes(24).toString('base64url');
  const expires = new Date(Date.now() + SESSION_IDLE_MS);
  const sess = {
    cookie: { originalMaxAge: SESSION_IDLE_MS, expires: expires.toISOString(), httpOnly: true, path: '/', sameSite: 'lax', secure: false },
    userId: user.id,
    signedInAt: Date.now(),
  };
  await ctx.database.db.insert(sessions).values({ sid, sess, expire: expires });
  client.setCookie(SESSION_COOKIE, encodeURIComponent(`s:${signature.sign(sid, ctx.deps.sessionSecret)}`));
  return sid;
}

/** A new client already signed in as a new staff member (an admin unless told). */
export async function staffClient(ctx: TestContext, overrides: Partial<Omit<StaffUser, 'id'>> = {}) {
  const user = await createStaffUser(ctx, overrides);
  const client = ctx.client();
  await signInDirectly(ctx, client, user);
  return { client, user };
}
