import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROTATOR_INTERVAL_MS, ROTATOR_TRANSITION_MS, useRotator } from './use-rotator';

describe('useRotator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('When 7 seconds pass, then it advances to the next photo and wraps after the last', () => {
    const { result } = renderHook(() => useRotator(4));
    act(() => vi.advanceTimersByTime(ROTATOR_INTERVAL_MS));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(3 * ROTATOR_INTERVAL_MS));
    expect(result.current.index).toBe(0);
  });

  it('When a control is used during the 1 s transition, then it is ignored', () => {
    const { result } = renderHook(() => useRotator(4, { paused: true }));
    act(() => result.current.next());
    expect(result.current).toMatchObject({ index: 1, transitioning: true });

    act(() => result.current.next());
    act(() => result.current.goTo(3));
    expect(result.current.index).toBe(1);

    act(() => vi.advanceTimersByTime(ROTATOR_TRANSITION_MS));
    expect(result.current.transitioning).toBe(false);
    act(() => result.current.previous());
    expect(result.current.index).toBe(0);
  });

  it('When paused, then time passes without advancing', () => {
    const { result } = renderHook(() => useRotator(4, { paused: true }));
    act(() => vi.advanceTimersByTime(3 * ROTATOR_INTERVAL_MS));
    expect(result.current.index).toBe(0);
  });

  it('When going back from the first photo, then it shows the last', () => {
    const { result } = renderHook(() => useRotator(4, { paused: true }));
    act(() => result.current.previous());
    expect(result.current.index).toBe(3);
  });
});
