import * as z from 'zod/mini';

export const staffRoleSchema = z.enum(['admin', 'staff']);

/** The signed-in staff member, as GET /api/auth/me answers `{ user }`. */
export const currentUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  role: staffRoleSchema,
});

export const currentUserResponseSchema = z.object({ user: currentUserSchema });

export type CurrentUser = z.infer<typeof currentUserSchema>;
