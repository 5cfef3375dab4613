import type { Language } from '@shared/languages';
import type { MailMessage } from '../mail/mailer';
import { markdownToEmailHtml, markdownToText } from '../mail/markdown-html';
import { subscriberEmail } from '../mail/subscriber-email';
import type { CampaignLinks } from './campaign-links';

/** A campaign in one language, rendered once and framed for each recipient. */
export interface RenderedCampaign {
  subject: string;
  html: string;
  text: string;
  /** The header's link to the site, tagged like the body's. */
  siteUrl?: string;
}

/**
 * Renders a campaign's Markdown body (docs/decisions/0057-campaign-markdown-and-preview.md), its
 * links tagged by `links` (campaign-links.ts).
 */
export const renderCampaign = (subject: string, body: string, links?: CampaignLinks): RenderedCampaign => ({
  subject: subject.trim(),
  html: markdownToEmailHtml(body, links?.rewrite),
  text: markdownToText(body, links?.rewrite),
  siteUrl: links?.site,
});

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
}): MailMessage {
  const { campaign, messageId } = options;
  const message = subscriberEmail({ ...options, subject: campaign.subject, html: campaign.html, text: campaign.text, siteUrl: campaign.siteUrl });
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
