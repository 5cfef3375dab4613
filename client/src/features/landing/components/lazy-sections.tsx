import { lazy, useState, type ComponentType } from 'react';
import { prepareGatesWith } from '@/lib/hydration-gate';

const loaders: Array<() => Promise<unknown>> = [];

/**
 * A part below the first screen as a chunk of its own: the page's first JavaScript leaves it
 * out, and its prerendered HTML stays as it is until its hydration gate opens and the chunk has
 * arrived (the dehydrated boundary waits for both). A part whose module is already here (the
 * prerender loads them all first; the page, in its first idle moment) renders it at once, so
 * React can hydrate it in the middle of a click.
 */
function section<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  const fetchModule = () => load().then((component) => (Loaded = component));
  loaders.push(fetchModule);
  const Lazy = lazy(() => fetchModule().then((component) => ({ default: component })));
  return function Section(props: P) {
    // Chosen once: a part that changed component would be mounted again.
    const [Component] = useState<ComponentType<P>>(() => Loaded ?? Lazy);
    return <Component {...props} />;
  };
}

/** Every part's module, before a synchronous render that must have all of them (the prerender). */
export const preloadLandingSections = () => Promise.all(loaders.map((load) => load()));
prepareGatesWith(preloadLandingSections);

export const ProductTabs = section(() => import('./product-tabs').then((m) => m.ProductTabs));
export const WhyChooseUs = section(() => import('./why-choose-us').then((m) => m.WhyChooseUs));
export const ValueComparison = section(() => import('./value-comparison').then((m) => m.ValueComparison));
export const SizeReference = section(() => import('./size-reference').then((m) => m.SizeReference));
export const Guarantees = section(() => import('./guarantees').then((m) => m.Guarantees));
export const AudienceSegments = section(() => import('./audience-segments').then((m) => m.AudienceSegments));
export const TestimonialsSection = section(() => import('./testimonials-section').then((m) => m.TestimonialsSection));
export const FinalCta = section(() => import('./final-cta').then((m) => m.FinalCta));
export const SnackCarousel = section(() => import('./snack-carousel').then((m) => m.SnackCarousel));
export const TestimonialsStrip = section(() => import('./testimonials-strip').then((m) => m.TestimonialsStrip));
export const DiveHeading = section(() => import('./dive-heading').then((m) => m.DiveHeading));
export const TouristPlaces = section(() => import('./tourist-places').then((m) => m.TouristPlaces));
export const ChocoPromo = section(() => import('./choco-promo').then((m) => m.ChocoPromo));
export const FeaturedProducts = section(() => import('./featured-products').then((m) => m.FeaturedProducts));
export const FaqSection = section(() => import('./faq-section').then((m) => m.FaqSection));
export const SiteFooter = section(() => import('./site-footer').then((m) => m.SiteFooter));
