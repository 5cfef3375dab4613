import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/language-provider';
import { cx } from '@/lib/class-names';
import { matchesMediaQuery, REDUCED_MOTION } from '@/lib/use-media-query';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';

/** The logo slides to the left once the page is scrolled more than 100px (docs/product.md#constants). */
const LOGO_SLIDE_SCROLL_PX = 100;

function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

export function SiteHeader() {
  const { t } = useLanguage();
  const scrolled = useScrolledPast(LOGO_SLIDE_SCROLL_PX);
  const toTop = () => {
    const smooth = !matchesMediaQuery(REDUCED_MOTION);
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  };
  return (
    <div className="band-bottom relative bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex h-14 max-w-6xl items-center justify-end px-4 md:h-16">
        <button
          type="button"
          onClick={toTop}
          aria-label={t('header.home')}
          data-scrolled={scrolled}
          data-testid="site-logo"
          className={cx(
            'absolute top-1/2 flex -translate-y-1/2 items-center gap-2 rounded-lg px-1 py-1 transition-[left,transform] duration-500 ease-out',
            scrolled ? 'left-4 translate-x-0' : 'left-1/2 -translate-x-1/2',
          )}
        >
          {/* A size smaller on phones: centred on a 390px screen, the full-size logo ran into the
              language switch and looked pushed to the right. */}
          <BrandMark className="h-7 w-7 sm:h-8 sm:w-8 md:h-9 md:w-9" />
          <span className="font-display text-lg font-black tracking-tight text-brand-blue sm:text-xl md:text-2xl">
            Chapin<span className="text-brand-red">Box</span>
          </span>
        </button>
        <LanguageSwitch variant="light" />
      </div>
    </div>
  );
}
