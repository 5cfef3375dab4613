import { useEffect, useState } from 'react';

/**
 * False during prerendering and the hydration render, true right after. Floating widgets
 * (VIP, chat, call) mount only then, so they are never in the prerendered HTML and their
 * code loads as separate chunks after the first paint.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
