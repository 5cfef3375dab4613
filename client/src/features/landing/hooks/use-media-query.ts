import { useSyncExternalStore } from 'react';

/** A CSS media query as state; false while prerendering and hydrating (the server cannot know). */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Seed 000 §9: mobile breakpoint 768px. */
export const MOBILE = '(max-width: 767.98px)';
