/** A full page load (not a client-side route change), kept apart so tests can observe it. */
export const loadPage = (url: string) => window.location.assign(url);
