import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { MediaSlot, PublicMedia } from '@shared/media';
import { emptyPublicMedia, placedIn } from '@shared/placed-media';
import type { FaqItem } from '@shared/faq';
import type { PublicSiteSettings } from '@shared/site-settings';
import { defaultPublicSiteSettings } from '@shared/site-settings-values';
import { openAllGates } from '@/lib/hydration-gate';
import { useSiteConfig } from '@/lib/site-config';
import type { EmbeddedSiteSettings } from '../lib/embedded-site-settings';

interface SiteSettingsContextValue {
  settings: PublicSiteSettings;
  /** When the server rendered the page being hydrated; null for a page rendered here. */
  renderedAt: number | null;
  /** The photos and videos staff placed (docs/product.md#media-library). */
  media: PublicMedia;
  /** The FAQ the page was rendered with; null when it was not (then it is fetched). */
  faq: FaqItem[] | null;
}

// Without a provider (a component's own test), the defaults: nothing set, the default discount.
const SiteSettingsContext = createContext<SiteSettingsContextValue>({ settings: defaultPublicSiteSettings, renderedAt: null, media: emptyPublicMedia, faq: null });

/**
 * The site settings the page shows (docs/product.md#site-settings): first those the HTML was
 * rendered with (`initial`, so the hydration matches it), then newer ones from GET /api/config
 * (a page opened from another route, or a save since). Never older ones: a browser may answer
 * the config from its cache.
 */
export function SiteSettingsProvider({ initial, children }: { initial?: EmbeddedSiteSettings; children: ReactNode }) {
  const [settings, setSettings] = useState(initial?.settings ?? defaultPublicSiteSettings);
  const [media, setMedia] = useState(initial?.media ?? emptyPublicMedia);
  const config = useSiteConfig().data;
  const fetched = config?.settings;
  const fetchedMedia = config?.media;

  useEffect(() => {
    if (!fetched || fetched.version <= settings.version) return;
    // Sections still waiting to hydrate would hold the new values back (lib/hydration-gate).
    openAllGates();
    startTransition(() => setSettings(fetched));
  }, [fetched, settings.version]);

  useEffect(() => {
    if (!fetchedMedia || fetchedMedia.version <= media.version) return;
    openAllGates();
    startTransition(() => setMedia(fetchedMedia));
  }, [fetchedMedia, media.version]);

  const renderedAt = initial?.renderedAt ?? null;
  const faq = initial?.faq ?? null;
  const value = useMemo(() => ({ settings, renderedAt, media, faq }), [settings, renderedAt, media, faq]);
  return <SiteSettingsContext.Provider value={value}>{children}</SiteSettingsContext.Provider>;
}

export const useSiteSettings = () => useContext(SiteSettingsContext);

/** The items staff placed in `slot`, in order; none: the section keeps its illustration. */
export const usePlacedMedia = (slot: MediaSlot) => placedIn(useContext(SiteSettingsContext).media, slot);
