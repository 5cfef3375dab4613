import { useState } from 'react';
import { useLanguage } from '@/i18n/language-provider';
import { usePageContent } from '@/lib/page-content';
import { EditableText, fillPlaceholders } from '@/lib/editable-text';
import { cx } from '@/lib/class-names';
import { REDUCED_MOTION, useMediaQuery } from '@/lib/use-media-query';
import { useRotator } from '../hooks/use-rotator';
import { galleryPictures } from '../lib/images';
import { ArrowButton } from './arrow-button';
import { PlacedMedia } from './placed-media';
import { usePlacedMedia } from './site-settings-provider';


/** The gallery rotator (docs/product.md#landing-page): 4 photos cross-fading; pauses on hover or focus and under reduced motion. */
export function GalleryRotator() {
  const { text } = usePageContent();
  const { language } = useLanguage();
  // Staff's photos (captioned with their alt texts) take the illustrations' place.
  const placed = usePlacedMedia('why-gallery').filter((item) => item.kind === 'image');
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [held, setHeld] = useState(false);
  const total = placed.length || galleryPictures.length;
  const rotator = useRotator(total, { paused: held || reducedMotion });
  const keys = placed.length ? placed.map((item) => item.id) : galleryPictures.map((picture) => picture.src);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={text('whyDifferent.gallery.label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      data-testid="gallery-rotator"
      className="relative min-w-0 overflow-hidden rounded-[2rem] bg-white shadow-xl ring-4 ring-white"
    >
      <div className="relative aspect-[800/520] bg-brand-sky">
        {placed.map((item, index) => (
          <figure
            key={item.id}
            aria-hidden={index !== rotator.index}
            className={cx('absolute inset-0 m-0 transition-opacity duration-1000', index === rotator.index ? 'opacity-100' : 'opacity-0')}
          >
            <PlacedMedia item={item} alt="" sizes="(min-width: 768px) 560px, calc(100vw - 2rem)" className="h-full w-full object-cover" />
            <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-5 pt-10 pb-4 text-base font-bold text-white md:text-xl">
              {item.alt[language]}
            </figcaption>
          </figure>
        ))}
        {placed.length === 0 && galleryPictures.map((picture, index) => (
          <figure
            key={picture.src}
            aria-hidden={index !== rotator.index}
            className={cx('absolute inset-0 m-0 transition-opacity duration-1000', index === rotator.index ? 'opacity-100' : 'opacity-0')}
          >
            <img
              src={picture.src}
              width={picture.width}
              height={picture.height}
              alt={text(`whyDifferent.gallery.items.${index}.alt`)}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover"
            />
            <EditableText
              path={`whyDifferent.gallery.items.${index}.caption`}
              as="figcaption"
              className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-5 pt-10 pb-4 text-base font-bold text-white md:text-xl"
            />
          </figure>
        ))}
      </div>
      <div className="flex items-center justify-between bg-white px-3 py-2">
        <ArrowButton label={text('whyDifferent.gallery.previous')} disabled={rotator.transitioning} onClick={rotator.previous} direction="previous" />
        <div className="flex gap-2">
          {keys.map((key, index) => (
            <button
              key={key}
              type="button"
              aria-label={fillPlaceholders(text('whyDifferent.gallery.position'), { index: index + 1, total })}
              aria-current={index === rotator.index}
              disabled={rotator.transitioning}
              onClick={() => rotator.goTo(index)}
              className="flex h-6 w-6 items-center justify-center rounded-full"
            >
              <span className={cx('block h-2.5 rounded-full transition-all', index === rotator.index ? 'w-6 bg-brand-blue' : 'w-2.5 bg-slate-400')} />
            </button>
          ))}
        </div>
        <ArrowButton label={text('whyDifferent.gallery.next')} disabled={rotator.transitioning} onClick={rotator.next} direction="next" />
      </div>
      <p className="sr-only" aria-live="polite">
        {fillPlaceholders(text('whyDifferent.gallery.position'), { index: rotator.index + 1, total })}
      </p>
    </div>
  );
}
