import type { ComponentProps } from 'react';
import { useLanguage } from '@/i18n/language-provider';
import { cx } from '@/lib/class-names';
import { ChapincitoAvatar } from './chapincito-avatar';

/** The round 75px button, 110px from the bottom and 20px from the right; bounces until first opened. */
export function ChatButton({ bouncing, className, ...props }: ComponentProps<'button'> & { bouncing: boolean }) {
  const { t } = useLanguage();
  return (
    <button
      type="button"
      aria-label={t('chat.open')}
      data-bouncing={bouncing || undefined}
      className={cx(
        'fixed right-5 bottom-[110px] z-50 h-[75px] w-[75px] rounded-full bg-white p-1 shadow-xl ring-4 ring-brand-gold transition-transform hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-brand-blue',
        bouncing && 'motion-safe:animate-bounce',
        className,
      )}
      {...props}
    >
      <ChapincitoAvatar className="h-full w-full rounded-full" />
      <span className="absolute top-1 right-1 h-3.5 w-3.5 rounded-full border-2 border-white bg-green-500" aria-hidden="true" />
    </button>
  );
}
