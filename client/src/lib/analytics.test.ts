import { afterEach, describe, expect, it } from 'vitest';
import { initAnalytics, resetAnalyticsForTests, trackEvent, trackPageView } from './analytics';

describe('analytics', () => {
  afterEach(() => {
    resetAnalyticsForTests();
    delete window.gtag;
    delete window.dataLayer;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('When no measurement id is configured, then no script loads and nothing is sent', () => {
    trackPageView('/');
    initAnalytics(null);
    trackEvent('vip_signup');
    expect(document.head.querySelector('script')).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('When an id is configured, then gtag loads and earlier events are delivered in order', () => {
    trackPageView('/');
    trackEvent('modal_auto_show', { category: 'vip', label: 'auto' });
    initAnalytics('G-TEST1234');
    const script = document.head.querySelector('script');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    const calls = window.dataLayer!.map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls.slice(2)).toEqual([
      ['event', 'page_view', expect.objectContaining({ page_path: '/' })],
      ['event', 'modal_auto_show', { event_category: 'vip', event_label: 'auto', value: undefined }],
    ]);
  });
});
