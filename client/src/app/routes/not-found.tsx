import { Link } from 'wouter';
import type { Language } from '@shared/languages';
import { PRODUCTS_ANCHOR } from '@/features/landing/lib/products';
import { useLanguage } from '@/i18n/language-provider';
import type { TranslationKey } from '@/i18n/translate';

/** Where the landing page's VIP club call to action sits (its last section). */
const CLUB_ANCHOR = 'antes-despues';

/** The seeds' texts, shown only where a translation is missing. */
const FALLBACK: Record<Language, { title: string; message: string }> = {
  es: { title: '404 Página No Encontrada', message: '¿Olvidaste agregar la página al router?' },
  en: { title: '404 Page Not Found', message: 'Did you forget to add the page to the router?' },
};

/**
 * Any path the app does not know (the server answers it 404): in the visitor's language, with
 * the way back to the boxes and the VIP club. The links load the landing page itself, which
 * the server sends as HTML.
 */
export default function NotFoundRoute() {
  const { t, language } = useLanguage();
  const text = (key: TranslationKey, fallback: string) => {
    const value = t(key);
    return value === key ? fallback : value;
  };
  const linkClass =
    'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-gold';
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-brand-cream px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-lg">
        <p aria-hidden="true" className="font-display text-5xl font-black text-brand-magenta">
          404
        </p>
        <h1 className="mt-2 text-2xl font-bold text-brand-blue">{text('notFound.title', FALLBACK[language].title)}</h1>
        <p className="mt-4 text-slate-600">{text('notFound.message', FALLBACK[language].message)}</p>
        <div className="mt-6 flex flex-col gap-3">
          <a href={`/?lang=${language}#${PRODUCTS_ANCHOR}`} className={`${linkClass} bg-brand-blue text-white hover:bg-brand-blue-dark`}>
            {t('notFound.boxesLink')}
          </a>
          <a href={`/?lang=${language}#${CLUB_ANCHOR}`} className={`${linkClass} bg-brand-gold text-slate-900 hover:bg-brand-gold-dark`}>
            {t('notFound.clubLink')}
          </a>
        </div>
        <Link href="/" className="mt-6 inline-block font-semibold text-brand-blue underline underline-offset-4">
          {t('actions.backHome')}
        </Link>
      </div>
    </main>
  );
}
