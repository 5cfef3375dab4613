import { useEffect } from 'react';
import { useLanguage } from '@/i18n/language-provider';

/** Keeps the title and meta description in the page's language when it is switched (the HTML arrives with them set). */
export function useDocumentMeta() {
  const { t } = useLanguage();
  useEffect(() => {
    document.title = t('meta.title');
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('meta.description'));
  }, [t]);
}
