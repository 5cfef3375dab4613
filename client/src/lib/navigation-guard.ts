import { useCallback, useEffect } from 'react';
import type { BaseLocationHook } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';

/**
 * Leaving a page with unsaved edits asks first. wouter has no navigation blocker, so the app's
 * Router uses `useGuardedLocation` as its location hook: every <Link> and navigate() of the app
 * goes through it. The browser's back and forward buttons are caught on `popstate` before
 * wouter sees them, and closing or reloading the tab through `beforeunload`.
 */

interface Guard {
  message: string;
  /** The page's address when the guard started: where back/forward return when staff stay. */
  href: string;
}

const guards = new Set<Guard>();

const activeGuard = () => [...guards].at(-1);

// True while a navigation staff already agreed to runs (see leaveWithoutAsking).
let agreed = false;

/** True when nothing is unsaved, or staff confirm they want to leave anyway. */
export function confirmLeaving(): boolean {
  const guard = activeGuard();
  return agreed || !guard || window.confirm(guard.message);
}

/**
 * Runs `navigation` (a navigate() of the app) without asking again: for a move staff already
 * confirmed through `confirmLeaving` (an ended session asks before going to /login).
 */
export function leaveWithoutAsking(navigation: () => void) {
  agreed = true;
  try {
    navigation();
  } finally {
    agreed = false;
  }
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!activeGuard()) return;
  event.preventDefault();
  // Older browsers show the prompt only when a value is set.
  event.returnValue = '';
}

// Registered ahead of wouter's own listener (it subscribes when the Router first renders), in
// the capture phase, which runs first at the window: a declined back/forward never reaches it.
function onPopState(event: PopStateEvent) {
  const guard = activeGuard();
  if (!guard || window.confirm(guard.message)) return;
  event.stopImmediatePropagation();
  // The address already changed: put the page's own back.
  history.pushState(history.state, '', guard.href);
}

if (typeof window !== 'undefined') window.addEventListener('popstate', onPopState, { capture: true });

/** While `when` holds, leaving the page (links, back/forward, closing the tab) asks `message` first. */
export function useNavigationGuard(when: boolean, message: string) {
  useEffect(() => {
    if (!when) return;
    const guard = { message, href: window.location.href };
    guards.add(guard);
    // Only while something is unsaved: a beforeunload listener can keep a page out of the
    // browser's back/forward cache.
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      guards.delete(guard);
      if (guards.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, message]);
}

/** The browser location for the app's Router, whose navigate asks first when a page has unsaved edits. */
export const useGuardedLocation: BaseLocationHook = (options) => {
  const [location, navigate] = useBrowserLocation(options as Parameters<typeof useBrowserLocation>[0]);
  const guardedNavigate = useCallback(
    (to: string, navigation?: Parameters<typeof navigate>[1]) => {
      if (confirmLeaving()) navigate(to, navigation);
    },
    [navigate],
  );
  return [location, guardedNavigate];
};
