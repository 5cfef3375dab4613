import {
  DIRECT_SOURCE,
  INSIGHT_PATH_MAX,
  INSIGHT_REFERRER_MAX,
  INSIGHT_TAG_MAX,
  type InsightDevice,
  type InsightEvent,
} from '@shared/insights';

/** Where a request came from, as far as counting it needs: the address and user agent only go into the visitor's hash. */
export interface Visit {
  at: Date;
  address: string;
  userAgent: string;
  /** The site's public origin, part of the hash. */
  site: string;
  /** Every origin the site answers on: a referrer from one of them is no referrer. */
  siteOrigins: ReadonlySet<string>;
}

/** One row of insight_events as the batch statement takes it. */
export interface InsightRow {
  at: string;
  visitor: number;
  name: string;
  path: string;
  language: string;
  source: string;
  medium: string | null;
  campaign: string | null;
  device: string;
  box: string | null;
  place: string | null;
  detail: string | null;
}

/** Staff screens (the back office, sign-in and its neighbours) are not the audience being measured. */
const STAFF_PATH = /^\/(admin|inventory|login|register|forgot-password|reset-password)(\/|$)/;

/** The page without its query or fragment (which may carry tokens or e-mails), cut to its stored length. */
export const pagePath = (path: string) => path.split(/[?#]/, 1)[0].slice(0, INSIGHT_PATH_MAX);

export const isStaffPath = (path: string) => STAFF_PATH.test(pagePath(path));

/** The referrer's host without `www.`; undefined for none, one that is no address, or this site itself. */
export function referrerDomain(referrer: string | undefined, siteOrigins: ReadonlySet<string>): string | undefined {
  if (!referrer) return undefined;
  let url: URL;
  try {
    url = new URL(referrer.slice(0, INSIGHT_REFERRER_MAX));
  } catch {
    return undefined;
  }
  if (siteOrigins.has(url.origin)) return undefined;
  return url.hostname.replace(/^www\./, '').slice(0, INSIGHT_TAG_MAX) || undefined;
}

/** utm_source, else ?ref=, else the referrer's domain, else DIRECT_SOURCE. */
export const sourceOf = (event: InsightEvent, siteOrigins: ReadonlySet<string>) =>
  event.utm?.source || event.ref || referrerDomain(event.referrer, siteOrigins) || DIRECT_SOURCE;

/** The row of one event (the schema has cut its tags to their lengths). */
export function toRow(event: InsightEvent, visit: Visit, visitor: number): InsightRow {
  return {
    at: visit.at.toISOString(),
    visitor,
    // The schema gives an event its name and a page view none.
    name: event.name ?? 'pageview',
    path: pagePath(event.path),
    language: event.language,
    source: sourceOf(event, visit.siteOrigins),
    medium: event.utm?.medium || null,
    campaign: event.utm?.campaign || null,
    device: event.device,
    box: event.props?.box ?? null,
    place: event.props?.place ?? null,
    detail: event.props?.detail || null,
  };
}

/** A device class from a user agent, for clicks that arrive without the page's own measure (/go links). */
export function deviceOf(userAgent: string): InsightDevice {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return 'phone';
  return 'desktop';
}
