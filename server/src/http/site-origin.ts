import type { Request } from 'express';
import type { Config } from '../config';

/** The normalised origin of a URL (lower-case host, default port dropped), or undefined. */
export const originOf = (url: string) => {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
};

/** The origin the request was addressed to (`protocol://host`; behind TRUST_PROXY, the forwarded one). */
const requestOrigin = (req: Request) => {
  const raw = `${req.protocol}://${req.host ?? ''}`;
  return originOf(raw) ?? raw;
};

/**
 * The site's address for links in e-mails and invitations: PUBLIC_ORIGIN when configured,
 * else the address the request came to.
 */
export const publicOrigin = (req: Request, config: Pick<Config, 'PUBLIC_ORIGIN'>) =>
  (config.PUBLIC_ORIGIN && originOf(config.PUBLIC_ORIGIN)) || requestOrigin(req);

/** Every origin the site answers on: its own request origin and PUBLIC_ORIGIN. */
export function siteOrigins(req: Request, config: Pick<Config, 'PUBLIC_ORIGIN'>) {
  const origins = new Set([requestOrigin(req)]);
  const configured = config.PUBLIC_ORIGIN && originOf(config.PUBLIC_ORIGIN);
  if (configured) origins.add(configured);
  return origins;
}
