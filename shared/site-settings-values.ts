import type { AttributionChannel, PublicSiteSettings, SiteSettings, SocialNetwork } from './site-settings';
import { facts, type ProductKey } from './site-facts';
import { SHOP_TIME_ZONE } from './shop-time';
import { withQueryParams } from './url-query';

// The settings' defaults and what the page, the chat guide and the JSON-LD derive from them
// (docs/product.md#site-settings). No zod here: the landing page's first JavaScript imports
// this file.

/** Where a buy button goes until staff set a box's listing: the marketplace's search for the brand. */
export const MARKETPLACE_SEARCH_URL = 'https://www.amazon.com/s?k=ChapinBox';
const MARKETPLACE_PRODUCT_URL = 'https://www.amazon.com/dp/';

const noLink = { asin: null, marketplaceUrl: null };
const noTags = { site: null, newsletter: null, qr: null, chat: null };
const nothingInside = () => ({ netWeight: null, allergens: [], es: { snacks: [], dietaryNotes: null, bestBefore: null }, en: { snacks: [], dietaryNotes: null, bestBefore: null } });

/**
 * A fresh install: nothing invented. No listing, phone, e-mail, network, video, testimonial or
 * box contents; the seeds' discount, no end.
 */
export const defaultSiteSettings: SiteSettings = {
  products: { partyMix: noLink, candyMix: noLink, spicyMix: noLink, chocoBox: noLink },
  attribution: { partyMix: noTags, candyMix: noTags, spicyMix: noTags, chocoBox: noTags },
  phones: { es: null, en: null },
  contactEmail: null,
  social: { facebook: null, instagram: null, tiktok: null },
  videos: { hero: null, partyMix: null, candyMix: null, spicyMix: null, chocoBox: null },
  offer: { discountPercent: facts.firstPurchaseDiscountPercent, endsAt: null, code: null, couponUrl: null },
  testimonials: { es: [], en: [] },
  whatsapp: null,
  shopTimeZone: SHOP_TIME_ZONE,
  boxContents: { partyMix: nothingInside(), candyMix: nothingInside(), spicyMix: nothingInside(), chocoBox: nothingInside() },
};

/** The defaults as visitors get them: version 0, never saved. */
export const defaultPublicSiteSettings: PublicSiteSettings = { version: 0, ...defaultSiteSettings };

/** A box's listing: its marketplace address, else its ASIN's product page, else the brand search. */
function listingUrl(settings: SiteSettings, key: ProductKey): string {
  const { asin, marketplaceUrl } = settings.products[key];
  if (marketplaceUrl) return marketplaceUrl;
  if (asin) return `${MARKETPLACE_PRODUCT_URL}${asin}`;
  return MARKETPLACE_SEARCH_URL;
}

/**
 * A box's buy link as `channel` shows it: the listing with that channel's Amazon Attribution tag,
 * when staff set one, so the marketplace's reports tell the channels' sales apart.
 */
export function buyUrl(settings: SiteSettings, key: ProductKey, channel: AttributionChannel = 'site'): string {
  // A page rendered before the tags existed (kept by a cache) hydrates without them.
  const tag = settings.attribution?.[key]?.[channel];
  const listing = listingUrl(settings, key);
  return tag ? withQueryParams(listing, tag) : listing;
}

/** The listing the urgency bar and the generic "buy" buttons open: the first box's (PARTY MIX). */
export const mainListingUrl = (settings: SiteSettings, channel: AttributionChannel = 'site') => buyUrl(settings, 'partyMix', channel);

/** An E.164 number as people read it: '+1 (213) 555-0147' for North America, else '+502 2345 6789'-like groups. */
export function formatPhone(e164: string): string {
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  if (nanp) return `+1 (${nanp[1]}) ${nanp[2]}-${nanp[3]}`;
  const guatemala = /^\+502(\d{4})(\d{4})$/.exec(e164);
  if (guatemala) return `+502 ${guatemala[1]} ${guatemala[2]}`;
  return e164;
}

const NETWORK_NAMES: Record<SocialNetwork, string> = { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok' };

/** The networks staff set, in the footer's order, with their display names. */
export const socialLinks = (settings: SiteSettings) =>
  (Object.keys(NETWORK_NAMES) as SocialNetwork[]).flatMap((network) => {
    const url = settings.social[network];
    return url ? [{ network, name: NETWORK_NAMES[network], url }] : [];
  });

/** The offer's end in ms since the epoch while it is still ahead of `now`, else null (no countdown). */
export function offerEndAfter(settings: SiteSettings, now: number): number | null {
  const end = settings.offer.endsAt ? Date.parse(settings.offer.endsAt) : Number.NaN;
  return Number.isFinite(end) && end > now ? end : null;
}

/**
 * The WhatsApp chat with staff's number and `message` already typed, or null without a number
 * (a page rendered before the setting existed has none either).
 */
export function whatsAppUrl(settings: Pick<SiteSettings, 'whatsapp'>, message: string): string | null {
  const digits = settings.whatsapp?.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : null;
}
