import type { BlockType, CampaignBox } from '@shared/campaign-blocks';
import type { CampaignAudience, CampaignStatus } from '@shared/campaigns';
import type { Language } from '@shared/languages';
import { BUYERS_TIME_ZONE, shopClockName } from '@shared/shop-time';
import { formatStaffDateTimeIn } from '@/lib/staff-date-format';
import { formatStaffNumber } from '@/lib/staff-number-format';

/** How the staff screens name a campaign's status. */
export const STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Borrador',
  scheduled: 'Programada',
  sending: 'Enviando',
  sent: 'Enviada',
  failed: 'No se pudo enviar',
};

export const LANGUAGE_LABELS: Record<Language, string> = { es: 'Español', en: 'Inglés' };

/** How the block editor names each kind of block. */
export const BLOCK_LABELS: Record<BlockType, string> = {
  heading: 'Título',
  text: 'Texto',
  image: 'Imagen',
  box: 'Caja con botón de compra',
  button: 'Botón',
  divider: 'Separador',
};

export const BOX_LABELS: Record<CampaignBox, string> = { partyMix: 'PARTY MIX', candyMix: 'CANDY MIX', spicyMix: 'SPICY MIX', chocoBox: 'CHOCO BOX' };

/** "1 persona" / "1.234 personas". */
export const people = (count: number) => `${formatStaffNumber(count)} ${count === 1 ? 'persona' : 'personas'}`;

/** The audience in words: "Español e inglés · fuentes: vip_modal, final_cta". */
export function describeAudience(audience: CampaignAudience) {
  const languages = audience.languages.length === 2 ? 'Español e inglés' : LANGUAGE_LABELS[audience.languages[0]];
  return audience.sources?.length ? `${languages} · fuentes: ${audience.sources.join(', ')}` : `${languages} · todas las fuentes`;
}

/** Sent as a whole percentage of the recipients (0 before they are chosen). */
export const progressPercent = (sent: number, failed: number, recipients: number | null) =>
  recipients ? Math.min(100, Math.floor(((sent + failed) * 100) / recipients)) : 0;

/**
 * A scheduled send's moment on the shop's clock (`zone`, a site setting), with the buyers'
 * beside it: '1 dic 2026, 9:00 (hora de Guatemala) · 1 dic 2026, 10:00 (Este de EE. UU.)'.
 */
export function describeSchedule(at: string, zone: string) {
  const shop = `${formatStaffDateTimeIn(at, zone)} (${shopClockName(zone)})`;
  return zone === BUYERS_TIME_ZONE ? shop : `${shop} · ${formatStaffDateTimeIn(at, BUYERS_TIME_ZONE)} (${shopClockName(BUYERS_TIME_ZONE)})`;
}
