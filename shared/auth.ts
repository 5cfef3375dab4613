import * as z from 'zod/mini';
import { isListedCommonPassword } from './common-passwords';

/**
 * What a staff member may do (docs/product.md#staff-accounts): an editor manages inventory,
 * site texts, ebooks, the QR code and video requests; an admin also the subscribers,
 * campaigns, settings, staff and the activity log.
 */
export const staffRoleSchema = z.enum(['admin', 'editor'], { error: 'El rol debe ser admin o editor' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** The signed-in staff member, as GET /api/auth/me answers `{ user }`. */
const currentUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  role: staffRoleSchema,
  /** Signs in with a code from an authenticator app after the password. */
  twoFactorEnabled: z.boolean(),
  /** An admin requires two-step sign-in of every staff account: without it, only the account's own pages answer. */
  twoFactorRequired: z.boolean(),
});

export const currentUserResponseSchema = z.object({ user: currentUserSchema });

export type CurrentUser = z.infer<typeof currentUserSchema>;

// ---- passwords and e-mails (docs/product.md#staff-sign-in) ---------------------------------

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads at most 72 bytes; a longer password would be silently cut. */
export const PASSWORD_MAX_BYTES = 72;

const PASSWORDS_DO_NOT_MATCH = 'Las contraseñas no coinciden';
export const PASSWORD_TOO_SHORT = 'La contraseña debe tener al menos 8 caracteres';
export const PASSWORD_TOO_LONG = 'La contraseña no puede ocupar más de 72 bytes: 72 letras sin acento (cada letra con acento o ñ cuenta como 2)';
export const PASSWORD_TOO_COMMON = 'Esa contraseña es demasiado común o fácil de adivinar. Elige otra.';

const characterCount = (text: string) => [...text].length;
const utf8ByteCount = (text: string) => new TextEncoder().encode(text).length;

/** One character repeated or a straight run up or down (aaaaaaaa, 12345678, hgfedcba). */
function isStraightRun(password: string) {
  const codes = [...password].map((character) => character.codePointAt(0)!);
  const step = codes[1] - codes[0];
  return Math.abs(step) <= 1 && codes.every((code, index) => index === 0 || code - codes[index - 1] === step);
}

/**
 * Every new password (registration, reset, change), on the server and in the browser
 * (docs/decisions/0036-password-policy.md): at least 8 characters, at most 72 bytes in UTF-8
 * (what bcrypt reads), not a straight run, not one of the 10,000 most common passwords. The
 * list is checked once `loadCommonPasswords()` (shared/common-passwords.ts) has loaded it: the
 * server loads it at start, the browser's forms when they open.
 */
export const newPasswordSchema = z.string().check(
  z.refine((password) => characterCount(password) >= PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
  z.refine((password) => utf8ByteCount(password) <= PASSWORD_MAX_BYTES, PASSWORD_TOO_LONG),
  z.refine((password) => !isStraightRun(password) && !isListedCommonPassword(password), PASSWORD_TOO_COMMON),
);

/** The client's check before sending a new password with its confirmation; null when fine. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password !== confirmation) return PASSWORDS_DO_NOT_MATCH;
  const parsed = newPasswordSchema.safeParse(password);
  return parsed.success ? null : parsed.error.issues[0].message;
}

/** E-mails are compared in lower case everywhere (one account per address, any letter case). */
const emailSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.minLength(1, 'El email es obligatorio'), z.maxLength(254), z.regex(z.regexes.email, 'Introduce un email válido'));

const optionalName = z.optional(z.string().check(z.trim(), z.maxLength(80)));

/** Tokens of links (invitations, password resets): 32 random bytes in base64url. */
const linkTokenSchema = z.string().check(z.trim(), z.minLength(1, 'Falta el token'), z.maxLength(200));

// ---- requests and answers ---------------------------------------------------------------------

/** POST /api/auth/login → `{ user }`. Only presence is checked: any other rule would tell which part is wrong. */
export const loginRequestSchema = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, 'El email es obligatorio'), z.maxLength(254)),
  password: z.string().check(z.minLength(1, 'La contraseña es obligatoria'), z.maxLength(200)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/auth/register → 201 `{ user }` (signed in). Names are optional. */
export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: optionalName,
  lastName: optionalName,
  /** The token of an invitation link; required once the first account exists. */
  inviteToken: z.optional(linkTokenSchema),
  /** The token of the setup link the server prints while no account exists; required for the first account. */
  setupToken: z.optional(linkTokenSchema),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registrationStatusQuerySchema = z.object({ invite: z.optional(linkTokenSchema), setup: z.optional(linkTokenSchema) });
export type RegistrationStatusQuery = z.infer<typeof registrationStatusQuerySchema>;

const linkStatusSchema = z.enum(['none', 'valid', 'invalid']);

/** GET /api/auth/registration-status?invite=&setup= : may /register show its form? */
export const registrationStatusSchema = z.object({
  /** True with a valid setup link while no account exists, or with a valid invitation after. */
  open: z.boolean(),
  /** No account exists yet: the first one needs the server's setup link. */
  firstAccount: z.boolean(),
  invitation: linkStatusSchema,
  setup: linkStatusSchema,
  /** The only address a valid invitation registers. */
  invitedEmail: z.optional(z.string()),
});
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

/** POST /api/auth/reset-password-request: the answer never says whether the e-mail exists. */
export const resetRequestSchema = z.object({ email: emailSchema });
export type ResetRequest = z.infer<typeof resetRequestSchema>;

export const resetRequestResponseSchema = z.object({
  message: z.string(),
  /** Only in development without a mail transport (docs/decisions/0012-reset-token-on-screen.md). */
  resetToken: z.optional(z.string()),
});
export type ResetRequestResponse = z.infer<typeof resetRequestResponseSchema>;

/** POST /api/auth/reset-password → `{ message }`. */
export const resetPasswordSchema = z.object({ token: linkTokenSchema, newPassword: newPasswordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/**
 * POST /api/auth/change-password (signed in) → `{ message }`. The current password is only
 * checked for presence here; the new one follows the same rules as registration.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, 'La contraseña actual es obligatoria'), z.maxLength(200)),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

// ---- invitations (admin) -------------------------------------------------------------------------

export const INVITATION_VALID_DAYS = 7;

/** POST /api/admin/invites `{ role, email }`: the role the invited person's account gets, and the only address that may register with it. */
export const createInvitationRequestSchema = z.object({ role: staffRoleSchema, email: emailSchema });
export type CreateInvitationRequest = z.infer<typeof createInvitationRequestSchema>;

/** POST /api/admin/invites → 201: the link is shown once; only its hash is stored. */
export const createdInvitationSchema = z.object({
  id: z.number(),
  role: staffRoleSchema,
  email: z.string(),
  url: z.string(),
  expiresAt: z.iso.datetime(),
  /** The mail server took the e-mail with the link; false: only the link shown here reaches them. */
  emailed: z.boolean(),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

const openInvitationSchema = z.object({
  id: z.number(),
  role: staffRoleSchema,
  email: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  createdBy: z.nullable(z.string()),
});
export type OpenInvitation = z.infer<typeof openInvitationSchema>;

/** GET /api/admin/invites: unused, unexpired invitations, newest first. */
export const openInvitationsResponseSchema = z.object({ invitations: z.array(openInvitationSchema) });

// ---- open sessions (the signed-in person's, and an admin ending a member's) ----------------------

/** One open session of the signed-in person: where and when, never its cookie. */
const staffSessionSchema = z.object({
  /** An opaque name of the session (a hash of its id). */
  id: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  device: z.string(),
  address: z.nullable(z.string()),
  signedInAt: z.nullable(z.iso.datetime()),
  lastActiveAt: z.iso.datetime(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** GET /api/auth/sessions: the signed-in person's open sessions, the most recently active first. */
export const staffSessionsResponseSchema = z.object({ sessions: z.array(staffSessionSchema) });

/** POST /api/auth/sessions/end-others and POST /api/admin/staff/:id/end-sessions → how many ended. */
export const endedSessionsResponseSchema = z.object({ ended: z.number() });

export const SESSION_GONE = 'Esa sesión ya no está abierta';
