import { EditableText } from '@/lib/editable-text';
import { usePageContent } from '@/lib/page-content';
import { usePlacedMedia, useSiteSettings } from './site-settings-provider';
import { useSectionView } from '../hooks/use-section-view';
import { heroPicture } from '../lib/images';
import { PlacedMedia } from './placed-media';
import { VideoFacade } from './video-facade';

const stats = [
  ['hero.stats.snacks', 'hero.stats.snacksLabel'],
  ['hero.stats.delivery', 'hero.stats.deliveryLabel'],
  ['hero.stats.customers', 'hero.stats.customersLabel'],
] as const;

/**
 * The hero (docs/product.md#landing-page): title with its highlight, subtitle, description, the
 * call to action and the main video. On a phone its title, button and stats fit above the VIP
 * button (bottom right) on a 360 to 412 px wide screen, 844 px high: hence the tighter spacing.
 */
export function HeroSection() {
  const { text } = usePageContent();
  const { settings } = useSiteSettings();
  const ref = useSectionView<HTMLElement>('hero');
  const [placed] = usePlacedMedia('hero');
  return (
    <section ref={ref} aria-labelledby="hero-title" className="relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 pt-5 pb-14 sm:pt-8 md:grid-cols-[1.05fr_1fr] md:gap-10 md:pt-14 md:pb-20">
        <div className="text-center md:text-left">
          <EditableText
            path="hero.eyebrow"
            as="p"
            className="inline-block rounded-full bg-brand-gold/25 px-4 py-1 text-xs font-bold sm:text-sm text-brand-blue-dark ring-1 ring-brand-gold/60"
          />
          <h1 id="hero-title" className="font-display mt-3 text-4xl leading-[1.05] font-black tracking-tight text-slate-900 sm:mt-5 sm:text-5xl lg:text-6xl">
            <EditableText path="hero.title" /> <EditableText path="hero.titleHighlight" className="hero-highlight text-brand-blue" />
          </h1>
          <EditableText path="hero.subtitle" as="p" multiline className="mt-3 text-lg font-semibold text-slate-800 sm:mt-5 md:text-xl" />
          <EditableText path="hero.description" as="p" multiline className="mt-2 text-base text-slate-700 sm:mt-3 md:text-lg" />
          <div className="mt-5 flex flex-wrap sm:mt-7 items-center justify-center gap-3 md:justify-start">
            <a
              href="#productos-chapinbox"
              className="inline-flex h-12 items-center gap-2 rounded-full bg-brand-blue px-6 text-base font-bold whitespace-nowrap text-white shadow-lg shadow-brand-blue/30 transition hover:-translate-y-0.5 hover:bg-brand-blue-dark sm:h-14 sm:px-8 sm:text-lg"
            >
              <EditableText path="hero.ctaText" />
              <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
                <path d="M12 4v14m0 0-6-6m6 6 6-6" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </a>
          </div>
          <ul className="mt-5 grid grid-cols-3 sm:mt-8 gap-2 text-center md:max-w-md md:text-left">
            {stats.map(([value, label]) => (
              <li key={value} className="rounded-xl bg-white/80 px-2 py-2 shadow-sm ring-1 ring-slate-200 sm:py-3 md:px-3">
                <EditableText path={value} className="block text-base font-black whitespace-nowrap text-brand-blue md:text-xl" />{' '}
                <EditableText path={label} className="block text-xs leading-tight text-slate-600" />
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-xl">
          <div className="absolute -inset-3 -z-10 rotate-2 rounded-[2rem] bg-brand-gold/40" aria-hidden="true" />
          {placed ? (
            // Staff's photo or video takes the illustration's frame and shape.
            <div className="overflow-hidden rounded-[1.75rem] shadow-2xl ring-4 ring-white">
              <PlacedMedia item={placed} sizes="(min-width: 768px) 576px, calc(100vw - 2rem)" priority className="aspect-[640/560] w-full object-cover" />
            </div>
          ) : (
            <VideoFacade
              url={settings.videos.hero}
              videoKey="hero"
              poster={heroPicture}
              alt={text('hero.imageAlt')}
              title={text('hero.videoLabel')}
              priority
              className="overflow-hidden rounded-[1.75rem] shadow-2xl ring-4 ring-white"
            />
          )}
        </div>
      </div>
    </section>
  );
}
