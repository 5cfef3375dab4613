import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_STORAGE_KEY, SECTIONS_ORDER_STORAGE_KEY } from '@shared/site-content';
import { LanguageProvider } from '@/i18n/language-provider';
import { fakeApi } from '@/test/fake-api';
import { usePageContent } from '@/lib/page-content';
import { createTestQueryClient } from '@/test/render-screen';
import { SiteContentProvider, PublishedSiteContentLoader, useSiteContent } from './site-content-provider';

/** The page's texts with the content's setters, as a screen and edit mode see them. */
const useContent = () => ({ ...usePageContent(), ...useSiteContent() });

const wrapper = ({ children }: { children: ReactNode }) => (
  <LanguageProvider initial="es">
    <SiteContentProvider>{children}</SiteContentProvider>
  </LanguageProvider>
);

describe('SiteContentProvider', () => {
  it('When no content is edited, then the translation shows', () => {
    const { result } = renderHook(() => useContent(), { wrapper });
    expect(result.current.text('notFound.title')).toBe('No encontramos esta página');
    expect(result.current.text('products.tabs.partyMix.categories.0')).toBe('Para compartir');
  });

  it('When content replaces a text in the current language, then the edited text shows', () => {
    const { result } = renderHook(() => useContent(), { wrapper });
    act(() => result.current.setContent({ texts: { es: { 'notFound.title': 'Nada por aquí' }, en: { 'notFound.title': 'Nothing here' } } }));
    expect(result.current.text('notFound.title')).toBe('Nada por aquí');
  });

  it('When this browser holds a saved draft, then it shows on top of the published content', async () => {
    window.localStorage.setItem(CONTENT_STORAGE_KEY, JSON.stringify({ texts: { es: { 'hero.title': 'Borrador' } } }));
    window.localStorage.setItem(SECTIONS_ORDER_STORAGE_KEY, JSON.stringify(['featured', 'products']));
    const { result } = renderHook(() => useContent(), { wrapper });
    act(() => result.current.setContent({ texts: { es: { 'hero.title': 'Publicado', 'hero.subtitle': 'Sub publicado' } } }));

    await waitFor(() => expect(result.current.text('hero.title')).toBe('Borrador'));
    expect(result.current.text('hero.subtitle')).toBe('Sub publicado');
    expect(result.current.sectionsOrder).toEqual(['featured', 'products']);
  });

  it('When the stored draft is damaged, then it is ignored', () => {
    window.localStorage.setItem(CONTENT_STORAGE_KEY, '{"texts": {"es": {"hero title": 5}}}');
    const { result } = renderHook(() => useContent(), { wrapper });
    expect(result.current.text('hero.title')).toBe('El sabor de tu tierra,');
  });

  it('When the server has published content, then the loader applies it', async () => {
    fakeApi({ 'GET /api/content': { status: 200, body: { texts: { es: { 'cultural.diveTitle': '¡Vamos a Guatemala!' } } } } });
    const queryClient = createTestQueryClient();
    const withLoader = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        {wrapper({
          children: (
            <>
              <PublishedSiteContentLoader />
              {children}
            </>
          ),
        })}
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useContent(), { wrapper: withLoader });
    await waitFor(() => expect(result.current.text('cultural.diveTitle')).toBe('¡Vamos a Guatemala!'));
  });

  it('When used outside the provider, then it throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSiteContent(), { wrapper: ({ children }) => <LanguageProvider>{children}</LanguageProvider> })).toThrow(
      'useSiteContent must be used within a SiteContentProvider',
    );
  });
});
