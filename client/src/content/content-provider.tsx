import { createContext, useContext, useEffect, useMemo, useState, type ReactNode, type SetStateAction } from 'react';
import { emptySiteContent, type SiteContent } from '@shared/content';
import { useLanguage } from '@/i18n/language-provider';
import { dictionaries, lookup, translate } from '@/i18n/translate';
import { usePublishedContent } from './api/get-content';
import { mergeContent, readStoredDraft } from './content-storage';

interface ContentContextValue {
  /** What the page shows: the published content with this browser's draft on top. */
  content: SiteContent;
  /** The content staff published (GET /api/content). */
  published: SiteContent;
  setContent(content: SiteContent): void;
  /** This browser's unpublished edits (edit mode). */
  draft: SiteContent;
  setDraft(draft: SetStateAction<SiteContent>): void;
  /** The edited text at `path` in the current language, else the translation. */
  text(path: string): string;
  /** An optional setting such as a video address: the edited value, else the translation, else ''. */
  media(path: string): string;
  /** The section order chosen in edit mode, if any. */
  sectionsOrder: readonly string[] | undefined;
}

const ContentContext = createContext<ContentContextValue | null>(null);

/**
 * Editable site content (seed 000 §3): texts keyed by the same dotted paths as the
 * translations. Published content and the staff draft are applied on top of the defaults
 * after hydration, so the first render matches the prerendered HTML.
 */
export function ContentProvider({ children, initial = emptySiteContent }: { children: ReactNode; initial?: SiteContent }) {
  const { language } = useLanguage();
  const [published, setContent] = useState<SiteContent>(initial);
  const [draft, setDraft] = useState<SiteContent>(emptySiteContent);

  useEffect(() => setDraft(readStoredDraft()), []);

  const value = useMemo<ContentContextValue>(() => {
    const content = mergeContent(published, draft);
    const edited = (path: string) => content.texts[language]?.[path];
    return {
      content,
      published,
      setContent,
      draft,
      setDraft,
      text: (path) => edited(path) ?? translate(language, path),
      media: (path) => {
        const fallback = lookup(dictionaries[language], path);
        return edited(path) ?? (typeof fallback === 'string' ? fallback : '');
      },
      sectionsOrder: content.sectionsOrder,
    };
  }, [published, draft, language]);
  return <ContentContext.Provider value={value}>{children}</ContentContext.Provider>;
}

/** Fetches the published content once the page is running and applies it (rendered inside the providers). */
export function PublishedContentLoader() {
  const { data } = usePublishedContent();
  const { setContent } = useContent();
  useEffect(() => {
    if (data) setContent(data);
  }, [data, setContent]);
  return null;
}

export function useContent() {
  const context = useContext(ContentContext);
  if (!context) throw new Error('useContent must be used within a ContentProvider');
  return context;
}
