import * as z from 'zod/mini';

/** Every error answer of the API: `{ message, issues? }`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  issues: z.optional(
    z.array(
      z.object({
        path: z.array(z.union([z.string(), z.number()])),
        message: z.string(),
        code: z.optional(z.string()),
      }),
    ),
  ),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
