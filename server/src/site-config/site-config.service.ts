import type { SiteConfig } from '@shared/site-config';
import type { AppDeps } from '../deps';
import { isVoiceConfigured } from '../voice-call/voice-call.service';

/** What the browser needs to know about this deployment, no secrets. */
function siteConfigFor(config: AppDeps['config'], mailMode: AppDeps['mailer']['mode']): SiteConfig {
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
    marketplace: { sellerId: config.MARKETPLACE_SELLER_ID, marketplaceId: config.MARKETPLACE_ID },
    ebook: { maxBytes: config.EBOOK_MAX_BYTES },
    mail: { mode: mailMode },
  };
}

/** The site's configuration as the browser reads it; it never changes while the process runs. */
export function createSiteConfigService(deps: Pick<AppDeps, 'config' | 'mailer'>) {
  const current = Promise.resolve(siteConfigFor(deps.config, deps.mailer.mode));
  return {
    /** The same value every time, so the public read serialises it once. */
    read: () => current,
  };
}
