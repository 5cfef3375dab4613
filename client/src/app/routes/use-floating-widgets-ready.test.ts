import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as VipEvents from '@/features/vip/lib/vip-modal-events';
import type * as FloatingWidgetsReady from './use-floating-widgets-ready';

// The VIP modal's phase is page-wide state: every test gets fresh modules.
let hook: typeof FloatingWidgetsReady;
let vipModal: typeof VipEvents;

beforeEach(async () => {
  vi.resetModules();
  hook = await import('./use-floating-widgets-ready');
  vipModal = await import('@/features/vip/lib/vip-modal-events');
});

describe('useFloatingWidgetsReady (when the chat and call buttons come)', () => {
  it('When this browser has joined the VIP club, then they come in the first idle moment after the load', async () => {
    window.localStorage.setItem('vipEmailSubmitted', 'true');
    const { result } = renderHook(() => hook.useFloatingWidgetsReady());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('When the VIP modal opens by itself, then they wait while it covers the page and come once it closes', async () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => hook.useFloatingWidgetsReady());
      // Past the idle moment after the load, where the wait is decided.
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(result.current).toBe(false);

      act(() => vipModal.reportVipModalOpen(true));
      expect(result.current).toBe(false);
      act(() => vipModal.reportVipModalOpen(false));
      expect(result.current).toBe(true);

      // Opened again from a button later: the buttons stay hidden under it, then come back.
      act(() => vipModal.reportVipModalOpen(true));
      expect(result.current).toBe(false);
      act(() => vipModal.reportVipModalOpen(false));
      expect(result.current).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("When the admin's ?reset-vip=true link is opened by a member, then they wait for the modal too", async () => {
    window.localStorage.setItem('vipEmailSubmitted', 'true');
    window.history.replaceState(null, '', '/?reset-vip=true');
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => hook.useFloatingWidgetsReady());
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(result.current).toBe(false);
    } finally {
      vi.useRealTimers();
      window.history.replaceState(null, '', '/');
    }
  });

  it('When the VIP modal was due to open by itself and never does, then they come after the wait limit', async () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => hook.useFloatingWidgetsReady());
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(result.current).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(hook.VIP_MODAL_WAIT_LIMIT_MS));
      expect(result.current).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('When the page is shown on a phone, then they wait until it is scrolled 5 %, and stay when it is scrolled back', async () => {
    window.localStorage.setItem('vipEmailSubmitted', 'true');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), addEventListener() {}, removeEventListener() {} }));
    const root = document.documentElement;
    Object.defineProperty(root, 'scrollHeight', { configurable: true, value: window.innerHeight + 10_000 });
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    };
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => hook.useFloatingWidgetsReady());
      // Past the idle moment: everything else is ready, the first screen is still the hero's.
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(result.current).toBe(false);

      act(() => scrollTo(499));
      expect(result.current).toBe(false);
      act(() => scrollTo(hook.SMALL_SCREEN_SCROLL_PERCENT * 100));
      expect(result.current).toBe(true);
      act(() => scrollTo(0));
      expect(result.current).toBe(true);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      Reflect.deleteProperty(root, 'scrollHeight');
      Reflect.deleteProperty(window, 'scrollY');
    }
  });
});
