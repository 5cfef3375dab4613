import { and, eq, sql } from 'drizzle-orm';
import {
  siteSettingsSchema,
  type PublicSiteSettings,
  type SiteSettings,
  type SiteSettingsResponse,
  type SiteSettingsUpdateRequest,
} from '@shared/site-settings';
import type { AuditChange } from '@shared/audit';
import type { BoxContentsResponse, BoxContentsUpdateRequest } from '@shared/box-contents';
import { defaultSiteSettings } from '@shared/site-settings-values';
import { recordActivity } from '../audit/audit.service';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { conflict } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { createCache, VISITOR_READ_MAX_AGE_MS } from '../lib/cache';

const SETTINGS_ID = 'current';

export const STALE_SETTINGS_MESSAGE =
  'Otra persona guardó la configuración mientras la editabas. Recarga para ver los valores nuevos; tus cambios siguen en el formulario.';

type Section = keyof SiteSettings;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored document over the defaults, section by section: a key added later reads as its default. */
function overDefaults(stored: unknown): Record<string, unknown> {
  const document = isRecord(stored) ? stored : {};
  const merged: Record<string, unknown> = {};
  for (const section of Object.keys(defaultSiteSettings) as Section[]) {
    const fallback: unknown = defaultSiteSettings[section];
    const value = document[section];
    if (isRecord(fallback)) merged[section] = { ...fallback, ...(isRecord(value) ? value : {}) };
    else merged[section] = value === undefined ? fallback : value;
  }
  return merged;
}

/** The value at `path` inside `document`, or undefined. */
const readPath = (document: unknown, path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), document);

/**
 * The saved settings as valid settings: a value today's rules refuse (saved under older rules,
 * or edited by hand in the database) reads as its default rather than reaching a page.
 */
function readStored(stored: unknown, logger?: Logger): SiteSettings {
  const merged = overDefaults(stored);
  const parsed = siteSettingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  // A refused item of a list (a testimonial) is left out whole; the list's other items stay.
  const refusedItems = new Map<unknown[], Set<number>>();
  for (const issue of parsed.error.issues) {
    let target = merged;
    let fallback: unknown = defaultSiteSettings;
    const path = issue.path.map(String);
    const inList = path.findIndex((_key, index) => index > 0 && Array.isArray(readPath(merged, path.slice(0, index))));
    if (inList > 0 && inList < path.length) {
      const list = readPath(merged, path.slice(0, inList)) as unknown[];
      refusedItems.set(list, (refusedItems.get(list) ?? new Set()).add(Number(path[inList])));
      continue;
    }
    for (const key of path.slice(0, -1)) {
      target = (target[key] ?? {}) as Record<string, unknown>;
      fallback = (fallback as Record<string, unknown> | undefined)?.[key];
    }
    const leaf = path.at(-1);
    if (leaf !== undefined) target[leaf] = (fallback as Record<string, unknown> | undefined)?.[leaf] ?? null;
  }
  for (const [list, refused] of refusedItems) {
    const kept = list.filter((_item, index) => !refused.has(index));
    list.splice(0, list.length, ...kept);
  }
  logger?.warn({ fields: parsed.error.issues.map((issue) => issue.path.join('.')) }, 'stored site settings refused; their defaults are used');
  const repaired = siteSettingsSchema.safeParse(merged);
  return repaired.success ? repaired.data : defaultSiteSettings;
}

/** The settings as they are now, with their version (0 and no date: never saved). */
export async function findSiteSettings(db: Db, logger?: Logger): Promise<SiteSettingsResponse> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID));
  return {
    settings: readStored(row?.settings, logger),
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

export const toPublicSiteSettings = ({ settings, version }: SiteSettingsResponse): PublicSiteSettings => ({ version, ...settings });

/**
 * Every leaf value that differs between two settings documents, as "products.partyMix.asin: old → new";
 * lists by position ("testimonials.es.0.text: old → new", a new item's values from null).
 */
export function settingsChanges(before: unknown, after: unknown, path = ''): AuditChange[] {
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
  if (isObject(before) || isObject(after)) {
    const from = isObject(before) ? before : {};
    const to = isObject(after) ? after : {};
    return [...new Set([...Object.keys(from), ...Object.keys(to)])].flatMap((key) => settingsChanges(from[key], to[key], path ? `${path}.${key}` : key));
  }
  const same = JSON.stringify(before ?? null) === JSON.stringify(after ?? null);
  return same ? [] : [{ field: path, from: before ?? null, to: after ?? null }];
}

/**
 * Site settings (docs/product.md#site-settings): staff read them, admins save them with the
 * version they started from (docs/decisions/0027-site-settings-and-runtime-landing-render.md).
 * Visitors' reads (the config, the landing page) come from the database at most once a second
 * per instance, so another instance's save shows within that second.
 */
export function createSiteSettingsService(deps: Pick<AppDeps, 'database' | 'logger'>) {
  const { db, pool } = deps.database;
  const visitors = createCache<PublicSiteSettings>({ maxAgeMs: VISITOR_READ_MAX_AGE_MS, staleOnError: { logger: deps.logger, what: 'site settings' } });

  /** Writes `change(stored)` if nobody saved since `version` (else 409, nothing written), recording what changed. */
  async function save(version: number, userId: number, change: (stored: SiteSettings) => SiteSettings): Promise<SiteSettingsResponse> {
    const saved = await withTransaction(pool, async (tx) => {
      const [before] = await tx.select({ settings: siteSettings.settings }).from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID)).for('update');
      const stored = readStored(before?.settings, deps.logger);
      const settings = change(stored);
      const [row] = await tx
        .update(siteSettings)
        .set({ settings, version: sql`${siteSettings.version} + 1`, updatedBy: userId, updatedAt: sql`now()` })
        .where(and(eq(siteSettings.id, SETTINGS_ID), eq(siteSettings.version, version)))
        .returning({ version: siteSettings.version, updatedAt: siteSettings.updatedAt });
      if (!row) throw conflict(STALE_SETTINGS_MESSAGE);
      const changes = settingsChanges(stored, settings);
      // A save that changes nothing (the form sent as loaded) leaves no entry, like the inventory's.
      if (changes.length > 0) await recordActivity(tx, { actorId: userId, action: 'settings.update', details: { changes } });
      return { settings, version: row.version, updatedAt: row.updatedAt?.toISOString() ?? null };
    });
    visitors.delete('settings');
    return saved;
  }

  return {
    /** What the page uses: the settings and their version. */
    forVisitors: () => visitors.get('settings', async () => toPublicSiteSettings(await findSiteSettings(db, deps.logger))),

    forStaff: () => findSiteSettings(db, deps.logger),

    /**
     * Saves the whole document if nobody saved since `version` (else 409, nothing written),
     * recording who saved it; answers the settings as saved.
     */
    update: (input: SiteSettingsUpdateRequest, userId: number) => save(input.version, userId, () => input.settings),

    /**
     * Saves only what is inside the boxes (every staff member may), over the settings as
     * stored, under the same version check: the page is rendered again like after any save.
     */
    async updateBoxContents(input: BoxContentsUpdateRequest, userId: number): Promise<BoxContentsResponse> {
      const saved = await save(input.version, userId, (stored) => ({ ...stored, boxContents: input.boxContents }));
      return { boxContents: saved.settings.boxContents, version: saved.version, updatedAt: saved.updatedAt };
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
