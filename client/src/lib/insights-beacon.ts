import { DEFAULT_LANGUAGE, isLanguage } from '@shared/languages';
import type { InsightEvent, InsightEventName } from '@shared/insights';

// First-party, cookie-free measurement (docs/decisions/0072-first-party-insights.md): events
// wait here a moment and leave in small batches. Nothing identifies the visitor: no cookie, no
// stored id; where the visit came from is kept in memory for the page's lifetime only.

const ENDPOINT = '/api/insights/events';
// INSIGHT_BATCH_MAX and the cut lengths of @shared/insights, whose zod must stay out of the
// landing page's first JavaScript.
const BATCH_MAX = 20;
const PATH_MAX = 200;
const REFERRER_MAX = 2_000;
const TAG_MAX = 100;
const FLUSH_DELAY_MS = 2_000;
/** Staff screens are not the audience being measured. */
const STAFF_PATH = /^\/(admin|inventory|login|register|forgot-password|reset-password)(\/|$)/;

export type InsightProps = NonNullable<InsightEvent['props']>;
type VisitSource = Pick<InsightEvent, 'referrer' | 'utm' | 'ref'>;

let source: VisitSource | undefined;
let queue: InsightEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

const tag = (value: string | null) => value?.slice(0, TAG_MAX) || undefined;

/** Read from the address the visit landed on, before any client-side navigation changes it. */
function readSource(): VisitSource {
  const query = new URLSearchParams(location.search);
  const utm = { source: tag(query.get('utm_source')), medium: tag(query.get('utm_medium')), campaign: tag(query.get('utm_campaign')) };
  return {
    referrer: document.referrer.slice(0, REFERRER_MAX) || undefined,
    utm: utm.source || utm.medium || utm.campaign ? utm : undefined,
    ref: tag(query.get('ref')),
  };
}

const deviceClass = (width = window.innerWidth): InsightEvent['device'] => (width < 768 ? 'phone' : width < 1024 ? 'tablet' : 'desktop');

function flush() {
  clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  // A string body goes as text/plain: no preflight, and the server reads it as JSON.
  const body = JSON.stringify({ events: queue });
  queue = [];
  try {
    if (navigator.sendBeacon?.(ENDPOINT, body)) return;
  } catch {
    // Refused outright, as when it answers false: fetch carries it.
  }
  // Measuring never disturbs the visit: a lost batch is only a lost count.
  fetch(ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
}

function flushWhenHidden() {
  if (document.visibilityState === 'hidden') flush();
}

/**
 * Queues a page view of `path` (no `name`) or an event on it. The batch leaves after a short
 * delay, when full, or as the page is hidden or left, so a click that leaves is still counted.
 */
export function recordInsight(path: string, name?: InsightEventName, props?: InsightProps) {
  source ??= readSource();
  if (STAFF_PATH.test(path)) return;
  const language = document.documentElement.lang;
  queue.push({
    type: name ? 'event' : 'pageview',
    name,
    // The server refuses a path starting with `//` (another site's address).
    path: path.replace(/^[/\\]*/, '/').slice(0, PATH_MAX),
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    device: deviceClass(),
    ...source,
    props,
  });
  if (!listening) {
    listening = true;
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
  }
  if (queue.length >= BATCH_MAX) flush();
  else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
}

/** For tests: nothing queued, and the next event reads the address again. */
export function resetInsightsForTests() {
  clearTimeout(timer);
  timer = undefined;
  queue = [];
  source = undefined;
}
