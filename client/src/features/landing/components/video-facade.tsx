import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { SiteSettings } from '@shared/site-settings';
import { trackEvent } from '@/lib/analytics';
import { fillPlaceholders } from '@/lib/editable-text';
import { useLanguage } from '@/i18n/language-provider';
import { cx } from '@/lib/class-names';
import type { Picture } from '../lib/images';
import { activateVideo, embedCommand, registerVideo } from '../lib/video-coordinator';
import { parseVideoUrl } from '../lib/video-url';

interface VideoFacadeProps {
  /** The video's address from the site settings (docs/product.md#site-settings); null: just the picture. */
  url: string | null;
  /** Which of the settings' videos it is, as its plays are counted. */
  videoKey: keyof SiteSettings['videos'];
  poster: Picture;
  alt: string;
  title: string;
  /** The first screen's picture: loaded at once with high priority (the page's LCP). */
  priority?: boolean;
  className?: string;
  imageClassName?: string;
}

/**
 * A picture that becomes a video player only when clicked (docs/decisions/0016-original-artwork.md): no player code,
 * no third-party request before the visitor asks. Without a configured address it is the picture.
 */
export function VideoFacade({ url, videoKey, poster, alt, title, priority, className, imageClassName }: VideoFacadeProps) {
  const { t } = useLanguage();
  const source = useMemo(() => (url ? parseVideoUrl(url) : null), [url]);
  // The address that was clicked: a changed address is a new picture until it is clicked again.
  const [playingUrl, setPlayingUrl] = useState<string | null>(null);
  const playing = playingUrl === url;
  const id = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!playing || !source) return;
    const silence = (command: 'pause' | 'mute') => {
      if (video.current) video.current.muted = true;
      if (frame.current && source.kind === 'embed') frame.current.contentWindow?.postMessage(embedCommand(source.provider, command), '*');
    };
    const unregister = registerVideo(id, { silence: () => silence('pause') });
    activateVideo(id);
    // Scrolling it out of view mutes it (docs/product.md#landing-page).
    const observer = new IntersectionObserver(([entry]) => {
      if (entry && !entry.isIntersecting) silence('mute');
    });
    if (box.current) observer.observe(box.current);
    return () => {
      unregister();
      observer.disconnect();
    };
  }, [playing, source, id]);

  const image = (
    <img
      src={poster.src}
      width={poster.width}
      height={poster.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={cx('h-auto w-full', imageClassName)}
    />
  );

  return (
    <div ref={box} className={cx('relative', className)}>
      {playing && source ? (
        <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-black">
          {source.kind === 'embed' ? (
            // oxlint-disable-next-line react/iframe-missing-sandbox -- the YouTube and Vimeo players need scripts and their own origin together, the one sandbox the rule refuses; only their embed addresses get here (lib/video-url)
            <iframe
              ref={frame}
              src={source.src}
              title={title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              className="absolute inset-0 h-full w-full"
            />
          ) : (
            <video
              ref={video}
              src={source.src}
              poster={poster.src}
              autoPlay
              playsInline
              controls
              onPlay={() => activateVideo(id)}
              onVolumeChange={(event) => {
                if (!event.currentTarget.muted) activateVideo(id);
              }}
              className="absolute inset-0 h-full w-full object-contain"
            />
          )}
        </div>
      ) : (
        <>
          {image}
          {source && (
            <button
              type="button"
              onClick={() => {
                trackEvent('video_play', { category: 'video', label: videoKey });
                setPlayingUrl(url);
              }}
              aria-label={fillPlaceholders(t('video.play'), { title })}
              className="group absolute inset-0 flex items-center justify-center rounded-2xl"
            >
              <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-blue/90 text-white shadow-xl ring-4 ring-white/80 transition-transform group-hover:scale-110">
                <svg viewBox="0 0 24 24" className="ml-1 h-7 w-7" aria-hidden="true">
                  <path d="M8 5v14l11-7z" fill="currentColor" />
                </svg>
              </span>
            </button>
          )}
        </>
      )}
    </div>
  );
}
