import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@shared/languages';
import type { MailMessage } from './mailer';

/**
 * Every e-mail the club sends a subscriber (the welcome e-mail, each campaign) goes out in this
 * one frame: our header, the message, and a footer with the subscriber's own unsubscribe link,
 * plus the List-Unsubscribe headers (RFC 2369, and RFC 8058's one-click POST) so mail clients
 * show their own button. docs/product.md#vip-club.
 */

const refSignature = (key: string, campaignId: number, deliveryId: number) =>
  createHmac('sha256', key).update(`unsubscribe.${campaignId}.${deliveryId}`).digest('base64url').slice(0, 22);

/**
 * Which campaign e-mail an unsubscribe link came in (`<campaign>.<delivery>.<signature>`),
 * signed with the campaign's key so that nobody can count an unsubscribe on another campaign.
 */
export const unsubscribeRef = (key: string, campaignId: number, deliveryId: number) => `${campaignId}.${deliveryId}.${refSignature(key, campaignId, deliveryId)}`;

const REF = /^(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{22})$/;

/** The campaign and delivery a ref names, and whether `key` signed it; null when it is not a ref at all. */
export function readUnsubscribeRef(ref: string) {
  const match = REF.exec(ref);
  if (!match) return null;
  const campaignId = Number(match[1]);
  const deliveryId = Number(match[2]);
  return {
    campaignId,
    deliveryId,
    signedWith: (key: string) => timingSafeEqual(Buffer.from(refSignature(key, campaignId, deliveryId)), Buffer.from(match[3])),
  };
}

/** The links a subscriber's e-mails carry; the token is the subscriber's own, `ref` the campaign e-mail's (unsubscribeRef). */
export function subscriberLinks(origin: string, token: string, ref?: string) {
  const base = origin.replace(/\/+$/, '');
  const query = `token=${encodeURIComponent(token)}`;
  return {
    /** Confirms the address and hands out the ebook (a page with a button; the POST confirms). */
    confirm: `${base}/api/vip/confirm?${query}`,
    /** Unsubscribes (a page with a button, or a mail client's one-click POST). */
    unsubscribe: `${base}/api/vip/unsubscribe?${query}${ref ? `&c=${ref}` : ''}`,
    site: base,
  };
}

/** The footer's words: why the e-mail came, and the way out. */
export const subscriberFooter = {
  es: {
    why: 'Recibes este email porque te uniste al Club VIP de ChapinBox.',
    unsubscribe: 'Si ya no quieres recibir nuestros emails, date de baja aquí',
  },
  en: {
    why: 'You are receiving this email because you joined the ChapinBox VIP Club.',
    unsubscribe: 'If you no longer want our emails, unsubscribe here',
  },
} satisfies Record<Language, Record<string, string>>;

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SubscriberEmailContent {
  to: string;
  language: Language;
  /** The site's public origin, for the links. */
  origin: string;
  /** The subscriber's token (their links). */
  token: string;
  subject: string;
  /** The message as plain text (the text part), without the footer. */
  text: string;
  /** The message as HTML (already escaped / rendered), without the frame. */
  html: string;
  /** The address of the header's link to the site, when it carries tags (a campaign's); the site otherwise. */
  siteUrl?: string;
  /** The preview text mail clients show after the subject, hidden in the message itself. */
  preheader?: string;
  /** The campaign e-mail the unsubscribe link names (unsubscribeRef). */
  unsubscribeRef?: string;
}

/** The unsubscribe headers (RFC 2369, and RFC 8058's one-click POST) so mail clients show their own button. */
export const unsubscribeHeaders = (unsubscribe: string) => ({
  'List-Unsubscribe': `<${unsubscribe}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** Text mail clients show as the preview but the reader does not see in the message. */
export const hiddenPreheader = (text: string) =>
  `<div style="display:none;font-size:1px;color:#fff8ec;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden">${escapeHtml(text)}</div>`;

/** The message in the club's frame, with both parts and the unsubscribe headers. */
export function subscriberEmail(content: SubscriberEmailContent): MailMessage {
  const t = subscriberFooter[content.language];
  const links = subscriberLinks(content.origin, content.token, content.unsubscribeRef);
  const text = [content.text, '', '--', t.why, `${t.unsubscribe}: ${links.unsubscribe}`].join('\n');
  const html = `<!doctype html>
<html lang="${content.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#fff8ec;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
${content.preheader?.trim() ? hiddenPreheader(content.preheader.trim()) : ''}<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:#004aad"><a href="${escapeHtml(content.siteUrl ?? links.site)}" style="color:#004aad;text-decoration:none">ChapinBox</a></p>
${content.html}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:12px;color:#64748b">${escapeHtml(t.why)}<br><a href="${escapeHtml(links.unsubscribe)}" style="color:#64748b">${escapeHtml(t.unsubscribe)}</a></p>
</div></body></html>`;
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    headers: unsubscribeHeaders(links.unsubscribe),
  };
}
