import type { AppDeps } from '../deps';
import type { PublicReads } from '../http/public-reads';
import { createSiteConfigService } from './site-config.service';

/** GET /api/config: what the browser needs to know about this deployment, no secrets. */
export function defineSiteConfigRead(deps: Pick<AppDeps, 'config' | 'mailer'>, publicReads: PublicReads) {
  publicReads.define('/config', { cacheControl: 'public, max-age=60', load: createSiteConfigService(deps).read });
}
