import { useEffect, useRef, useState } from 'react';
import type { Language } from '@shared/languages';
import type { PublicSiteSettings } from '@shared/site-settings';
import { EditableText, fillPlaceholders } from '@/lib/editable-text';
import { useLanguage } from '@/i18n/language-provider';
import { cx } from '@/lib/class-names';
import { useSiteSettings } from './site-settings-provider';
import { useHydrated } from '@/lib/use-hydrated';
import { REDUCED_MOTION, useMediaQuery } from '@/lib/use-media-query';
import { LandingSection } from './landing-section';
import { advanceMarquee, MARQUEE_CARD_WIDTH, MARQUEE_GAP, marqueeSetWidth } from '../lib/marquee';
import { Stars } from './stars';

type Testimonial = PublicSiteSettings['testimonials'][Language][number];

/** The testimonials staff set for `language` (docs/product.md#site-settings); none: no strip. */
const stripTestimonials = (settings: PublicSiteSettings, language: Language): Testimonial[] => settings.testimonials[language];

/**
 * The customers' words staff set for the page's language, gliding sideways
 * (docs/product.md#landing-page); hover, focus, reduced motion or being off screen stop it.
 * Cards that all fit stand still, centred. Without testimonials nothing is rendered: nothing
 * on the page is invented (docs/decisions/0019-no-invented-facts.md).
 */
export function TestimonialsStrip() {
  const { language } = useLanguage();
  const { settings } = useSiteSettings();
  const testimonials = stripTestimonials(settings, language);
  return testimonials.length > 0 ? <Strip testimonials={testimonials} /> : null;
}

function Strip({ testimonials }: { testimonials: Testimonial[] }) {
  const count = testimonials.length;
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const hydrated = useHydrated();
  const view = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const held = useRef(false);
  // The strip's visible width, once the page runs: one set of cards narrower than it stands still.
  const [viewWidth, setViewWidth] = useState<number | null>(null);
  const overflows = viewWidth === null || marqueeSetWidth(count) > viewWidth;
  // The second set of cards only closes the loop of the animation: added once the page runs.
  const looping = hydrated && !reducedMotion && viewWidth !== null && overflows;

  useEffect(() => {
    const element = view.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setViewWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element || !looping) return;
    let offset = 0;
    let frame = 0;
    const step = () => {
      if (!held.current) {
        offset = advanceMarquee(offset, count);
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
  }, [looping, count]);

  const hold = (value: boolean) => () => {
    held.current = value;
  };

  return (
    <LandingSection sectionId="testimonials-strip" id="clientes-felices" aria-labelledby="strip-title" flush className="overflow-hidden">
      <EditableText path="testimonialsStrip.title" as="h2" id="strip-title" className="section-title mb-8 px-4 text-center" />
      <div
        ref={view}
        onMouseEnter={hold(true)}
        onMouseLeave={hold(false)}
        onFocus={hold(true)}
        onBlur={hold(false)}
        // Still (reduced motion), the cards scroll by hand: keyboard users reach it with Tab, then the arrows.
        tabIndex={reducedMotion && overflows ? 0 : undefined}
        className={cx(reducedMotion ? 'overflow-x-auto focus-visible:outline-offset-[-3px]' : 'overflow-hidden')}
      >
        {/* Auto side margins centre a set that fits and are 0 for one wider than the view. */}
        <ul ref={track} className="mx-auto flex w-max py-3 will-change-transform" style={{ gap: MARQUEE_GAP, paddingInline: MARQUEE_GAP }}>
          {Array.from({ length: looping ? count * 2 : count }, (_, slot) => (
            <TestimonialCard key={slot} testimonial={testimonials[slot % count]!} copy={slot >= count} />
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}

/** The second set only closes the loop visually: hidden from assistive technology. */
function TestimonialCard({ testimonial, copy }: { testimonial: Testimonial; copy: boolean }) {
  const { t } = useLanguage();
  const { name, location, text, rating, verified } = testimonial;
  return (
    <li aria-hidden={copy || undefined} className="shrink-0" style={{ width: MARQUEE_CARD_WIDTH }}>
      <figure className="m-0 flex h-full flex-col rounded-3xl bg-white p-5 shadow-md ring-1 ring-slate-200">
        <div className="flex min-h-6 items-center justify-between gap-2">
          <Stars rating={rating} label={fillPlaceholders(t('testimonialsStrip.stars'), { rating })} />
          {verified && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-green/10 px-2 py-0.5 text-xs font-bold text-[#1b5e2b]">
              <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" aria-hidden="true">
                <path d="m5 10 3 3 7-7" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <EditableText path="testimonialsStrip.verified" />
            </span>
          )}
        </div>
        <blockquote className="mt-3 flex-1 whitespace-pre-line text-slate-800">{text}</blockquote>
        <figcaption className="mt-4 text-sm">
          <span className="font-black text-slate-900">{name}</span>
          {location && (
            <>
              {' · '}
              <span className="text-slate-600">{location}</span>
            </>
          )}
        </figcaption>
      </figure>
    </li>
  );
}
