import { priceContentPath, productByKey } from '@shared/site-facts';
import { buyUrl } from '@shared/site-settings-values';
import { usePageContent } from '@/lib/page-content';
import { useSiteSettings } from './site-settings-provider';
import { EditableText } from '@/lib/editable-text';
import { cx } from '@/lib/class-names';
import { productPictures } from '../lib/images';
import { productOrder, productTheme } from '../lib/products';
import { LandingSection, SectionHeading } from './landing-section';
import { MarketplaceLink } from './marketplace-link';
import { SnapCarousel } from './snap-carousel';

/** The featured products carousel, the four boxes (docs/product.md#landing-page). */
export function FeaturedProducts() {
  const { text } = usePageContent();
  const { settings } = useSiteSettings();
  return (
    <LandingSection sectionId="featured" id="destacados" aria-labelledby="featured-title" flush className="overflow-hidden">
      <SectionHeading className="px-4">
        <EditableText path="featured.title" as="h2" id="featured-title" className="section-title" />
        <EditableText path="featured.subtitle" as="p" className="section-subtitle" />
      </SectionHeading>
      <SnapCarousel
        count={productOrder.length}
        align="start"
        testId="featured-carousel"
        label={text('featured.label')}
        previousLabel={text('featured.previous')}
        nextLabel={text('featured.next')}
        positionLabel={text('featured.position')}
        goToLabel={text('featured.goTo')}
        renderItem={(index) => {
          const key = productOrder[index];
          const fact = productByKey(key);
          const picture = productPictures[key][0];
          return (
            <article className="overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200">
              <img src={picture.src} width={picture.width} height={picture.height} alt={text(`products.tabs.${key}.gallery.0`)} loading="lazy" decoding="async" className="h-auto w-full" />
              <div className="p-5 text-center">
                <EditableText path={`products.tabs.${key}.title`} as="h3" className={cx('text-2xl font-black', productTheme[key].ink)} />
                <EditableText path={priceContentPath(key)} as="p" className="mt-1 font-bold text-slate-800" />
                <MarketplaceLink
                  href={buyUrl(settings, key)}
                  box={key}
                  place="featured"
                  className={cx('mt-4 inline-flex h-11 items-center rounded-full bg-gradient-to-r px-6 font-bold text-white', productTheme[key].gradient)}
                >
                  <EditableText path="featured.buyCta" />
                  <span className="sr-only"> {fact.name}</span>
                </MarketplaceLink>
              </div>
            </article>
          );
        }}
      />
    </LandingSection>
  );
}
