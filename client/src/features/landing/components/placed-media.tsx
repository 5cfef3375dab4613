import { useEffect, useId, useRef, type CSSProperties } from 'react';
import type { MediaItem, MediaVariant } from '@shared/media';
import { useLanguage } from '@/i18n/language-provider';
import { activateVideo, registerVideo } from '../lib/video-coordinator';

interface PlacedMediaProps {
  item: MediaItem;
  /** The `sizes` of the photo's srcset: how wide it shows at each viewport. */
  sizes: string;
  /** The first screen's photo: loaded at once with high priority; the others load as they near. */
  priority?: boolean;
  /** Empty when a label next to it already says what it shows. */
  alt?: string;
  className?: string;
}

const srcSet = (variants: MediaVariant[], format: MediaVariant['format']) =>
  variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');

/** The WebP an old browser without srcset gets: the middle size, else the largest. */
function fallbackUrl(variants: MediaVariant[]) {
  const webp = variants.filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width);
  return (webp.find((variant) => variant.width >= 900) ?? webp.at(-1))?.url;
}

/** A short staff video: nothing loads before play, it never starts by itself, and one plays at a time. */
function PlacedVideo({ item, alt, className }: Omit<PlacedMediaProps, 'sizes' | 'priority'> & { alt: string }) {
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => registerVideo(id, { silence: () => video.current?.pause() }), [id]);
  const source = item.variants.find((variant) => variant.format === 'mp4');
  return (
    <video
      ref={video}
      controls
      preload="none"
      playsInline
      width={item.width}
      height={item.height}
      aria-label={alt || undefined}
      onPlay={() => activateVideo(id)}
      className={`block h-auto w-full bg-slate-900 ${className ?? ''}`}
    >
      {source && <source src={source.url} type="video/mp4" />}
    </video>
  );
}

/**
 * A photo or video staff placed (docs/product.md#media-library): AVIF and WebP in every stored
 * width with `sizes`, its own width and height so nothing moves while it loads, its tiny
 * placeholder behind it, and its alt text in the page's language.
 */
export function PlacedMedia({ item, sizes, priority, alt, className }: PlacedMediaProps) {
  const { language } = useLanguage();
  const text = alt ?? item.alt[language];
  if (item.kind === 'video') return <PlacedVideo item={item} alt={text} className={className} />;
  const placeholder: CSSProperties | undefined = item.placeholder
    ? { backgroundImage: `url("${item.placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : undefined;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(item.variants, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(item.variants, 'webp')} sizes={sizes} />
      <img
        src={fallbackUrl(item.variants)}
        width={item.width}
        height={item.height}
        alt={text}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        draggable={false}
        style={placeholder}
        className={className}
      />
    </picture>
  );
}
