import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the page has loaded and the main thread is idle, so work the first screen
 * does not need (floating widgets, hidden tools, the hydration of lower sections) stays out of
 * the page load. `idle: false` waits for the load event only.
 */
export function afterLoad(callback: () => void, { idle = true }: { idle?: boolean } = {}) {
  let cancelled = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (!idle) callback();
    else if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(() => !cancelled && callback(), { timeout: 1500 });
    else idleHandle = window.setTimeout(() => !cancelled && callback(), 50);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleHandle !== undefined) (typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback : window.clearTimeout)(idleHandle);
  };
}

/** False until `afterLoad` fires (always false during prerendering and hydration). */
export function useAfterLoad(options?: { idle?: boolean }) {
  const [ready, setReady] = useState(false);
  const idle = options?.idle ?? true;
  useEffect(() => afterLoad(() => setReady(true), { idle }), [idle]);
  return ready;
}
