import { languages } from '@shared/languages';
import { useLanguage } from '@/i18n/language-provider';
import { cn } from '@/lib/cn';

/** ES/EN switch: two real buttons, the current one pressed. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { language, setLanguage, t } = useLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className={cn('inline-flex rounded-full bg-white/15 p-1', className)}>
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={language === option}
          onClick={() => setLanguage(option)}
          className={cn(
            'rounded-full px-3 py-1 text-sm font-bold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
            language === option ? 'bg-white text-brand-blue' : 'text-white hover:bg-white/20',
          )}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
