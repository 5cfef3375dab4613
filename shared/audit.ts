import * as z from 'zod/mini';

// The activity log of the back office (docs/product.md#activity-log).

/** Rows older than this are deleted by a daily job. */
export const AUDIT_RETENTION_YEARS = 2;
export const AUDIT_PAGE_SIZE = 50;

/**
 * Every action the log records. Features add theirs here; `recordActivity` (server) takes
 * only these, and the activity page names each one in Spanish.
 */
export const AUDIT_ACTIONS = [
  'auth.sign-in',
  'auth.sign-in-failed',
  'auth.register',
  'auth.password-change',
  'auth.password-reset',
  'auth.sessions-end',
  'auth.2fa-enable',
  'auth.2fa-disable',
  'auth.2fa-failed',
  'subscribers.export',
  'subscribers.import',
  'subscribers.delete',
  'subscribers.deactivate',
  'subscribers.activate',
  'campaigns.send',
  'campaigns.schedule',
  'campaigns.unschedule',
  'campaigns.welcome-series',
  'campaigns.template-create',
  'campaigns.template-delete',
  'inventory.update',
  'site-content.publish',
  'legal-pages.update',
  'faq.update',
  'settings.update',
  'staff.invite',
  'staff.invite-revoke',
  'staff.role-change',
  'staff.remove',
  'staff.2fa-reset',
  'staff.2fa-policy',
  'ebooks.upload',
  'ebooks.delete',
  'media.upload',
  'media.delete',
  'media.place',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * One value that changed, e.g. `{ field: 'PARTY MIX', from: 15, to: 12 }` for an
 * inventory update or `{ field: 'rol', from: 'editor', to: 'admin' }`: the activity page shows
 * every entry of `details.changes` as "field: from → to".
 */
export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** What an entry may carry besides its action and target; any other key shows as "key: value". */
export type AuditDetails = { changes?: AuditChange[] } & Record<string, unknown>;

/** The kinds of action the activity page filters by, each the actions' common prefix. */
export const AUDIT_KINDS = ['auth', 'subscribers', 'campaigns', 'inventory', 'site-content', 'faq', 'legal-pages', 'settings', 'staff', 'ebooks', 'media'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** GET /api/admin/audit?page=&actor=&kind=&from=&to= (from inclusive, to exclusive; instants). */
export const auditQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1),
  actor: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
  kind: z.optional(z.enum(AUDIT_KINDS)),
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** GET /api/admin/audit/actors: every e-mail that appears in the log, for the "Persona" filter. */
export const auditActorsResponseSchema = z.object({ actors: z.array(z.string()) });

const auditEntrySchema = z.object({
  id: z.number(),
  at: z.iso.datetime(),
  /** The e-mail is kept in the entry itself: it outlives the account. */
  actor: z.object({ email: z.string() }),
  /** One of AUDIT_ACTIONS; read as any text so an entry of a newer action still shows. */
  action: z.string(),
  target: z.nullable(z.string()),
  details: z.nullable(z.record(z.string(), z.unknown())),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Newest first, AUDIT_PAGE_SIZE per page; `hasMore` says whether an older page exists. */
export const auditPageResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
});
export type AuditPageResponse = z.infer<typeof auditPageResponseSchema>;
