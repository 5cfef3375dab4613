import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '@/i18n/language-provider';
import { ContentProvider, useContent } from './content-provider';

const wrapper = ({ children }: { children: ReactNode }) => (
  <LanguageProvider initial="es">
    <ContentProvider>{children}</ContentProvider>
  </LanguageProvider>
);

describe('ContentProvider', () => {
  it('When no content is edited, then the translation shows', () => {
    const { result } = renderHook(() => useContent(), { wrapper });
    expect(result.current.text('notFound.title')).toBe('404 Página No Encontrada');
  });

  it('When content replaces a text in the current language, then the edited text shows', () => {
    const { result } = renderHook(() => useContent(), { wrapper });
    act(() => result.current.setContent({ texts: { es: { 'notFound.title': 'Nada por aquí' }, en: { 'notFound.title': 'Nothing here' } } }));
    expect(result.current.text('notFound.title')).toBe('Nada por aquí');
  });

  it('When used outside the provider, then it throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useContent(), { wrapper: ({ children }) => <LanguageProvider>{children}</LanguageProvider> })).toThrow(
      'useContent must be used within a ContentProvider',
    );
  });
});
