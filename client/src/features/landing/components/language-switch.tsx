import { languages } from '@shared/languages';
import { useLanguage } from '@/i18n/language-provider';
import { cx } from '@/lib/class-names';

/** ES/EN switch: two real buttons, the current one pressed. */
export function LanguageSwitch({ className, variant = 'dark' }: { className?: string; variant?: 'dark' | 'light' }) {
  const { language, setLanguage, t } = useLanguage();
  const light = variant === 'light';
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cx('inline-flex rounded-full p-1', light ? 'bg-brand-sky ring-1 ring-brand-blue/15' : 'bg-white/15', className)}
    >
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={language === option}
          onClick={() => setLanguage(option)}
          className={cx(
            'min-w-11 rounded-full px-3 py-1.5 text-sm font-bold transition-colors',
            light
              ? language === option
                ? 'bg-brand-blue text-white shadow'
                : 'text-brand-blue hover:bg-white'
              : language === option
                ? 'bg-white text-brand-blue'
                : 'text-white hover:bg-white/20',
          )}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
