import type { SiteContent } from '@shared/site-content';

// Kept apart from content-storage.ts (which validates stored drafts with zod): the content
// provider needs these on the landing page's first load, and zod is not part of that load.

/** Whether content changes anything: a text in some language or a section order. */
export const hasContent = (content: SiteContent) =>
  Boolean(content.sectionsOrder) || Object.values(content.texts).some((texts) => texts && Object.keys(texts).length > 0);

/** `over` on top of `base`: texts path by path, the section order as a whole. */
export function mergeContent(base: SiteContent, over: SiteContent): SiteContent {
  const merged: SiteContent = {
    texts: {
      es: { ...base.texts.es, ...over.texts.es },
      en: { ...base.texts.en, ...over.texts.en },
    },
  };
  const order = over.sectionsOrder ?? base.sectionsOrder;
  return order ? { ...merged, sectionsOrder: order } : merged;
}
