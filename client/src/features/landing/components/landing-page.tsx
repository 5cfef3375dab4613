import { useLanguage } from '@/i18n/language-provider';
import { LanguageSwitch } from './language-switch';

// The first screen only; the full page is built on top of this shell.
export function LandingPage() {
  const { t } = useLanguage();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('skipToContent')}
      </a>
      <header className="flex items-center justify-between bg-brand-blue px-4 py-3 text-white">
        <span className="text-xl font-bold">ChapinBox</span>
        <LanguageSwitch />
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-brand-blue">{t('meta.title')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('meta.description')}</p>
      </main>
    </>
  );
}
