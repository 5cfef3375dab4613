import * as z from 'zod/mini';

/**
 * What a shop needs before launch, in the order the Resumen lists it. Each line is checked by
 * the server from the environment, the settings and the stored content.
 */
export const LAUNCH_CHECKS = ['mail', 'sender', 'feedback', 'ebook', 'products', 'photos', 'contacts', 'legal', 'chat', 'voice'] as const;
export type LaunchCheck = (typeof LAUNCH_CHECKS)[number];

/** done: nothing to do; todo: visitors miss something; off: deliberately not offered (the page hides it). */
export const LAUNCH_CHECK_STATES = ['done', 'todo', 'off'] as const;

/** GET /api/admin/launch-checklist (staff). `missing` names what is left (boxes, fields, variables). */
export const launchChecklistSchema = z.object({
  items: z.array(
    z.object({
      check: z.enum(LAUNCH_CHECKS),
      state: z.enum(LAUNCH_CHECK_STATES),
      missing: z.array(z.string()),
    }),
  ),
});

export type LaunchChecklist = z.infer<typeof launchChecklistSchema>;
export type LaunchChecklistItem = LaunchChecklist['items'][number];
