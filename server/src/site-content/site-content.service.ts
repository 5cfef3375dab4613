import { eq } from 'drizzle-orm';
import { emptySiteContent, siteContentSchema, type SiteContent } from '@shared/site-content';
import type { Db } from '../db/client';
import { siteContent } from '../db/schema';

export const PUBLISHED_CONTENT_ID = 'published';

/** The content staff published (texts per language, section order), or null when none. */
export async function getPublishedContent(db: Db): Promise<SiteContent | null> {
  const [row] = await db.select({ content: siteContent.content }).from(siteContent).where(eq(siteContent.id, PUBLISHED_CONTENT_ID));
  if (!row) return null;
  const parsed = siteContentSchema.safeParse(row.content);
  return parsed.success ? parsed.data : null;
}

/** What every visitor gets: the published content, or the empty default (the built-in texts show). */
export async function getContentForVisitors(db: Db): Promise<SiteContent> {
  return (await getPublishedContent(db)) ?? emptySiteContent;
}

/** Replaces the published content (one row, id 'published') and records who published it. */
export async function publishContent(db: Db, content: SiteContent, userId: number): Promise<SiteContent> {
  const values = { id: PUBLISHED_CONTENT_ID, content, updatedBy: userId, updatedAt: new Date() };
  await db
    .insert(siteContent)
    .values(values)
    .onConflictDoUpdate({ target: siteContent.id, set: { content, updatedBy: userId, updatedAt: values.updatedAt } });
  return content;
}
