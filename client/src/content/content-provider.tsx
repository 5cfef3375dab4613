import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { emptySiteContent, type SiteContent } from '@shared/content';
import { useLanguage } from '@/i18n/language-provider';
import { translate } from '@/i18n/translate';

interface ContentContextValue {
  content: SiteContent;
  setContent(content: SiteContent): void;
  /** The edited text at `path` in the current language, else the translation. */
  text(path: string): string;
}

const ContentContext = createContext<ContentContextValue | null>(null);

/**
 * Editable site content (seed 000 §3): texts keyed by the same dotted paths as the
 * translations. Published content and the staff draft are applied on top of the defaults.
 */
export function ContentProvider({ children, initial = emptySiteContent }: { children: ReactNode; initial?: SiteContent }) {
  const { language } = useLanguage();
  const [content, setContent] = useState<SiteContent>(initial);
  const value = useMemo<ContentContextValue>(
    () => ({
      content,
      setContent,
      text: (path) => content.texts[language]?.[path] ?? translate(language, path),
    }),
    [content, language],
  );
  return <ContentContext.Provider value={value}>{children}</ContentContext.Provider>;
}

export function useContent() {
  const context = useContext(ContentContext);
  if (!context) throw new Error('useContent must be used within a ContentProvider');
  return context;
}
