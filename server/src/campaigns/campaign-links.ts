import { products, type ProductKey } from '@shared/site-facts';
import { MARKETPLACE_HOSTS, type SiteSettings } from '@shared/site-settings';
import { withQueryParams } from '@shared/url-query';
import type { AppDeps } from '../deps';
import type { LinkRewrite } from '../mail/markdown-html';
import { findSiteSettings } from '../site-settings/site-settings.service';

/**
 * A campaign's links carry where the visit came from (docs/product.md#campaigns): a link to one
 * of this site's pages gets the newsletter's utm_ tags, which the Insights page counts; a link
 * to a box's marketplace listing goes through /go/<box>, which counts the click and then opens
 * the listing with the newsletter's Amazon Attribution tag.
 */

/** The source (utm_source, /go's s=) of every campaign link. */
export const NEWSLETTER_SOURCE = 'newsletter';

/** The campaign tag of a preview, which is no campaign yet. */
export const PREVIEW_CAMPAIGN = 'vista-previa';

const SLUG_MAX = 40;

/**
 * A campaign's name in the links (utm_campaign, /go's c=): its number and its subject's words,
 * e.g. `12-ofertas-de-navidad`, so the Insights page names it and no two campaigns share one.
 */
export function campaignTag(id: number, subjects: { es: string; en: string }): string {
  // The Spanish subject first, as the activity log names a campaign.
  const subject = subjects.es.trim() || subjects.en;
  let slug = subject
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length > SLUG_MAX) {
    // A long subject ends at the last whole word that fits.
    const lastBreak = slug.lastIndexOf('-', SLUG_MAX);
    slug = slug.slice(0, lastBreak > 0 ? lastBreak : SLUG_MAX);
  }
  return slug ? `${id}-${slug}` : String(id);
}

const parse = (href: string) => {
  try {
    return new URL(href);
  } catch {
    return null;
  }
};

/** A host without its `www.`: chapinbox.com and www.chapinbox.com are one site. */
const bareHost = (url: URL) => url.host.replace(/^www\./, '');

/** The ASIN a marketplace product page names (/dp/<ASIN>, /gp/product/<ASIN>, with or without a title before it). */
const asinIn = (url: URL) => /\/(?:dp|gp\/product)\/([A-Z0-9]{10})(?:[/?]|$)/.exec(url.pathname)?.[1];

/** A listing address compared without its query and trailing slash. */
const listingKey = (url: URL) => `${bareHost(url)}${url.pathname.replace(/\/+$/, '')}`;

/** The box whose listing (its address or its ASIN's page, per the site settings) `url` opens, if any. */
function boxOfListing(url: URL, settings: SiteSettings): ProductKey | undefined {
  if (!(MARKETPLACE_HOSTS as readonly string[]).includes(url.hostname)) return undefined;
  const asin = asinIn(url);
  return products.find(({ key }) => {
    const { asin: boxAsin, marketplaceUrl } = settings.products[key];
    const listing = marketplaceUrl ? parse(marketplaceUrl) : null;
    if (listing && listingKey(listing) === listingKey(url)) return true;
    return !!asin && (asin === boxAsin || (!!listing && asin === asinIn(listing)));
  })?.key;
}

/** What a campaign's links become, and the tagged address of the frame's link to the site. */
export interface CampaignLinks {
  rewrite: LinkRewrite;
  site: string;
  /** A box card's button: the box's listing through /go/<box>, which counts the click. */
  box: (key: ProductKey) => string;
}

/**
 * The links of campaign `campaign` sent from `origin`. Left as written: mailto and tel links,
 * other sites, other marketplace pages, and this site's /api/ addresses (the confirm and
 * unsubscribe links act on a token and are no visit).
 */
export function campaignLinks(options: { origin: string; campaign: string; settings: SiteSettings }): CampaignLinks {
  const base = options.origin.replace(/\/+$/, '');
  const site = parse(base);
  const utm = { utm_source: NEWSLETTER_SOURCE, utm_medium: 'email', utm_campaign: options.campaign };
  const goLink = (box: ProductKey) => `${base}/go/${box}?${new URLSearchParams({ c: options.campaign, s: NEWSLETTER_SOURCE })}`;
  const rewrite: LinkRewrite = (href) => {
    const url = parse(href);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return href;
    const box = boxOfListing(url, options.settings);
    if (box) return goLink(box);
    if (!site || bareHost(url) !== bareHost(site) || url.pathname.startsWith('/api/')) return href;
    return withQueryParams(href, utm);
  };
  return { rewrite, site: rewrite(`${base}/`), box: goLink };
}

/** The links of campaign `campaign` as it goes out now: the boxes' listings as the site settings have them. */
export async function currentCampaignLinks(deps: Pick<AppDeps, 'database' | 'logger'>, origin: string, campaign: string) {
  const { settings } = await findSiteSettings(deps.database.db, deps.logger);
  return campaignLinks({ origin, campaign, settings });
}
