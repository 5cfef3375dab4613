import { useSyncExternalStore } from 'react';

/** The site's mobile breakpoint (seed 000 §9): under 768px. */
const QUERY = '(max-width: 767px)';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : undefined);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on screens under 768px, following resizes and rotations. */
export const useIsMobile = () =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
