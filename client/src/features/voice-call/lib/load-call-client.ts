/**
 * The call client and daily-js (about 65 KB gzip) load only when a visitor starts a call:
 * this dynamic import is their own chunk, never part of the landing page's first JavaScript.
 */
export const loadCallClient = () => import('./call-client');
