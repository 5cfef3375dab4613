import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { labelVisibleAt, useLabelVisible } from './use-label-visible';

describe('labelVisibleAt (the EBOOK GRATIS label)', () => {
  // A 3,000px page in a 1,000px window: 2,000px can be scrolled.
  it.each([
    ['desktop at the top', 0, 1280, true],
    ['desktop at 9.9 %', 198, 1280, true],
    ['desktop at 10 %', 200, 1280, false],
    ['tablet (768px) at 9.9 %', 198, 768, true],
    ['mobile (767px) at 4.9 %', 98, 767, true],
    ['mobile (767px) at 5 %', 100, 767, false],
  ])('When the page is scrolled on %s, then visible is %s', (_case, scrollY, width, visible) => {
    expect(labelVisibleAt(scrollY, 3_000, 1_000, width)).toBe(visible);
  });

  it('When the page cannot scroll, then the label shows', () => {
    expect(labelVisibleAt(0, 800, 1_000, 1280)).toBe(true);
  });
});

describe('useLabelVisible', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('When the visitor scrolls past 10 % and back, then the label hides and shows again', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3_000 + window.innerHeight, configurable: true });
    const { result } = renderHook(() => useLabelVisible());
    expect(result.current).toBe(true);

    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(false);

    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 10, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
  });
});
