import * as z from 'zod/mini';
import { staffRoleSchema } from './auth';

// Staff accounts, managed by admins in /admin/staff (docs/product.md#staff-accounts).

const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  role: staffRoleSchema,
  createdAt: z.iso.datetime(),
  /** Null until the first sign-in (an account created by registration counts as one). */
  lastSignInAt: z.nullable(z.iso.datetime()),
  twoFactorEnabled: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /api/admin/staff: every account, admins first, then by e-mail. */
export const staffListResponseSchema = z.object({
  staff: z.array(staffMemberSchema),
  /** Every account must sign in with two steps (PUT /api/admin/staff/two-factor-policy). */
  twoFactorRequired: z.boolean(),
});

/** PATCH /api/admin/staff/:id `{ role }` → the member as it is now. */
export const staffRoleChangeSchema = z.object({ role: staffRoleSchema });

export const staffMemberResponseSchema = z.object({ member: staffMemberSchema });

/** 409 of PATCH and DELETE: the site always keeps one administrator. */
export const LAST_ADMIN_MESSAGE = 'No se puede quitar el último administrador: nombra antes a otro administrador.';
