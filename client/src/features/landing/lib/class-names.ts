/**
 * Joins class names. The landing page uses this instead of `cn()`: its own classes never
 * conflict, and leaving tailwind-merge out of the hydration keeps a phone's main thread free
 * sooner (measured: a few dozen cn() calls cost tens of milliseconds at mobile CPU speed).
 */
export const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');
