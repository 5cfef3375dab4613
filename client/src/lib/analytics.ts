/** The site's custom analytics events. */
type AnalyticsEvent =
  | 'vip_signup'
  | 'vip_signup_duplicate'
  | 'modal_auto_show'
  | 'modal_manual_show'
  | 'amazon_click'
  | 'email_copied'
  | 'admin_export'
  | 'admin_delete_subscriber'
  | 'section_view'
  | 'card_hover';

interface EventParams {
  category?: string;
  label?: string;
  value?: number;
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

type Pending = ['page_view', string] | ['event', AnalyticsEvent, EventParams];

/** 'unknown' until /api/config answers; events wait in `pending` meanwhile. */
let state: 'unknown' | 'off' | 'on' = 'unknown';
let pending: Pending[] = [];

const debug = (...args: unknown[]) => {
  if (import.meta.env.DEV) console.debug('[analytics]', ...args);
};

function send(item: Pending) {
  if (state === 'off') return debug(...item);
  if (state === 'unknown') {
    pending.push(item);
    return;
  }
  if (item[0] === 'page_view') window.gtag?.('event', 'page_view', { page_path: item[1], page_location: window.location.href });
  else window.gtag?.('event', item[1], { event_category: item[2].category, event_label: item[2].label, value: item[2].value });
}

/**
 * Loads Google Analytics only when a measurement id is configured; with none, nothing
 * leaves the browser. Called once with the id from GET /api/config.
 */
export function initAnalytics(measurementId: string | null) {
  if (state !== 'unknown') return;
  if (!measurementId) {
    state = 'off';
    pending = [];
    return;
  }
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  state = 'on';
  const queued = pending;
  pending = [];
  queued.forEach(send);
}

export const trackPageView = (path: string) => send(['page_view', path]);
export const trackEvent = (name: AnalyticsEvent, params: EventParams = {}) => send(['event', name, params]);

/** For tests: back to the state before configuration. */
export function resetAnalyticsForTests() {
  state = 'unknown';
  pending = [];
}
