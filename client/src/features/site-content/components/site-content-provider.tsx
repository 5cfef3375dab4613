import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode, type SetStateAction } from 'react';
import type { SiteContent } from '@shared/site-content';
import { openAllGates } from '@/lib/hydration-gate';
import { PageContentProvider } from '@/lib/page-content';
import { usePublishedContent } from '../api/get-site-content';
import { mergeContent } from '../lib/content-merge';

/** No edits (the value of `emptySiteContent`, without loading the content schemas with the page). */
const noContent: SiteContent = { texts: {} };

interface SiteContentContextValue {
  /** What the page shows: the published content with this browser's draft on top. */
  content: SiteContent;
  /** The content staff published (GET /api/content). */
  published: SiteContent;
  setContent(content: SiteContent): void;
  /** This browser's unpublished edits (edit mode). */
  draft: SiteContent;
  setDraft(draft: SetStateAction<SiteContent>): void;
}

const SiteContentContext = createContext<SiteContentContextValue | null>(null);

/**
 * Editable site content (docs/product.md#site-content): the published content and this
 * browser's draft, shown on the page through the page content (`lib/page-content`). Both are
 * applied on top of the defaults after hydration, so the first render matches the prerendered
 * HTML.
 */
export function SiteContentProvider({ children, initial = noContent }: { children: ReactNode; initial?: SiteContent }) {
  const [published, setContent] = useState<SiteContent>(initial);
  const [draft, setDraft] = useState<SiteContent>(noContent);

  // Applied as transitions: re-rendering every text of the page then happens in small slices
  // instead of one long task right after hydration. Nothing stored, nothing re-rendered.
  // The stored draft is validated with zod: that code loads after the page, as its own chunk.
  useEffect(() => {
    let active = true;
    void import('../lib/content-storage').then(({ hasContent, readStoredDraft }) => {
      const stored = readStoredDraft();
      if (!active || !hasContent(stored)) return;
      // Parts still waiting to hydrate (lib/hydration-gate) would hold the new texts back
      // until the last of them hydrates: they hydrate now, with the change.
      openAllGates();
      startTransition(() => setDraft(stored));
    });
    return () => {
      active = false;
    };
  }, []);

  const value = useMemo<SiteContentContextValue>(
    () => ({ content: mergeContent(published, draft), published, setContent, draft, setDraft }),
    [published, draft],
  );
  return (
    <SiteContentContext.Provider value={value}>
      <PageContentProvider content={value.content}>{children}</PageContentProvider>
    </SiteContentContext.Provider>
  );
}

/** Fetches the published content once the page is running and applies it (rendered inside the providers). */
export function PublishedSiteContentLoader() {
  const { data } = usePublishedContent();
  const { setContent, published } = useSiteContent();
  useEffect(() => {
    if (!data || JSON.stringify(data) === JSON.stringify(published)) return;
    openAllGates(); // see the stored draft above
    startTransition(() => setContent(data));
  }, [data, published, setContent]);
  return null;
}

export function useSiteContent() {
  const context = useContext(SiteContentContext);
  if (!context) throw new Error('useSiteContent must be used within a SiteContentProvider');
  return context;
}
