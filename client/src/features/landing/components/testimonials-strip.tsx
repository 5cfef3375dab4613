import { useEffect, useRef } from 'react';
import { EditableText } from '@/lib/site-content/editable-text';
import { useLanguage } from '@/i18n/language-provider';
import { cx } from '@/lib/class-names';
import { useHydrated } from '@/lib/use-hydrated';
import { REDUCED_MOTION, useMediaQuery } from '@/lib/use-media-query';
import { LandingSection } from './landing-section';
import { advanceMarquee, MARQUEE_CARD_WIDTH, MARQUEE_GAP } from '../lib/marquee';
import { Stars } from './stars';

const COUNT = 6;

/** Six testimonials gliding sideways (docs/product.md#landing-page); hover, focus, reduced motion or being off screen stop it. */
export function TestimonialsStrip() {
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  // The second set of cards only closes the loop of the animation: added once the page runs.
  const looping = useHydrated() && !reducedMotion;
  const track = useRef<HTMLUListElement>(null);
  const held = useRef(false);

  useEffect(() => {
    const element = track.current;
    if (!element || !looping) return;
    let offset = 0;
    let frame = 0;
    const step = () => {
      if (!held.current) {
        offset = advanceMarquee(offset, COUNT);
        element.style.transform = `translate3d(${-offset}px,0,0)`;
      }
      frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver(([entry]) => {
      cancelAnimationFrame(frame);
      if (entry?.isIntersecting) frame = requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      element.style.transform = '';
    };
  }, [looping]);

  const hold = (value: boolean) => () => {
    held.current = value;
  };

  return (
    <LandingSection sectionId="testimonials-strip" id="clientes-felices" aria-labelledby="strip-title" flush className="overflow-hidden">
      <EditableText path="testimonialsStrip.title" as="h2" id="strip-title" className="section-title mb-8 px-4 text-center" />
      <div
        onMouseEnter={hold(true)}
        onMouseLeave={hold(false)}
        onFocus={hold(true)}
        onBlur={hold(false)}
        // Still (reduced motion), the cards scroll by hand: keyboard users reach it with Tab, then the arrows.
        tabIndex={reducedMotion ? 0 : undefined}
        className={cx(reducedMotion ? 'overflow-x-auto focus-visible:outline-offset-[-3px]' : 'overflow-hidden')}
      >
        <ul ref={track} className="flex w-max py-3 will-change-transform" style={{ gap: MARQUEE_GAP, paddingLeft: MARQUEE_GAP }}>
          {Array.from({ length: looping ? COUNT * 2 : COUNT }, (_, slot) => (
            <TestimonialCard key={slot} index={slot % COUNT} copy={slot >= COUNT} />
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}

/** The second set only closes the loop visually: hidden from assistive technology. */
function TestimonialCard({ index, copy }: { index: number; copy: boolean }) {
  const { t } = useLanguage();
  const base = `testimonialsStrip.items.${index}`;
  return (
    <li aria-hidden={copy || undefined} className="shrink-0" style={{ width: MARQUEE_CARD_WIDTH }}>
      <figure className="m-0 flex h-full flex-col rounded-3xl bg-white p-5 shadow-md ring-1 ring-slate-200">
        <div className="flex items-center justify-between">
          <Stars label={t('testimonialsStrip.stars')} />
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-green/10 px-2 py-0.5 text-xs font-bold text-[#1b5e2b]">
            <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" aria-hidden="true">
              <path d="m5 10 3 3 7-7" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <EditableText path="testimonialsStrip.verified" />
          </span>
        </div>
        <EditableText path={`${base}.text`} as="blockquote" multiline className="mt-3 flex-1 text-slate-800" />
        <figcaption className="mt-4 text-sm">
          <EditableText path={`${base}.name`} className="font-black text-slate-900" /> · <EditableText path={`${base}.location`} className="text-slate-600" />
        </figcaption>
      </figure>
    </li>
  );
}
