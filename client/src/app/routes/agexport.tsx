import { Link } from 'wouter';
import { LanguageSwitch } from '@/features/landing/components/language-switch';
import { VideoRequestForm } from '@/features/video-requests/components/video-request-form';
import { useLanguage } from '@/i18n/language-provider';

/** /agexport (public, es/en): the automatic video generator offered with the trade association. */
export default function AgexportRoute() {
  const { t } = useLanguage();

  return (
    <div className="min-h-screen bg-brand-cream">
      <header className="bg-brand-blue text-white">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-3">
          <Link href="/" aria-label={t('agexport.logoLabel')} className="flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-3 focus-visible:outline-brand-gold">
            <img src="/favicon.svg" width="40" height="40" alt="" className="h-10 w-10" />
            <span className="hidden text-xl font-bold sm:inline">ChapinBox</span>
          </Link>
          <div className="min-w-0 flex-1 border-l border-white/30 pl-3">
            <p className="text-xs font-bold tracking-widest text-brand-gold uppercase">
              {t('agexport.association')}
              <span className="hidden font-medium tracking-normal normal-case text-white/80 sm:inline"> · {t('agexport.associationName')}</span>
            </p>
            <h1 className="text-base leading-tight font-bold sm:text-2xl">{t('agexport.title')}</h1>
          </div>
          <LanguageSwitch className="shrink-0" />
        </div>
        {/* Inside the banner landmark, so no text is outside a landmark. */}
        <p role="note" className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
          {t('agexport.testBanner')}
        </p>
      </header>
      <main id="main" className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
        <VideoRequestForm />
      </main>
    </div>
  );
}
