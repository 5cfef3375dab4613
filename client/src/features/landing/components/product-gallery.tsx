import { useEffect, useRef, type PointerEvent } from 'react';
import type { ProductKey } from '@shared/site-facts';
import { usePageContent } from '@/lib/page-content';
import { usePlacedMedia, useSiteSettings } from './site-settings-provider';
import { EditableText } from '@/lib/editable-text';
import { productPictures } from '../lib/images';
import { silenceAllVideos } from '../lib/video-coordinator';
import { PlacedMedia } from './placed-media';
import { VideoFacade } from './video-facade';

/** Mouse drag scrolls the strip (touch swipes natively). */
function useDragScroll() {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; left: number } | null>(null);
  return {
    ref,
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (event.pointerType !== 'mouse' || !ref.current) return;
      drag.current = { x: event.clientX, left: ref.current.scrollLeft };
      ref.current.dataset.dragging = 'true';
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (!drag.current || !ref.current) return;
      ref.current.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
    },
    onPointerUp() {
      drag.current = null;
      if (ref.current) delete ref.current.dataset.dragging;
    },
  };
}

/**
 * A box's pictures (and its optional video, the last item) in a strip that scrolls sideways;
 * the photos and videos staff placed in the box's gallery take the illustrations' place.
 */
export function ProductGallery({ product, active }: { product: ProductKey; active: boolean }) {
  const { text } = usePageContent();
  const { settings } = useSiteSettings();
  const { ref, ...dragHandlers } = useDragScroll();
  const pictures = productPictures[product];
  const placed = usePlacedMedia(`box-${product}`);

  // Switching tab starts the gallery from its first picture and silences its videos.
  useEffect(() => {
    if (!active) return;
    if (ref.current) ref.current.scrollLeft = 0;
    silenceAllVideos();
  }, [active, ref]);

  return (
    <div>
      <div
        ref={ref}
        {...dragHandlers}
        onPointerLeave={dragHandlers.onPointerUp}
        role="region"
        tabIndex={0}
        aria-label={`${text(`products.tabs.${product}.title`)}: ${text('products.galleryLabel')}`}
        data-testid={`gallery-${product}`}
        className="gallery-strip flex snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain pb-3 select-none"
      >
        {placed.length > 0 && (
          <>
            {placed.map((item) => (
              <div key={item.id} className="w-[82%] shrink-0 snap-center sm:w-[70%]">
                <PlacedMedia item={item} sizes="(min-width: 1024px) 420px, (min-width: 640px) 60vw, 78vw" className="aspect-square w-full rounded-2xl object-cover ring-1 ring-black/5" />
              </div>
            ))}
            {settings.videos[product] && (
              <div className="w-[82%] shrink-0 snap-center sm:w-[70%]">
                <VideoFacade
                  url={settings.videos[product]}
                  videoKey={product}
                  poster={pictures[pictures.length - 1]}
                  alt={text(`products.tabs.${product}.gallery.${pictures.length - 1}`)}
                  title={text(`products.tabs.${product}.title`)}
                  className="overflow-hidden rounded-2xl ring-1 ring-black/5"
                />
              </div>
            )}
          </>
        )}
        {placed.length === 0 && pictures.map((picture, index) => {
          const alt = text(`products.tabs.${product}.gallery.${index}`);
          const last = index === pictures.length - 1;
          return (
            <div key={picture.src} className="w-[82%] shrink-0 snap-center sm:w-[70%]">
              {last ? (
                <VideoFacade
                  url={settings.videos[product]}
                  videoKey={product}
                  poster={picture}
                  alt={alt}
                  title={text(`products.tabs.${product}.title`)}
                  className="overflow-hidden rounded-2xl ring-1 ring-black/5"
                />
              ) : (
                <img
                  src={picture.src}
                  width={picture.width}
                  height={picture.height}
                  alt={alt}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className="h-auto w-full rounded-2xl ring-1 ring-black/5"
                />
              )}
            </div>
          );
        })}
      </div>
      <p className="mt-1 flex items-center justify-center gap-2 text-sm text-slate-600">
        <svg viewBox="0 0 24 24" className="h-4 w-4 shrink-0" aria-hidden="true">
          <path d="M4 12h16M4 12l4-4m-4 4 4 4m12-4-4-4m4 4-4 4" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
        <EditableText path="products.hint" />
      </p>
    </div>
  );
}
