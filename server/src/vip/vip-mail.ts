import type { Language } from '@shared/languages';
import { facts } from '@shared/site-facts';
import type { MailMessage } from '../mail/mailer';

/** The links a subscriber's e-mails carry; the token is the subscriber's own. */
function vipLinks(origin: string, token: string) {
  const base = origin.replace(/\/+$/, '');
  const query = `token=${encodeURIComponent(token)}`;
  return {
    /** Confirms the address (pending → confirmed) and redirects to a fresh ebook download. */
    ebook: `${base}/api/vip/confirm?${query}`,
    /** One click: marks the subscriber inactive and shows a confirmation page. */
    unsubscribe: `${base}/api/vip/unsubscribe?${query}`,
    site: base,
  };
}

const texts = {
  es: {
    subject: '¡Bienvenido al Club VIP de ChapinBox! Aquí está tu ebook GRATIS',
    greeting: '¡Hola!',
    intro: `Gracias por unirte al Club VIP de ChapinBox. Como prometimos, aquí tienes tu ebook GRATIS con ${facts.ebookRecipes} recetas exclusivas de Guatemala y El Salvador.`,
    cta: 'Descargar mi ebook',
    confirmNote: 'Al abrir el enlace también confirmas tu dirección de email.',
    perks: 'Como miembro VIP tendrás acceso anticipado a nuevos productos y recibirás nuestro boletín semanal con ofertas y contenido exclusivo.',
    signature: 'Con cariño,\nEl equipo de ChapinBox',
    unsubscribe: 'Si ya no quieres recibir nuestros emails, date de baja aquí',
  },
  en: {
    subject: 'Welcome to the ChapinBox VIP Club! Here is your FREE ebook',
    greeting: 'Hi there!',
    intro: `Thank you for joining the ChapinBox VIP Club. As promised, here is your FREE ebook with ${facts.ebookRecipes} exclusive recipes from Guatemala and El Salvador.`,
    cta: 'Download my ebook',
    confirmNote: 'Opening the link also confirms your email address.',
    perks: 'As a VIP member you get early access to new products and our weekly newsletter with offers and exclusive content.',
    signature: 'With love,\nThe ChapinBox team',
    unsubscribe: 'If you no longer want our emails, unsubscribe here',
  },
} satisfies Record<Language, Record<string, string>>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The welcome e-mail in the subscriber's language, with the ebook and unsubscribe links. */
export function welcomeEmail(options: { to: string; language: Language; origin: string; token: string }): MailMessage {
  const t = texts[options.language];
  const links = vipLinks(options.origin, options.token);
  const text = [
    t.greeting,
    '',
    t.intro,
    '',
    `${t.cta}: ${links.ebook}`,
    t.confirmNote,
    '',
    t.perks,
    '',
    t.signature,
    '',
    `${t.unsubscribe}: ${links.unsubscribe}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${options.language}"><body style="margin:0;background:#fff8ec;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:24px">
<h1 style="color:#004aad;font-size:24px">${escapeHtml(t.greeting)}</h1>
<p style="font-size:16px;line-height:1.5">${escapeHtml(t.intro)}</p>
<p style="text-align:center;margin:28px 0"><a href="${escapeHtml(links.ebook)}" style="background:#f5b700;color:#0f172a;padding:14px 28px;border-radius:999px;font-weight:bold;text-decoration:none;display:inline-block">${escapeHtml(t.cta)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(t.confirmNote)}</p>
<p style="font-size:16px;line-height:1.5">${escapeHtml(t.perks)}</p>
<p style="font-size:16px;line-height:1.5;white-space:pre-line">${escapeHtml(t.signature)}</p>
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:12px;color:#64748b"><a href="${escapeHtml(links.unsubscribe)}" style="color:#64748b">${escapeHtml(t.unsubscribe)}</a></p>
</div></body></html>`;
  return {
    to: options.to,
    subject: t.subject,
    text,
    html,
    // RFC 2369 and RFC 8058: mail clients show their own one-click "unsubscribe" button.
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
