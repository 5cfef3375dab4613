import { isBlocks, type CampaignBody } from '@shared/campaign-blocks';
import { CAMPAIGN_MESSAGES } from '@shared/campaigns';
import type { Language } from '@shared/languages';
import { badRequest } from '../lib/errors';
import type { MailMessage } from '../mail/mailer';
import { markdownToEmailHtml, markdownToText } from '../mail/markdown-html';
import { escapeHtml, subscriberEmail, subscriberLinks, unsubscribeHeaders } from '../mail/subscriber-email';
import type { BlockAssets } from './campaign-assets';
import { OPEN_PIXEL_MARKER, renderBlocksEmail, UNSUBSCRIBE_MARKER } from './campaign-blocks-mail';
import type { CampaignLinks } from './campaign-links';

/** A campaign in one language, rendered once and made each recipient's by campaignEmail. */
export interface RenderedCampaign {
  subject: string;
  html: string;
  text: string;
  /** The header's link to the site, tagged like the body's. */
  siteUrl?: string;
  preheader?: string;
  /**
   * A whole e-mail (block content, campaign-blocks-mail.ts) with the recipient's markers in it;
   * otherwise a Markdown message that goes into the club's frame (subscriber-email.ts).
   */
  document?: boolean;
}

/**
 * Renders a campaign's Markdown body (docs/decisions/0057-campaign-markdown-and-preview.md), its
 * links tagged by `links` (campaign-links.ts).
 */
export const renderCampaign = (subject: string, body: string, links?: CampaignLinks, preheader?: string): RenderedCampaign => ({
  subject: subject.trim(),
  html: markdownToEmailHtml(body, links?.rewrite),
  text: markdownToText(body, links?.rewrite),
  siteUrl: links?.site,
  preheader: preheader?.trim() || undefined,
});

/** A language's body, Markdown or blocks, rendered once for every recipient of that language. */
export async function renderCampaignBody(options: {
  language: Language;
  subject: string;
  preheader: string;
  body: CampaignBody;
  links: CampaignLinks;
  assets: BlockAssets;
  openPixel?: boolean;
}): Promise<RenderedCampaign> {
  const { body, links } = options;
  if (!isBlocks(body)) return renderCampaign(options.subject, body, links, options.preheader);
  const { html, text } = await renderBlocksEmail({ ...options, subject: options.subject.trim(), preheader: options.preheader.trim(), blocks: body.blocks, openPixel: options.openPixel ?? false });
  return { subject: options.subject.trim(), html, text, siteUrl: links.site, document: true };
}

/**
 * 400 unless the rendered e-mail carries the unsubscribe link: every campaign must
 * (docs/product.md#campaigns). The club's frame always adds it; a block e-mail has it in its footer.
 */
export function checkUnsubscribeLink(rendered: RenderedCampaign) {
  if (rendered.document && !rendered.html.includes(UNSUBSCRIBE_MARKER)) throw badRequest(CAMPAIGN_MESSAGES.noUnsubscribe);
}

/**
 * The token of the unsubscribe link in a preview or a test e-mail: they go to staff, not to a
 * subscriber, so the link is the real one with a token that names nobody.
 */
export const SAMPLE_TOKEN = 'vista-previa';

/** The site's host name for Message-IDs (chapinbox.com when the origin cannot be read). */
export const hostOf = (origin: string) => {
  try {
    return new URL(origin).hostname || 'chapinbox.com';
  } catch {
    return 'chapinbox.com';
  }
};

/**
 * The e-mail one recipient gets: the campaign in their language inside the club's frame, with
 * their own unsubscribe link and headers. `messageId` names this campaign and recipient only:
 * should a crash ever make the same e-mail leave twice, mail services that drop a repeated
 * Message-ID (Gmail among them) show it once.
 */
export function campaignEmail(options: {
  to: string;
  language: Language;
  origin: string;
  token: string;
  campaign: RenderedCampaign;
  messageId?: { campaignId: number; subscriberId: number };
  /** The recipient's open pixel address, when the campaign counts opens. */
  openUrl?: string;
  /** Which campaign e-mail this is, for its unsubscribe link (unsubscribeRef). */
  unsubscribeRef?: string;
}): MailMessage {
  const { campaign, messageId } = options;
  const message = campaign.document
    ? documentEmail(options.to, subscriberLinks(options.origin, options.token, options.unsubscribeRef).unsubscribe, campaign, options.openUrl)
    : subscriberEmail({ ...options, subject: campaign.subject, html: campaign.html, text: campaign.text, siteUrl: campaign.siteUrl, preheader: campaign.preheader });
  if (!messageId) return message;
  // The campaign's id rides along so the provider's bounce and complaint reports can be counted
  // on it (docs/deploy.md#mail-feedback): our header (SES includes it), Postmark's metadata and
  // SendGrid's unique arguments.
  const campaignId = String(messageId.campaignId);
  return {
    ...message,
    headers: {
      ...message.headers,
      'Message-ID': `<campaign-${campaignId}-${messageId.subscriberId}@${hostOf(options.origin)}>`,
      'X-ChapinBox-Campaign': campaignId,
      'X-PM-Metadata-campaign': campaignId,
      'X-SMTPAPI': JSON.stringify({ unique_args: { campaign: campaignId } }),
    },
  };
}

/** A block e-mail made one recipient's: their unsubscribe link and open pixel put in by string replacement. */
function documentEmail(to: string, unsubscribe: string, campaign: RenderedCampaign, openUrl?: string): MailMessage {
  const html = campaign.html.replaceAll(UNSUBSCRIBE_MARKER, escapeHtml(unsubscribe)).replaceAll(OPEN_PIXEL_MARKER, escapeHtml(openUrl ?? ''));
  return { to, subject: campaign.subject, html, text: campaign.text.replaceAll(UNSUBSCRIBE_MARKER, unsubscribe), headers: unsubscribeHeaders(unsubscribe) };
}
