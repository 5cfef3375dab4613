import type { AppDeps } from '../deps';
import type { PublicReads } from '../http/public-reads';
import type { SiteSettingsService } from '../site-settings/site-settings.service';
import { createSiteConfigService } from './site-config.service';

/**
 * GET /api/config: what the browser needs to know about this deployment, no secrets, and the
 * site settings. Browsers revalidate it (ETag) on every use: a saved setting must not wait
 * for a cached copy to expire.
 */
export function defineSiteConfigRead(deps: Pick<AppDeps, 'config' | 'mailer'>, publicReads: PublicReads, siteSettings: SiteSettingsService) {
  publicReads.define('/config', { cacheControl: 'no-cache', load: createSiteConfigService(deps, siteSettings.forVisitors).read });
}
