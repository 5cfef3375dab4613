import { useLanguage } from '@/i18n/language-provider';
import { usePageContent } from '@/lib/page-content';
import { EditableText } from '@/lib/editable-text';
import { carouselPictures } from '../lib/images';
import { LandingSection, SectionHeading } from './landing-section';
import { PlacedMedia } from './placed-media';
import { usePlacedMedia } from './site-settings-provider';
import { SnapCarousel } from './snap-carousel';

/** The product image carousel, 8 pictures, or the photos staff placed in it, captioned with their alt texts (docs/product.md#landing-page). */
export function SnackCarousel() {
  const { text } = usePageContent();
  const { language } = useLanguage();
  const placed = usePlacedMedia('carousel');
  return (
    <LandingSection sectionId="carousel" id="cultura" aria-labelledby="culture-title" flush className="overflow-hidden">
      <SectionHeading className="px-4">
        <EditableText path="cultural.title" as="h2" id="culture-title" className="section-title" />
        <EditableText path="cultural.subtitle" as="p" multiline className="section-subtitle" />
      </SectionHeading>
      <SnapCarousel
        count={placed.length || carouselPictures.length}
        testId="snack-carousel"
        label={text('carousel.label')}
        previousLabel={text('carousel.previous')}
        nextLabel={text('carousel.next')}
        positionLabel={text('carousel.position')}
        goToLabel={text('carousel.goTo')}
        renderItem={(index) => {
          const item = placed[index];
          if (item) {
            return (
              <figure className="m-0 overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200">
                <PlacedMedia item={item} alt="" sizes="(min-width: 768px) 320px, 75vw" className="aspect-square w-full object-cover" />
                <figcaption className="px-4 py-3 text-center font-bold text-slate-800">{item.alt[language]}</figcaption>
              </figure>
            );
          }
          const picture = carouselPictures[index];
          return (
            <figure className="m-0 overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200">
              <img src={picture.src} width={picture.width} height={picture.height} alt="" loading="lazy" decoding="async" className="h-auto w-full" />
              <EditableText path={`carousel.items.${index}`} as="figcaption" className="px-4 py-3 text-center font-bold text-slate-800" />
            </figure>
          );
        }}
      />
    </LandingSection>
  );
}
