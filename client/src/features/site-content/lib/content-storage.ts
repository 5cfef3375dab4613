import * as z from 'zod/mini';
import {
  CONTENT_STORAGE_KEY,
  SECTIONS_ORDER_STORAGE_KEY,
  contentTextsSchema,
  emptySiteContent,
  sectionsOrderSchema,
  type SiteContent,
} from '@shared/site-content';
import { browserStorage } from '@/lib/browser-storage';

const storedTextsSchema = z.object({ texts: contentTextsSchema });

function readJson<T>(key: string, schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } }): T | undefined {
  const raw = browserStorage.get(key);
  if (!raw) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The staff draft kept in this browser (docs/product.md#site-content): texts under 'chapinbox-content', the
 * section order under 'chapinbox-sections-order'. A damaged entry reads as no draft.
 */
export function readStoredDraft(): SiteContent {
  const texts = readJson(CONTENT_STORAGE_KEY, storedTextsSchema)?.texts ?? emptySiteContent.texts;
  const sectionsOrder = readJson(SECTIONS_ORDER_STORAGE_KEY, sectionsOrderSchema);
  return sectionsOrder ? { texts, sectionsOrder } : { texts };
}

/** Writes the draft; false when the browser refused to store it. */
export function writeStoredDraft(draft: SiteContent): boolean {
  try {
    window.localStorage.setItem(CONTENT_STORAGE_KEY, JSON.stringify({ texts: draft.texts }));
    if (draft.sectionsOrder) window.localStorage.setItem(SECTIONS_ORDER_STORAGE_KEY, JSON.stringify(draft.sectionsOrder));
    else window.localStorage.removeItem(SECTIONS_ORDER_STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}

export function clearStoredDraft() {
  browserStorage.remove(CONTENT_STORAGE_KEY);
  browserStorage.remove(SECTIONS_ORDER_STORAGE_KEY);
}

export { hasContent, mergeContent } from './content-merge';
