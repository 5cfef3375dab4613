import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useLanguage } from '@/i18n/language-provider';
import { translate } from '@/i18n/translate';

// The language the server wrote the page's head in, read before the app changes <html lang>.
const servedLanguage = typeof document === 'undefined' ? undefined : document.documentElement.lang;

/**
 * Keeps the head (title, description, canonical, alternates…) right after a client navigation
 * or a language switch. The first page's head came with its HTML, so the code that writes
 * heads (apply-page-head.ts) is a chunk loaded only then: nothing of it on the first load.
 */
export function PageHeadSync() {
  const [location] = useLocation();
  const { language } = useLanguage();
  const first = useRef(true);
  useEffect(() => {
    const served = first.current && language === servedLanguage;
    first.current = false;
    if (served) return;
    void import('./apply-page-head').then(({ applyPageHead }) => applyPageHead(location, language, translate));
  }, [location, language]);
  return null;
}
