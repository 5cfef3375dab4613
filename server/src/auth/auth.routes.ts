import { Router, type RequestHandler } from 'express';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  registrationStatusQuerySchema,
  resetPasswordSchema,
  resetRequestSchema,
} from '@shared/auth';
import type { AppDeps } from '../deps';
import { publicOrigin } from '../http/site-origin';
import { ApiError } from '../lib/errors';
import { authRateLimits } from './auth-limits.middleware';
import { createAuthService } from './auth.service';
import { invitationRoutes } from './invitations.routes';
import { knownDevices } from './known-device.middleware';
import { isLoopbackRequest } from '../http/loopback-request';
import { PASSWORD_CHECKS_BUSY, passwordChecksAreFull, warmUpPasswords } from './passwords';
import { createPasswordResetService } from './password-reset.service';
import { endSession, requireStaff, SESSION_COOKIE, staffId, startSession } from '../http/session';

/**
 * Refuses a sign-in at once, before its rate-limit counts and account lookup, when its password
 * could not be checked anyway: a storm of sign-ins then costs the server next to nothing
 * (docs/decisions/0034-password-hashing-off-the-event-loop.md).
 */
const refuseWhenPasswordChecksAreFull: RequestHandler = (_req, _res, next) => {
  next(passwordChecksAreFull() ? new ApiError(503, PASSWORD_CHECKS_BUSY) : undefined);
};

/** Sign-in, invite-only registration, sign-out, the current user, password change and recovery, invitations. */
export function authRoutes(deps: Pick<AppDeps, 'database' | 'config' | 'mailer' | 'logger' | 'sessionSecret'>) {
  const router = Router();
  const auth = createAuthService(deps);
  const resets = createPasswordResetService(deps);
  const devices = knownDevices({ secret: deps.sessionSecret, secureCookies: Boolean(deps.config.TRUST_PROXY) });
  const limits = authRateLimits(deps, devices);
  warmUpPasswords();

  router.post('/auth/register', limits.register, async (req, res) => {
    const user = await auth.register(registerRequestSchema.parse(req.body));
    await startSession(req, user);
    devices.remember(res, user);
    res.status(201).json({ user });
  });

  router.post('/auth/login', refuseWhenPasswordChecksAreFull, limits.signInByIp, limits.signInByEmail, async (req, res) => {
    const user = await auth.signIn(loginRequestSchema.parse(req.body));
    await startSession(req, user);
    devices.remember(res, user);
    res.json({ user });
  });

  router.post('/auth/logout', async (req, res) => {
    await endSession(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.status(204).end();
  });

  // The account as it is now (read with the session on every request, auth/session.ts).
  router.get('/auth/me', requireStaff, (req, res) => {
    res.json({ user: req.staffMember });
  });

  router.post('/auth/change-password', requireStaff, limits.changePassword, async (req, res) => {
    res.json(await auth.changePassword(staffId(req), changePasswordRequestSchema.parse(req.body), req.sessionID));
  });

  router.get('/auth/registration-status', async (req, res) => {
    res.json(await auth.registrationStatus(registrationStatusQuerySchema.parse(req.query)));
  });

  router.post('/auth/reset-password-request', limits.resetRequestByIp, limits.resetRequestByEmail, async (req, res) => {
    const { email } = resetRequestSchema.parse(req.body);
    res.json(await resets.request(email, { origin: publicOrigin(req, deps.config), fromLoopback: isLoopbackRequest(req) }));
  });

  router.post('/auth/reset-password', limits.reset, async (req, res) => {
    res.json(await resets.reset(resetPasswordSchema.parse(req.body), req.sessionID));
  });

  router.use(invitationRoutes(deps));
  return router;
}
