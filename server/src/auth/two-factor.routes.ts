import { Router } from 'express';
import {
  INVALID_TWO_FACTOR_CODE,
  TWO_FACTOR_STEP_EXPIRED,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorLoginSchema,
  twoFactorPolicySchema,
} from '@shared/two-factor';
import type { AppDeps } from '../deps';
import { rowIdSchema, SERIAL_MAX } from '../http/row-id';
import { pendingSignIn, requireAdmin, requireHttpsSignIn, requireStaff, staffId, startSession } from '../http/session';
import { ApiError } from '../lib/errors';
import type { AuthRateLimits } from './auth-limits.middleware';
import type { createAuthService } from './auth.service';
import { deviceName } from './device-name';
import type { KnownDevices } from './known-device.middleware';
import { createTwoFactorService } from './two-factor.service';

const idParam = rowIdSchema(SERIAL_MAX);

/**
 * Two-step sign-in (docs/decisions/0071-two-step-sign-in.md): the code after the password, the
 * member's own setup in "Mi cuenta", and the admins' reset and requirement in /admin/staff.
 */
export function twoFactorRoutes(
  deps: Pick<AppDeps, 'database'>,
  tools: { auth: ReturnType<typeof createAuthService>; devices: KnownDevices; limits: AuthRateLimits },
) {
  const router = Router();
  const twoFactor = createTwoFactorService(deps);
  const { auth, devices, limits } = tools;

  // The second step: a right code turns the pending session into a signed-in one (a new id).
  router.post('/auth/login/2fa', requireHttpsSignIn, limits.signInByIp, limits.twoFactorCode, async (req, res) => {
    const input = twoFactorLoginSchema.parse(req.body);
    const userId = pendingSignIn(req);
    if (userId === undefined) throw new ApiError(401, TWO_FACTOR_STEP_EXPIRED);
    const method = await twoFactor.check(userId, input.code, req.ip ?? '');
    if (!method) throw new ApiError(401, INVALID_TWO_FACTOR_CODE);
    const user = await auth.completeSignIn(userId, req.ip ?? '', method);
    await startSession(req, user, deviceName(req.headers['user-agent']));
    devices.remember(res, user);
    const enabledAt = input.rememberDevice ? await twoFactor.enabledAt(userId) : null;
    if (enabledAt) devices.rememberTwoFactor(res, userId, enabledAt);
    res.json({ user });
  });

  router.get('/auth/2fa', requireStaff, async (req, res) => {
    res.json(await twoFactor.status(staffId(req)));
  });

  router.post('/auth/2fa/setup', requireStaff, async (req, res) => {
    res.json(await twoFactor.setup(staffId(req)));
  });

  router.post('/auth/2fa/enable', requireStaff, limits.twoFactorCode, async (req, res) => {
    const { code } = twoFactorEnableSchema.parse(req.body);
    res.json({ recoveryCodes: await twoFactor.enable(staffId(req), code) });
  });

  router.post('/auth/2fa/disable', requireStaff, limits.changePassword, async (req, res) => {
    const { password } = twoFactorDisableSchema.parse(req.body);
    await twoFactor.disable(staffId(req), password);
    res.status(204).end();
  });

  router.put('/admin/staff/two-factor-policy', requireStaff, requireAdmin, async (req, res) => {
    const { required } = twoFactorPolicySchema.parse(req.body);
    res.json(await twoFactor.setRequired(staffId(req), required));
  });

  router.post('/admin/staff/:id/reset-2fa', requireStaff, requireAdmin, async (req, res) => {
    await twoFactor.resetFor(staffId(req), idParam.parse(req.params.id));
    res.status(204).end();
  });

  return router;
}
