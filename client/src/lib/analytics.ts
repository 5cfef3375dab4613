import type { InsightBox, InsightEventName, InsightPlace } from '@shared/insights';
import { recordInsight, type InsightProps } from './insights-beacon';

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
  | 'card_hover'
  | 'chat_opened'
  | 'chat_message'
  | 'call_started'
  | 'video_play';

interface EventParams {
  category?: string;
  label?: string;
  value?: number;
  /** A marketplace click's box and place, for the first-party count only. */
  box?: InsightBox;
  place?: InsightPlace;
}

/** An event as the first-party count names it; null for staff work and hover noise, not counted. */
function firstPartyEvent(name: AnalyticsEvent, { label, box, place }: EventParams): [InsightEventName, InsightProps?] | null {
  switch (name) {
    case 'modal_auto_show':
      return ['vip_shown', { detail: 'auto' }];
    case 'modal_manual_show':
      return ['vip_shown', { detail: 'manual' }];
    case 'vip_signup':
      return ['vip_signup', { detail: 'new' }];
    case 'vip_signup_duplicate':
      return ['vip_signup', { detail: 'duplicate' }];
    case 'amazon_click':
      return ['marketplace_click', { box, place }];
    case 'section_view':
    case 'video_play':
      return [name, { detail: label }];
    case 'email_copied':
    case 'chat_opened':
    case 'chat_message':
    case 'call_started':
      return [name];
    default:
      return null;
  }
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

function sendToGoogle(item: Pending) {
  if (state === 'off') return debug(...item);
  if (state === 'unknown') {
    pending.push(item);
    return;
  }
  if (item[0] === 'page_view') window.gtag?.('event', 'page_view', { page_path: item[1], page_location: window.location.href });
  else window.gtag?.('event', item[1], { event_category: item[2].category, event_label: item[2].label, value: item[2].value });
}

/** Global Privacy Control or Do Not Track: the visitor asked not to be followed across sites. */
const privacySignal = () => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true || navigator.doNotTrack === '1';

/**
 * Loads Google Analytics only when a measurement id is configured and the browser sends no
 * privacy signal. Called once with the id from GET /api/config. The first-party count keeps
 * no personal data and goes on either way.
 */
export function initAnalytics(measurementId: string | null) {
  if (state !== 'unknown') return;
  if (!measurementId || privacySignal()) {
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
  queued.forEach(sendToGoogle);
}

export function trackPageView(path: string) {
  recordInsight(path);
  sendToGoogle(['page_view', path]);
}

export function trackEvent(name: AnalyticsEvent, params: EventParams = {}) {
  const insight = firstPartyEvent(name, params);
  if (insight) recordInsight(window.location.pathname, ...insight);
  sendToGoogle(['event', name, params]);
}

/** For tests: back to the state before configuration. */
export function resetAnalyticsForTests() {
  state = 'unknown';
  pending = [];
}
