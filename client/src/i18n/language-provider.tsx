import { createContext, useCallback, useContext, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, isLanguage, type Language } from '@shared/languages';
import { afterLoad } from '@/lib/after-load';
import { browserStorage } from '@/lib/browser-storage';
import { openAllGates, whenGatesCanOpen } from '@/lib/hydration-gate';
import { dictionaryOf, hasDictionary, loadDictionary, translate, type TranslationKey } from './translate';
import type { Dictionary } from './es';

interface LanguageContextValue {
  language: Language;
  setLanguage(language: Language): void;
  t(key: TranslationKey): string;
  /** The whole dictionary of the current language, for lists and groups. */
  dictionary: Dictionary;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

const parseLanguage = (value: unknown) => (isLanguage(value) ? value : undefined);

/** ?lang= in the address (shareable links), else the stored choice. */
function requestedLanguage(): Language | undefined {
  if (typeof window === 'undefined') return undefined;
  return parseLanguage(new URLSearchParams(window.location.search).get('lang')) ?? parseLanguage(browserStorage.get(LANGUAGE_STORAGE_KEY));
}

/**
 * The language the first render must use: the prerendered page's, so hydration matches; else
 * the address's or the stored choice, else the one the server sent the page's head in (it
 * also reads Accept-Language).
 */
export function initialLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const served = parseLanguage(document.documentElement.lang);
  const prerendered = document.getElementById('root')?.firstElementChild ? served : undefined;
  return prerendered ?? requestedLanguage() ?? served ?? DEFAULT_LANGUAGE;
}

function remember(language: Language) {
  browserStorage.set(LANGUAGE_STORAGE_KEY, language);
  // The server reads this mirror to send the landing page already in the right language.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
  document.documentElement.lang = language;
}

export function LanguageProvider({ children, initial }: { children: ReactNode; initial?: Language }) {
  const [language, setLanguageState] = useState<Language>(() => initial ?? initialLanguage());

  // Whether the visitor has picked a language on this page: the start-up check below then
  // has nothing to do.
  const picked = useRef(false);
  // The last language asked for: a slower dictionary load never overrides a later choice.
  const wanted = useRef<Language | undefined>(undefined);

  // The address or the stored choice asks for another language than the page was sent in (a
  // missing cookie): switch. Then store the choice. The first use of the browser's storage is
  // slow, so this waits for the page's idle time after the load, not the hydration.
  const settleLanguage = useEffectEvent(() => {
    if (picked.current) return;
    const requested = requestedLanguage();
    if (requested && requested !== language) {
      // The parts still waiting to hydrate switch in place once their code is here too.
      void Promise.all([loadDictionary(requested), whenGatesCanOpen()]).then(() => {
        if (picked.current) return;
        openAllGates();
        setLanguageState(requested);
      });
    }
    remember(requested ?? language);
  });
  // Only once at start: later changes go through setLanguage.
  useEffect(() => afterLoad(() => settleLanguage()), []);

  const setLanguage = useCallback((next: Language) => {
    picked.current = true;
    wanted.current = next;
    remember(next);
    const apply = () => {
      if (wanted.current !== next) return;
      // Every text changes: parts of the page still waiting to hydrate must hydrate now, in place.
      openAllGates();
      setLanguageState(next);
    };
    // The other language's dictionary (and the code of the parts still waiting to hydrate) comes
    // first; once here, the switch is synchronous.
    const loading = whenGatesCanOpen();
    if (hasDictionary(next) && !loading) apply();
    else void Promise.all([loadDictionary(next), loading]).then(apply);
  }, []);

  const value = useMemo<LanguageContextValue>(
    () => ({
      language,
      setLanguage,
      t: (key) => translate(language, key),
      dictionary: dictionaryOf(language),
    }),
    [language, setLanguage],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage() {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage must be used within a LanguageProvider');
  return context;
}
