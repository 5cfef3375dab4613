import { eq } from 'drizzle-orm';
import { emptySiteContent, MAX_CONTENT_BYTES, siteContentSchema, type SiteContent } from '@shared/site-content';
import { recordActivity } from '../audit/audit.service';
import type { Db } from '../db/client';
import { siteContent } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { ApiError } from '../lib/errors';
import { createCache, VISITOR_READ_MAX_AGE_MS } from '../lib/cache';

const PUBLISHED_CONTENT_ID = 'published';

/**
 * The content staff published (texts per language, section order), or null when none; read
 * as it is now (the chat guide quotes it).
 */
export async function findPublishedContent(db: Db): Promise<SiteContent | null> {
  const [row] = await db.select({ content: siteContent.content }).from(siteContent).where(eq(siteContent.id, PUBLISHED_CONTENT_ID));
  if (!row) return null;
  const parsed = siteContentSchema.safeParse(row.content);
  return parsed.success ? parsed.data : null;
}

/**
 * The published texts and section order (docs/product.md#site-content). Visitors' reads come
 * from the database at most once a second per instance (another instance's publish shows
 * within that second).
 */
export function createSiteContentService(deps: Pick<AppDeps, 'database' | 'logger'>) {
  const { db, pool } = deps.database;
  const published = createCache<SiteContent>({ maxAgeMs: VISITOR_READ_MAX_AGE_MS, staleOnError: { logger: deps.logger, what: 'published content' } });

  return {
    /** What every visitor gets: the published content, or the empty default (the built-in texts show). */
    forVisitors: () => published.get('published', async () => (await findPublishedContent(db)) ?? emptySiteContent),

    /** Replaces the published content (one row), records who published it, and logs it in the activity log. */
    async publish(content: SiteContent, userId: number): Promise<SiteContent> {
      if (Buffer.byteLength(JSON.stringify(content)) > MAX_CONTENT_BYTES) {
        throw new ApiError(413, `El contenido supera el límite de ${MAX_CONTENT_BYTES / 1024} KB`);
      }
      const updatedAt = new Date();
      const texts = Object.values(content.texts).reduce((sum, byPath) => sum + Object.keys(byPath ?? {}).length, 0);
      await withTransaction(pool, async (tx) => {
        await tx
          .insert(siteContent)
          .values({ id: PUBLISHED_CONTENT_ID, content, updatedBy: userId, updatedAt })
          .onConflictDoUpdate({ target: siteContent.id, set: { content, updatedBy: userId, updatedAt } });
        await recordActivity(tx, { actorId: userId, action: 'site-content.publish', target: 'textos del sitio', details: { texts } });
      });
      published.delete('published');
      return content;
    },
  };
}

export type SiteContentService = ReturnType<typeof createSiteContentService>;
