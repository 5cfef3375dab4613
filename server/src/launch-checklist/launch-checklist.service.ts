import { INVENTORY_PRODUCT_KEYS } from '@shared/inventory';
import type { LaunchChecklist, LaunchChecklistItem } from '@shared/launch-checklist';
import type { SiteSettings } from '@shared/site-settings';
import type { AppDeps } from '../deps';
import { hasReadyEbook } from '../ebooks/ebooks.service';
import { listLegalPages } from '../legal-pages/legal-pages.service';
import { slotsWithoutPhotos } from '../media/media.service';
import { findSiteSettings } from '../site-settings/site-settings.service';
import { isVoiceConfigured } from '../voice-call/voice-call.service';

type Item = LaunchChecklistItem;

const line = (check: Item['check'], missing: string[], whenMissing: Item['state'] = 'todo'): Item => ({
  check,
  state: missing.length === 0 ? 'done' : whenMissing,
  missing,
});

/** What visitors would miss in the contacts: the address, each language's line, any network. */
function missingContacts(settings: SiteSettings) {
  const missing: string[] = [];
  if (!settings.contactEmail) missing.push('contactEmail');
  if (!settings.phones.es) missing.push('phones.es');
  if (!settings.phones.en) missing.push('phones.en');
  if (!Object.values(settings.social).some(Boolean)) missing.push('social');
  return missing;
}

/**
 * The Resumen's launch checklist: read fresh on every request (a staff screen, a handful of
 * small reads) so a line turns done as soon as its fix is saved.
 */
export function createLaunchChecklistService(deps: Pick<AppDeps, 'config' | 'database' | 'mailer' | 'logger'>) {
  const { config, database, mailer } = deps;

  return {
    async check(): Promise<LaunchChecklist> {
      const [{ settings }, ebookReady, legalPages, boxesWithoutPhotos] = await Promise.all([
        findSiteSettings(database.db, deps.logger),
        hasReadyEbook(database.db),
        listLegalPages(database.db),
        slotsWithoutPhotos(
          database.db,
          INVENTORY_PRODUCT_KEYS.map((box) => `box-${box}`),
        ),
      ]);
      const mailMissing = [...(mailer.mode === 'smtp' ? [] : ['SMTP_URL']), ...(config.PUBLIC_ORIGIN ? [] : ['PUBLIC_ORIGIN'])];
      return {
        items: [
          line('mail', mailMissing),
          // Many providers sign for the shop; without the app's own DKIM the line only reminds.
          line('sender', config.DKIM_DOMAIN ? [] : ['DKIM_DOMAIN'], 'off'),
          // Bounces and complaints not received: suppressed addresses keep getting mail.
          line('feedback', config.MAIL_FEEDBACK_SECRET ? [] : ['MAIL_FEEDBACK_SECRET']),
          line('ebook', ebookReady ? [] : ['ebook']),
          line('products', INVENTORY_PRODUCT_KEYS.filter((box) => !settings.products[box].asin && !settings.products[box].marketplaceUrl)),
          line('photos', boxesWithoutPhotos.map((slot) => slot.replace(/^box-/, ''))),
          line('contacts', missingContacts(settings)),
          line('legal', legalPages.filter((page) => page.draft).map((page) => page.slug)),
          // The built-in guide answers without any set-up; a webhook replaces it when configured.
          line('chat', []),
          // Without the voice platform the call button is not shown: off, not broken.
          line('voice', isVoiceConfigured(config) ? [] : ['VOICE_API_KEY'], 'off'),
        ],
      };
    },
  };
}
