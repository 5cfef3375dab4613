import { eq } from 'drizzle-orm';
import { siteContentSchema, type SiteContent } from '@shared/content';
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
