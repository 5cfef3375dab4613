import { Router } from 'express';
import type { AppDeps } from '../deps';
import { PUBLIC_READ_CACHE, publicRead } from '../http/public-read';
import type { SiteSettingsService } from '../site-settings/site-settings.service';
import { createSiteConfigService } from './site-config.service';

/** GET /api/config: what the browser needs to know about this deployment, no secrets, and the site settings. */
export function siteConfigRoutes(deps: Pick<AppDeps, 'config' | 'mailer'>, siteSettings: SiteSettingsService) {
  const router = Router();
  router.get('/config', publicRead(createSiteConfigService(deps, siteSettings.forVisitors).read, PUBLIC_READ_CACHE.config));
  return router;
}
