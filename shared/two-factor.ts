import * as z from 'zod/mini';

// Two-step sign-in for staff (TOTP, RFC 6238; docs/decisions/0071-two-step-sign-in.md).

export const RECOVERY_CODE_COUNT = 10;
/** A remembered device skips the code for this long. */
export const REMEMBER_DEVICE_DAYS = 30;

/** Six digits from the app (spaces ignored), or a recovery code such as `k7p2m-9xw4q` (any case, dash optional). */
export const TWO_FACTOR_CODE_PATTERN = /^(\d{6}|[a-z2-9]{5}-?[a-z2-9]{5})$/;

const codeSchema = z.string().check(
  z.maxLength(40, 'El código no es válido'),
  z.overwrite((code) => code.replace(/\s+/g, '').toLowerCase()),
  z.minLength(1, 'Escribe el código'),
  z.regex(TWO_FACTOR_CODE_PATTERN, 'Escribe los 6 números de la aplicación o un código de recuperación'),
);

/** POST /api/auth/login/2fa: the code (or a recovery code) after the password → `{ user }`. */
export const twoFactorLoginSchema = z.object({
  code: codeSchema,
  /** Skip the code on this browser for REMEMBER_DEVICE_DAYS. */
  rememberDevice: z.optional(z.boolean()),
});
export type TwoFactorLogin = z.infer<typeof twoFactorLoginSchema>;

/** POST /api/auth/login answers this instead of `{ user }` when a code is needed (no session yet). */
export const twoFactorRequiredResponseSchema = z.object({ twoFactorRequired: z.literal(true) });

/** POST /api/auth/2fa/setup → a new secret to scan; it works once confirmed by /enable. */
export const twoFactorSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth address as a PNG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /api/auth/2fa/enable `{ code }` (from the app, not a recovery code) → the recovery codes, shown once. */
export const twoFactorEnableSchema = z.object({
  code: z.string().check(
    z.maxLength(40, 'El código no es válido'),
    z.overwrite((code) => code.replace(/\s+/g, '')),
    z.regex(/^\d{6}$/, 'Escribe los 6 números que muestra la aplicación'),
  ),
});
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** POST /api/auth/2fa/disable `{ password }`. */
export const twoFactorDisableSchema = z.object({
  password: z.string().check(z.minLength(1, 'La contraseña es obligatoria'), z.maxLength(200)),
});

/** GET /api/auth/2fa: the signed-in member's second factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** An admin requires it of every staff account. */
  required: z.boolean(),
  recoveryCodesLeft: z.number(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** PUT /api/admin/staff/two-factor-policy `{ required }` (admin) → the same. */
export const twoFactorPolicySchema = z.object({ required: z.boolean({ error: 'Indica si se exige o no' }) });

export const INVALID_TWO_FACTOR_CODE = 'El código no es correcto o ya se usó. Espera al siguiente código de la aplicación e inténtalo de nuevo.';
export const TWO_FACTOR_STEP_EXPIRED = 'Ha pasado demasiado tiempo desde que escribiste la contraseña. Inicia sesión de nuevo.';
export const TOO_MANY_TWO_FACTOR_CODES = 'Demasiados códigos incorrectos. Espera 15 minutos e inténtalo de nuevo.';
export const TWO_FACTOR_ALREADY_ENABLED = 'La verificación en dos pasos ya está activada.';
export const TWO_FACTOR_SETUP_MISSING = 'Empieza de nuevo: pide un código QR nuevo.';
export const TWO_FACTOR_REQUIRED_BY_ADMIN = 'Un administrador exige la verificación en dos pasos a todo el personal: no se puede desactivar.';
export const TWO_FACTOR_SETUP_REQUIRED = 'Un administrador exige la verificación en dos pasos: actívala para continuar.';
export const ENABLE_YOUR_TWO_FACTOR_FIRST = 'Activa primero tu propia verificación en dos pasos (en «Mi cuenta»): así no te quedas fuera al exigirla.';
export const TWO_FACTOR_NOT_ENABLED = 'La verificación en dos pasos no está activada.';
