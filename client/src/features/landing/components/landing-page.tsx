import { memo, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { ProductKey } from '@shared/site-facts';
import { usePageContent } from '@/lib/page-content';
import { useSiteSettings } from './site-settings-provider';
import { resolveSectionsOrder, type LandingSectionId } from '../lib/sections';
import { useLanguage } from '@/i18n/language-provider';
import { HydrationGate } from '@/lib/hydration-gate';
import type { JoinVip } from '../lib/join-vip';
import { DEFAULT_PRODUCT, PRODUCTS_ANCHOR } from '../lib/products';
import '../landing.css';
import { useFaqItems } from '../api/get-faq';
import { HeroSection } from './hero-section';
import { SiteHeader } from './site-header';
import { UrgencyBar } from './urgency-bar';
// Below the first screen every part is a chunk of its own (lazy-sections).
import {
  AudienceSegments,
  ChocoPromo,
  DiveHeading,
  FaqSection,
  FeaturedProducts,
  FinalCta,
  Guarantees,
  ProductTabs,
  SiteFooter,
  SizeReference,
  SnackCarousel,
  TestimonialsSection,
  TestimonialsStrip,
  TouristPlaces,
  ValueComparison,
  WhyChooseUs,
} from './lazy-sections';

/**
 * The whole landing page (docs/product.md#landing-page), top to bottom; sections after the hero follow the
 * edited order. Its VIP buttons call `onJoinVip`. Memoised: when the route mounts the floating
 * widgets right after hydration, the page must not re-render, or React would hydrate every
 * section at once to apply the new props.
 */
export const LandingPage = memo(function LandingPage({ onJoinVip }: { onJoinVip: JoinVip }) {
  const { t, language } = useLanguage();
  const { sectionsOrder } = usePageContent();
  const { settings } = useSiteSettings();
  const [product, setProduct] = useState<ProductKey>(DEFAULT_PRODUCT);
  const faq = useFaqItems();

  /** Audience buttons and the Choco Box promotion open a box's tab and bring the tabs into view. */
  const showProduct = useCallback((key: ProductKey) => {
    setProduct(key);
    document.getElementById(PRODUCTS_ANCHOR)?.scrollIntoView({ block: 'start' });
    document.getElementById(`tab-${key}`)?.focus({ preventScroll: true });
  }, []);

  // Stable, as every part's props: a part still waiting to hydrate that got new props would
  // render again from scratch instead of hydrating.
  const showChocoBox = useCallback(() => showProduct('chocoBox'), [showProduct]);

  const sections: Record<LandingSectionId, ReactNode> = {
    products: <ProductTabs active={product} onSelect={setProduct} />,
    'why-choose-us': <WhyChooseUs onJoinVip={onJoinVip} />,
    value: <ValueComparison />,
    size: <SizeReference />,
    guarantees: <Guarantees />,
    audience: <AudienceSegments onShowProduct={showProduct} />,
    testimonials: <TestimonialsSection />,
    'final-cta': <FinalCta onJoinVip={onJoinVip} />,
    carousel: <SnackCarousel />,
    'testimonials-strip': <TestimonialsStrip />,
    dive: <DiveHeading />,
    'tourist-places': <TouristPlaces />,
    'choco-promo': <ChocoPromo onShowProduct={showChocoBox} />,
    featured: <FeaturedProducts />,
    faq: <FaqSection items={faq} />,
  };

  // A section with nothing to show has no place either: an empty slot would hold 900 px until
  // it came near (content-visibility) and then collapse under the reader.
  const shown = (id: LandingSectionId) => {
    if (id === 'testimonials-strip') return settings.testimonials[language].length > 0;
    if (id === 'faq') return faq.length > 0;
    return true;
  };

  return (
    <div className="landing-page relative">
      <div className="page-gradient" aria-hidden="true" />
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-2 font-bold text-brand-blue shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      {/* Every part, the first screen included, is a Suspense boundary: it is already painted from
          the HTML, and React hydrates the parts one by one in short tasks. Below the hero, each
          part waits for its HydrationGate: it hydrates when it comes near the viewport or at the
          first input. Their layout and paint wait too (content-visibility) until they come near.
          The bar and the header share one banner landmark. */}
      <header className="sticky top-0 z-40">
        <Suspense fallback={null}>
          <UrgencyBar onJoinVip={onJoinVip} />
        </Suspense>
        <Suspense fallback={null}>
          <SiteHeader />
        </Suspense>
      </header>
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={null}>
          <HeroSection />
        </Suspense>
        {resolveSectionsOrder(sectionsOrder).filter(shown).map((id) => (
          <div key={id} data-section-id={id} data-hydration-gate={id} className="[contain-intrinsic-size:auto_900px] [content-visibility:auto]">
            <Suspense fallback={null}>
              <HydrationGate id={id}>{sections[id]}</HydrationGate>
            </Suspense>
          </div>
        ))}
      </main>
      <div data-hydration-gate="footer">
        <Suspense fallback={null}>
          <HydrationGate id="footer">
            <SiteFooter />
          </HydrationGate>
        </Suspense>
      </div>
    </div>
  );
});
