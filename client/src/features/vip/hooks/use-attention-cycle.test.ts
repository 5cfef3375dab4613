import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTENTION_DURATIONS_MS, ATTENTION_REPEAT_MS, ATTENTION_START_MS, useAttentionCycle } from './use-attention-cycle';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })) as never;
}

describe('useAttentionCycle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    // jsdom has no matchMedia of its own.
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('When enabled, then the first round starts after 3 s, lasts the longest animation (3 s) and repeats every 15 s', () => {
    const { result } = renderHook(() => useAttentionCycle(true));

    advance(ATTENTION_START_MS - 1);
    expect(result.current).toBe(0);
    advance(1);
    expect(result.current).toBe(1);
    advance(ATTENTION_DURATIONS_MS.ripples - 1);
    expect(result.current).toBe(1);
    advance(1);
    expect(result.current).toBe(0);
    advance(ATTENTION_REPEAT_MS - ATTENTION_DURATIONS_MS.ripples);
    expect(result.current).toBe(2);
  });

  it('When the visitor has joined, then no round ever starts', () => {
    const { result } = renderHook(() => useAttentionCycle(false));

    advance(ATTENTION_START_MS + ATTENTION_REPEAT_MS * 2);

    expect(result.current).toBe(0);
  });

  it('When the visitor joins during a round, then it stops at once and no other starts', () => {
    const { result, rerender } = renderHook(({ enabled }) => useAttentionCycle(enabled), { initialProps: { enabled: true } });
    advance(ATTENTION_START_MS);
    expect(result.current).toBe(1);

    rerender({ enabled: false });
    advance(ATTENTION_REPEAT_MS * 2);

    expect(result.current).toBe(0);
  });

  it('When the visitor prefers reduced motion, then no round starts', () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useAttentionCycle(true));

    advance(ATTENTION_START_MS + ATTENTION_REPEAT_MS);

    expect(result.current).toBe(0);
  });
});
