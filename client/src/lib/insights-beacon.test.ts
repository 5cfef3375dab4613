import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchInsights } from '@/test/insights';
import { recordInsight } from './insights-beacon';

/** Replaces a browser value the page cannot set (restored after the test). */
const restores: (() => void)[] = [];
function override(target: object, key: string, value: unknown) {
  const original = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { configurable: true, writable: true, value });
  restores.push(() => (original ? Object.defineProperty(target, key, original) : Reflect.deleteProperty(target, key)));
}

const bodyOf = (call: unknown[]) => JSON.parse(String(call[1])) as { events: unknown[] };

describe('insights beacon', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    document.documentElement.lang = 'es';
    override(window, 'innerWidth', 1280);
  });

  afterEach(() => {
    vi.useRealTimers();
    restores.splice(0).reverse().forEach((restore) => restore());
  });

  it('When events are queued and the page is left, then one beacon carries them as text to the events endpoint', () => {
    const { beacon } = watchInsights();
    recordInsight('/');
    recordInsight('/', 'section_view', { detail: 'hero' });
    expect(beacon).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pagehide'));

    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0];
    expect(url).toBe('/api/insights/events');
    expect(typeof body).toBe('string');
    expect(JSON.parse(String(body))).toEqual({
      events: [
        { type: 'pageview', path: '/', language: 'es', device: 'desktop' },
        { type: 'event', name: 'section_view', path: '/', language: 'es', device: 'desktop', props: { detail: 'hero' } },
      ],
    });
  });

  it('When the tab is hidden, then the queue leaves at once', () => {
    const { beacon } = watchInsights();
    recordInsight('/', 'chat_opened');
    override(document, 'visibilityState', 'hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('When 20 events are queued, then they leave at once; later ones wait for the short timer', () => {
    vi.useFakeTimers();
    const { beacon } = watchInsights();
    for (let index = 0; index < 21; index++) recordInsight('/', 'section_view', { detail: `s${index}` });
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(bodyOf(beacon.mock.calls[0]).events).toHaveLength(20);

    vi.advanceTimersByTime(2_000);

    expect(beacon).toHaveBeenCalledTimes(2);
    expect(bodyOf(beacon.mock.calls[1]).events).toHaveLength(1);
  });

  it('When sendBeacon is missing or refuses, then the batch goes by fetch with keepalive and no cookies', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 202 }));
    const { beacon } = watchInsights();
    beacon.mockReturnValue(false);
    recordInsight('/', 'email_copied');
    window.dispatchEvent(new Event('pagehide'));

    override(navigator, 'sendBeacon', undefined);
    recordInsight('/', 'call_started');
    window.dispatchEvent(new Event('pagehide'));

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/insights/events');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(init?.body))).toMatchObject({ events: [{ name: 'email_copied' }] });
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toMatchObject({ events: [{ name: 'call_started' }] });
  });

  it('When sending fails in every way, then nothing is thrown and the page goes on', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { beacon } = watchInsights();
    beacon.mockImplementation(() => {
      throw new TypeError('Illegal invocation');
    });
    recordInsight('/', 'chat_message');
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The rejected fetch is caught: no unhandled rejection fails the run.
    await Promise.resolve();
  });

  it('When the page is a staff page, then nothing is queued or sent', () => {
    const { sent } = watchInsights();
    for (const path of ['/admin', '/admin/insights', '/inventory', '/login', '/register', '/forgot-password', '/reset-password']) {
      recordInsight(path);
      recordInsight(path, 'section_view');
    }
    expect(sent()).toEqual([]);
  });

  it('When the visit landed with utm tags, ref and a referrer, then every event of the page carries them, even after moving on', () => {
    window.history.replaceState(null, '', '/?utm_source=facebook&utm_medium=social&utm_campaign=navidad&ref=agexport');
    override(document, 'referrer', 'https://www.google.com/search?q=chapinbox');
    const { sent } = watchInsights();
    recordInsight('/');
    window.history.pushState(null, '', '/agexport');
    recordInsight('/agexport');

    const source = {
      referrer: 'https://www.google.com/search?q=chapinbox',
      utm: { source: 'facebook', medium: 'social', campaign: 'navidad' },
      ref: 'agexport',
    };
    expect(sent()).toEqual([
      { type: 'pageview', path: '/', language: 'es', device: 'desktop', ...source },
      { type: 'pageview', path: '/agexport', language: 'es', device: 'desktop', ...source },
    ]);
  });

  it('When the viewport and the page language change, then each event has the device class and language of its moment', () => {
    const { sent } = watchInsights();
    for (const width of [375, 767, 768, 1023, 1024]) {
      override(window, 'innerWidth', width);
      recordInsight('/');
    }
    document.documentElement.lang = 'en';
    recordInsight('/');
    document.documentElement.lang = '';
    recordInsight('//elsewhere.example/page');

    const events = sent();
    expect(events.map((event) => event.device)).toEqual(['phone', 'phone', 'tablet', 'tablet', 'desktop', 'desktop', 'desktop']);
    expect(events.map((event) => event.language)).toEqual(['es', 'es', 'es', 'es', 'es', 'en', 'es']);
    // The server refuses a path that reads as another site's address: it is kept on this site.
    expect(events.at(-1)?.path).toBe('/elsewhere.example/page');
  });
});
