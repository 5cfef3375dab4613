import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@shared/languages';
import { LanguageProvider, useLanguage } from './language-provider';
import type { TranslationKey } from './translate';

const wrapper = ({ children }: { children: ReactNode }) => <LanguageProvider>{children}</LanguageProvider>;

function Title() {
  const { t } = useLanguage();
  return <h1>{t('notFound.title')}</h1>;
}

describe('LanguageProvider', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('When nothing is stored, then Spanish is the language', () => {
    render(<Title />, { wrapper });
    expect(screen.getByRole('heading')).toHaveTextContent('No encontramos esta página');
  });

  it('When English was stored, then it is restored at start', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    render(<Title />, { wrapper });
    expect(screen.getByRole('heading')).toHaveTextContent('We could not find this page');
  });

  it('When the address has ?lang=en, then English wins over the stored choice and is stored once the page is idle', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    window.history.replaceState(null, '', '/?lang=en');
    render(<Title />, { wrapper });
    expect(screen.getByRole('heading')).toHaveTextContent('We could not find this page');
    await waitFor(() => expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en'));
    expect(document.cookie).toContain('lang=en');
  });

  it('When the language is switched, then texts change at once, and it is stored, mirrored in a cookie and set on <html>', () => {
    const { result } = renderHook(() => useLanguage(), { wrapper });
    act(() => result.current.setLanguage('en'));
    expect(result.current.t('notFound.title')).toBe('We could not find this page');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('When a key is missing, then it logs a warning and shows the key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useLanguage(), { wrapper });
    expect(result.current.t('no.such.key' as TranslationKey)).toBe('no.such.key');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no.such.key'));
  });

  it('When used outside the provider, then it throws its message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useLanguage())).toThrow('useLanguage must be used within a LanguageProvider');
  });
});
