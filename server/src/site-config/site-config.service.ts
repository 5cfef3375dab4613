import type { PublicMedia } from '@shared/media';
import { emptyPublicMedia } from '@shared/placed-media';
import type { PublicSiteSettings } from '@shared/site-settings';
import type { SiteConfig } from '@shared/site-config';
import type { AppDeps } from '../deps';
import { isVoiceConfigured } from '../voice-call/voice-call.service';

type DeploymentConfig = Omit<SiteConfig, 'settings' | 'media'>;

/** What the browser needs to know about this deployment, no secrets. */
function deploymentConfigFor(config: AppDeps['config'], mailMode: AppDeps['mailer']['mode']): DeploymentConfig {
  const voiceAvailable = isVoiceConfigured(config);
  return {
    environment: config.NODE_ENV,
    voice: {
      available: voiceAvailable,
      assistantId: voiceAvailable ? (config.VOICE_ASSISTANT_ID ?? null) : null,
      squadId: voiceAvailable ? (config.VOICE_SQUAD_ID ?? null) : null,
      workflowId: voiceAvailable ? (config.VOICE_WORKFLOW_ID ?? null) : null,
    },
    chat: { mode: config.CHAT_WEBHOOK_URL ? 'webhook' : 'builtin' },
    analytics: { gaMeasurementId: config.GA_MEASUREMENT_ID ?? null },
    marketplace: { sellerId: config.MARKETPLACE_SELLER_ID ?? null, marketplaceId: config.MARKETPLACE_ID },
    ebook: { maxBytes: config.EBOOK_MAX_BYTES },
    mail: { mode: mailMode },
  };
}

/**
 * The site's configuration as the browser reads it: the deployment's (fixed while the process
 * runs) and the site settings staff saved (`siteSettings`, the settings service's visitors' read).
 */
export function createSiteConfigService(
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  siteSettings: () => Promise<PublicSiteSettings>,
  placedMedia: () => Promise<PublicMedia> = async () => emptyPublicMedia,
) {
  const deployment = deploymentConfigFor(deps.config, deps.mailer.mode);
  let current: SiteConfig | undefined;
  return {
    /** The same object while the settings and placements are the same, so the public read serialises it once per change. */
    async read(): Promise<SiteConfig> {
      const [settings, media] = await Promise.all([siteSettings(), placedMedia()]);
      if (current?.settings !== settings || current.media !== media) current = { ...deployment, settings, media };
      return current;
    },
  };
}
