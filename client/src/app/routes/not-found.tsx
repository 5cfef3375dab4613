import { Link } from 'wouter';
import { useLanguage } from '@/i18n/language-provider';

export default function NotFoundRoute() {
  const { t } = useLanguage();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-brand-cream px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-lg">
        <h1 className="text-2xl font-bold text-brand-blue">{t('notFound.title')}</h1>
        <p className="mt-4 text-slate-600">{t('notFound.message')}</p>
        <Link href="/" className="mt-6 inline-block font-semibold text-brand-blue underline underline-offset-4">
          {t('actions.backHome')}
        </Link>
      </div>
    </main>
  );
}
