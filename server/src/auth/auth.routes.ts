import { Router } from 'express';
import * as z from 'zod/mini';
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
import { rateLimitHits } from '../http/rate-limit';
import { authRateLimits, SIGN_IN_BY_EMAIL } from './auth-limits.middleware';
import { createAuthService } from './auth.service';
import { invitationRoutes } from './invitations.routes';
import { knownDevices } from './known-device.middleware';
import { isLoopbackRequest } from '../http/loopback-request';
import { warmUpPasswords } from './passwords';
import { createPasswordResetService } from './password-reset.service';
import { deviceName } from './device-name';
import { createSessionsService } from './sessions.service';
import { endSession, requireHttpsSignIn, requireStaff, SESSION_COOKIE, staffId, startPendingSignIn, startSession } from '../http/session';
import { twoFactorRoutes } from './two-factor.routes';

/** A session's public id (a hash of the cookie's id, see sessions.service). */
const sessionIdParam = z.string().check(z.regex(/^[\w-]{22}$/, 'Invalid session id'));

/** Sign-in, invite-only registration, sign-out, the current user, password change and recovery, invitations. */
export function authRoutes(deps: Pick<AppDeps, 'database' | 'config' | 'mailer' | 'logger' | 'sessionSecret'>) {
  const router = Router();
  const auth = createAuthService(deps);
  const resets = createPasswordResetService(deps);
  const sessions = createSessionsService(deps);
  const devices = knownDevices({ secret: deps.sessionSecret, secureCookies: Boolean(deps.config.TRUST_PROXY) });
  const limits = authRateLimits(deps, devices);
  warmUpPasswords();

  router.post('/auth/register', requireHttpsSignIn, limits.register, async (req, res) => {
    const user = await auth.register(registerRequestSchema.parse(req.body));
    await startSession(req, user, deviceName(req.headers['user-agent']));
    devices.remember(res, user);
    res.status(201).json({ user });
  });

  // The limits count every attempt before its password is checked, a refusal (503, threads full)
  // too: a flood costs its senders their allowance. The owner's sign-in (a known device, or an
  // account without recent failures) goes ahead of the flood's in the password threads.
  // With two-step sign-in the answer is `{ twoFactorRequired }` and a session that only holds
  // the pending step; the code completes it (two-factor.routes).
  router.post('/auth/login', requireHttpsSignIn, limits.signInByIp, limits.signInByEmail, async (req, res) => {
    const input = loginRequestSchema.parse(req.body);
    const knownDevice = devices.recognises(req.headers.cookie, input.email);
    const signedIn = await auth.signIn(input, {
      address: req.ip ?? '',
      knownDevice,
      quietAccount: rateLimitHits(res, SIGN_IN_BY_EMAIL) === 1,
      remembersSecondStep: (userId, enabledAt) => devices.remembersTwoFactor(req.headers.cookie, userId, enabledAt),
    });
    if ('secondStepFor' in signedIn) {
      await startPendingSignIn(req, signedIn.secondStepFor);
      res.json({ twoFactorRequired: true });
      return;
    }
    await startSession(req, signedIn.user, deviceName(req.headers['user-agent']));
    devices.remember(res, signedIn.user);
    res.json({ user: signedIn.user });
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

  // The signed-in person's open sessions: list, end one, end all but this one.
  router.get('/auth/sessions', requireStaff, async (req, res) => {
    res.json({ sessions: await sessions.list(staffId(req), req.sessionID) });
  });

  router.delete('/auth/sessions/:id', requireStaff, async (req, res) => {
    await sessions.end(staffId(req), sessionIdParam.parse(req.params.id));
    res.status(204).end();
  });

  router.post('/auth/sessions/end-others', requireStaff, async (req, res) => {
    res.json({ ended: await sessions.endOthers(staffId(req), req.sessionID) });
  });

  router.use(twoFactorRoutes(deps, { auth, devices, limits }));
  router.use(invitationRoutes(deps));
  return router;
}
