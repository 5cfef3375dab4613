/** Mobile browsers need a moment after the permission prompt before the microphone is usable. */
export const MOBILE_PERMISSION_WAIT_MS = 1_000;

export function isMobileDevice() {
  if (typeof navigator === 'undefined') return false;
  const agent = navigator.userAgent;
  // iPadOS reports itself as a Mac; its touch points give it away.
  return /android|iphone|ipad|ipod|iemobile|blackberry|bada/i.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
}

export const waitForMobilePermissions = () => new Promise<void>((done) => setTimeout(done, MOBILE_PERMISSION_WAIT_MS));
