import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { SiteContent } from '@shared/site-content';
import type { Language } from '@shared/languages';
import { useLanguage } from '@/i18n/language-provider';
import { dictionaryOf, lookup, translate } from '@/i18n/translate';

interface PageContentValue {
  /** The edited text at `path` in the current language, else the translation. */
  text(path: string): string;
  /** The section order staff chose, if any (each page resolves it against its own sections). */
  sectionsOrder: readonly string[] | undefined;
}

const PageContentContext = createContext<PageContentValue | null>(null);

/** No edits (the value of `emptySiteContent`, without loading the content schemas with the page). */
const noEdits: SiteContent = { texts: {} };

/** The built-in text at a dotted path, or undefined (a list or group is not a text). */
function builtInText(language: Language, path: string): string | undefined {
  const value = lookup(dictionaryOf(language), path);
  return typeof value === 'string' ? value : undefined;
}

/**
 * What the page says: the edited content (docs/product.md#site-content), keyed by the same
 * dotted paths as the translations, over the translations. Every feature that shows texts
 * staff may edit reads it; the site-content feature, which owns the edits, provides it.
 */
export function PageContentProvider({ content = noEdits, children }: { content?: SiteContent; children: ReactNode }) {
  const { language } = useLanguage();
  const value = useMemo<PageContentValue>(
    () => ({
      // translate() for a missing key: it warns and shows the key (see i18n/translate).
      text: (path) => content.texts[language]?.[path] ?? builtInText(language, path) ?? translate(language, path),
      sectionsOrder: content.sectionsOrder,
    }),
    [content, language],
  );
  return <PageContentContext.Provider value={value}>{children}</PageContentContext.Provider>;
}

export function usePageContent() {
  const context = useContext(PageContentContext);
  if (!context) throw new Error('usePageContent must be used within a PageContentProvider');
  return context;
}
