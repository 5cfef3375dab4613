import { afterEach, describe, expect, it } from 'vitest';
import { watchInsights } from '@/test/insights';
import { initAnalytics, resetAnalyticsForTests, trackEvent, trackPageView } from './analytics';

/** Sets a privacy signal of the browser for one test. */
function privacySignal(key: 'globalPrivacyControl' | 'doNotTrack', value: unknown) {
  Object.defineProperty(navigator, key, { configurable: true, value });
}

describe('analytics', () => {
  afterEach(() => {
    resetAnalyticsForTests();
    delete window.gtag;
    delete window.dataLayer;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    Reflect.deleteProperty(navigator, 'globalPrivacyControl');
    Reflect.deleteProperty(navigator, 'doNotTrack');
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

  it.each([
    ['globalPrivacyControl', true],
    ['doNotTrack', '1'],
  ] as const)('When the browser sends %s, then Google Analytics never loads and the first-party count goes on', (signal, value) => {
    privacySignal(signal, value);
    const { sent } = watchInsights();
    trackPageView('/');
    initAnalytics('G-TEST1234');
    trackEvent('email_copied', { category: 'contact', label: 'footer' });
    expect(document.head.querySelector('script')).toBeNull();
    expect(window.dataLayer).toBeUndefined();
    expect(sent()).toMatchObject([{ type: 'pageview', path: '/' }, { type: 'event', name: 'email_copied' }]);
  });

  it('When no measurement id is configured, then page views and events are still counted first-party', () => {
    const { sent } = watchInsights();
    initAnalytics(null);
    trackPageView('/agexport');
    trackEvent('vip_signup', { category: 'vip', label: 'vip_modal' });
    expect(sent()).toMatchObject([
      { type: 'pageview', path: '/agexport' },
      { type: 'event', name: 'vip_signup', path: '/', props: { detail: 'new' } },
    ]);
  });

  it('When the site reports its events, then each is counted first-party under its new name; staff work and hovers are not', () => {
    const { sent } = watchInsights();
    trackEvent('modal_auto_show', { category: 'vip', label: 'auto' });
    trackEvent('modal_manual_show', { category: 'vip', label: 'join_button' });
    trackEvent('vip_signup', { category: 'vip', label: 'vip_modal' });
    trackEvent('vip_signup_duplicate', { category: 'vip', label: 'vip_modal' });
    trackEvent('amazon_click', { category: 'ecommerce', label: 'candy_mix_featured', box: 'candyMix', place: 'featured' });
    trackEvent('email_copied', { category: 'contact', label: 'footer' });
    trackEvent('section_view', { category: 'landing', label: 'why-choose-us' });
    trackEvent('chat_opened', { category: 'chat' });
    trackEvent('chat_message', { category: 'chat' });
    trackEvent('call_started', { category: 'call' });
    trackEvent('video_play', { category: 'video', label: 'hero' });
    trackEvent('admin_export', { category: 'admin', label: 'vip_subscribers' });
    trackEvent('admin_delete_subscriber', { category: 'admin', label: 'vip_modal' });
    trackEvent('card_hover', { category: 'features', label: 'feature_0' });

    expect(sent().map(({ name, props }) => [name, props])).toEqual([
      ['vip_shown', { detail: 'auto' }],
      ['vip_shown', { detail: 'manual' }],
      ['vip_signup', { detail: 'new' }],
      ['vip_signup', { detail: 'duplicate' }],
      ['marketplace_click', { box: 'candyMix', place: 'featured' }],
      ['email_copied', undefined],
      ['section_view', { detail: 'why-choose-us' }],
      ['chat_opened', undefined],
      ['chat_message', undefined],
      ['call_started', undefined],
      ['video_play', { detail: 'hero' }],
    ]);
  });
});
