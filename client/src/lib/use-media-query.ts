import { useSyncExternalStore } from 'react';

const mediaList = (query: string) => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

/** Whether a CSS media query matches now (false where the browser cannot tell), for event handlers. */
export const matchesMediaQuery = (query: string) => mediaList(query)?.matches ?? false;

/**
 * A CSS media query as state, following resizes and rotations; false while prerendering and
 * hydrating (the server cannot know) and where the browser cannot tell.
 */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => matchesMediaQuery(query),
    () => false,
  );
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Phones and small tablets: under 768 px (docs/product.md#constants). */
export const SMALL_SCREEN = '(max-width: 767.98px)';
