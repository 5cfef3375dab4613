import type { SiteConfig } from '@shared/site-config';
import type { Config } from '../config';
import type { PublicReads } from '../http/public-reads';
import { isVoiceConfigured, voiceSettingsFrom } from '../voice-call/voice-call.service';

export function siteConfigFor(config: Config, mailMode: 'smtp' | 'log'): SiteConfig {
  const voiceAvailable = isVoiceConfigured(voiceSettingsFrom(config));
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

/** GET /api/config: what the browser needs to know about this deployment, no secrets. */
export function defineSiteConfigRead(deps: { config: Config; mailMode: 'smtp' | 'log'; publicReads: PublicReads }) {
  const body = Promise.resolve(siteConfigFor(deps.config, deps.mailMode));
  deps.publicReads.define('/config', { cacheControl: 'public, max-age=60', load: () => body });
}
