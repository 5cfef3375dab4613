import helmet from 'helmet';
import type { Config } from '../config';
import { isVoiceConfigured } from '../voice-call/voice-call.service';

const originOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** HSTS only makes sense when the site is actually served over HTTPS. */
const hsts = (config: Pick<Config, 'TRUST_PROXY'>) => (config.TRUST_PROXY ? { maxAge: 15552000, includeSubDomains: true } : false);

/**
 * The pages' security headers, with a Content-Security-Policy that allows only what the site uses:
 * its own origin, the S3 endpoint browsers upload to and download from, Google Analytics
 * when configured, Daily's call servers when calls are configured, and embedded video
 * players (loaded only after a click on their poster).
 */
export function pageSecurityHeaders(config: Config, options: { storageEndpoint?: string }) {
  const storage = originOf(options.storageEndpoint);
  const analytics = config.GA_MEASUREMENT_ID
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
    : [];
  // The call runs on daily-js in call-object mode: with `avoidEval` its call machine loads as a
  // <script> from c.daily.co; noise cancellation compiles WebAssembly and runs worklets from
  // blob: URLs; signalling and room lookups go to Daily's hosts (*.daily.co, *.pluot.blue).
  // Its error reports to Sentry stay blocked: the call works without them.
  const voiceOn = isVoiceConfigured(config);
  const voiceScripts = voiceOn ? ['https://c.daily.co', "'wasm-unsafe-eval'", 'blob:'] : [];
  const voice = voiceOn ? ['https://*.daily.co', 'wss://*.daily.co', 'https://*.pluot.blue', 'wss://*.pluot.blue'] : [];
  const videoPlayers = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];
  const selfOnly = ["'self'"];

  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: selfOnly,
        baseUri: selfOnly,
        objectSrc: ["'none'"],
        frameAncestors: selfOnly,
        formAction: selfOnly,
        scriptSrc: [...selfOnly, ...analytics, ...voiceScripts],
        // Inline style attributes come from prerendered React markup.
        styleSrc: [...selfOnly, "'unsafe-inline'"],
        imgSrc: [...selfOnly, 'data:', 'blob:', ...(storage ? [storage] : []), ...analytics],
        fontSrc: [...selfOnly, 'data:'],
        mediaSrc: [...selfOnly, 'blob:', 'https:', ...(storage ? [storage] : [])],
        connectSrc: [...selfOnly, ...(storage ? [storage] : []), ...analytics, ...voice],
        frameSrc: videoPlayers,
        workerSrc: [...selfOnly, 'blob:'],
        ...(config.TRUST_PROXY ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: hsts(config),
  });
}

/**
 * The API's security headers: its answers are data, never a page, so they need only what keeps
 * them from being framed, sniffed as another type or leaking their address (the e-mail links'
 * pages carry tokens in it, and a policy of their own). The pages' document-only headers would
 * only make every answer longer.
 */
export function apiSecurityHeaders(config: Pick<Config, 'TRUST_PROXY'>) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: hsts(config),
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}
