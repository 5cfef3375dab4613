// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { landingLoaderSource } from './landing-loader.mjs';

const ENTRY = '/assets/index-abc.js';
const PRELOADS = ['/assets/react-def.js', '/assets/i18n-ghi.js'];
const DICTIONARIES = { es: ['/assets/es-jkl.js'], en: ['/assets/en-mno.js'] };
const EVERYTHING = [`script ${ENTRY}`, ...PRELOADS.map((href) => `preload ${href}`), `preload ${DICTIONARIES.es[0]}`];

/** What the loader has asked the browser to fetch so far, in order. */
const requested = () =>
  [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map((element) =>
    element instanceof HTMLScriptElement ? `script ${element.getAttribute('src')}` : `preload ${element.getAttribute('href')}`,
  );

const runLoader = () => new Function(landingLoaderSource(ENTRY, PRELOADS, DICTIONARIES))();

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

/** A browser's paint timing: `paint(name)` reports a paint to the observers. */
function fakePaintTiming() {
  const observers: Array<(list: { getEntriesByName: (name: string) => unknown[] }) => void> = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'resource'];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return { paint: (name: string) => [...observers].forEach((callback) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })) };
}

describe('the landing page loader', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('PerformanceObserver', undefined);
    document.head.innerHTML = '';
    document.documentElement.lang = 'es';
    setVisibility('visible');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('fetches nothing before the first contentful paint is reported, then the entry module, then one preload per task', () => {
    const browser = fakePaintTiming();
    runLoader();
    browser.paint('first-paint');
    expect(requested()).toEqual([]);

    browser.paint('first-contentful-paint');
    expect(requested()).toEqual([`script ${ENTRY}`]);
    expect(vi.getTimerCount()).toBe(PRELOADS.length + 1);
    vi.advanceTimersByTime(0);
    expect(requested()).toEqual(EVERYTHING);
    expect(document.head.querySelector('script')!.getAttribute('crossorigin')).toBe('');

    browser.paint('first-contentful-paint');
    vi.runAllTimers();
    expect(requested()).toEqual(EVERYTHING);
  });

  it("fetches only the page's language's dictionary", () => {
    document.documentElement.lang = 'en';
    setVisibility('hidden');
    runLoader();
    vi.runAllTimers();
    expect(requested()).toContain(`preload ${DICTIONARIES.en[0]}`);
    expect(requested()).not.toContain(`preload ${DICTIONARIES.es[0]}`);
  });

  it('still starts after 5 s when the paint is never reported', () => {
    fakePaintTiming();
    runLoader();
    vi.advanceTimersByTime(4999);
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.runAllTimers();
    expect(requested()).toEqual(EVERYTHING);
  });

  it('without paint timing, starts in a task after the first frame', () => {
    runLoader();
    expect(requested()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(requested()).toEqual([]);
    vi.runAllTimers();
    expect(requested()).toEqual(EVERYTHING);
  });

  it('starts at once in a tab opened in the background, where no frame is drawn', () => {
    setVisibility('hidden');
    runLoader();
    expect(requested()).toEqual([`script ${ENTRY}`]);
    expect(frames).toHaveLength(0);
  });

  it('starts when the tab goes to the background before the first paint', () => {
    fakePaintTiming();
    runLoader();
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(requested()).toEqual([`script ${ENTRY}`]);
  });
});
