import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False during prerendering and the hydration render, true right after (React renders the
 * component again once the hydration has committed) and in any render that is not a
 * hydration. Floating widgets (VIP, chat, call) mount only then, so they are never in the
 * prerendered HTML and their code loads as separate chunks after the first paint. Keep the
 * components that read it small: their second render is synchronous.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
