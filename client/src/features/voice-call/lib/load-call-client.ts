/**
 * The call client and daily-js, a large library, load only when a visitor starts a call:
 * this dynamic import is their own chunk, never part of the landing page's first JavaScript.
 */
export const loadCallClient = () => import('./call-client');
