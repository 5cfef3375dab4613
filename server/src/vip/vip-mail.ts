import type { Language } from '@shared/languages';
import { facts } from '@shared/site-facts';
import type { MailMessage } from '../mail/mailer';
import { escapeHtml, subscriberEmail, subscriberLinks } from '../mail/subscriber-email';

const texts = {
  es: {
    subject: '¡Bienvenido al Club VIP de ChapinBox! Confirma tu email y recibe tu ebook GRATIS',
    greeting: '¡Hola!',
    intro: `Gracias por unirte al Club VIP de ChapinBox. Confirma tu dirección de email con el botón de abajo para recibir tu ebook GRATIS con ${facts.ebookRecipes} recetas exclusivas de Guatemala y El Salvador.`,
    cta: 'Confirmar y recibir mi ebook',
    confirmNote: 'Si no te uniste tú, ignora este email: sin tu confirmación no te enviaremos nada más.',
    perks: 'Como miembro VIP tendrás acceso anticipado a nuevos productos y recibirás nuestro boletín semanal con ofertas y contenido exclusivo.',
    signature: 'Con cariño,\nEl equipo de ChapinBox',
  },
  en: {
    subject: 'Welcome to the ChapinBox VIP Club! Confirm your email and get your FREE ebook',
    greeting: 'Hi there!',
    intro: `Thank you for joining the ChapinBox VIP Club. Confirm your email address with the button below to get your FREE ebook with ${facts.ebookRecipes} exclusive recipes from Guatemala and El Salvador.`,
    cta: 'Confirm and get my ebook',
    confirmNote: 'If you did not sign up, ignore this email: without your confirmation we will not send you anything else.',
    perks: 'As a VIP member you get early access to new products and our weekly newsletter with offers and exclusive content.',
    signature: 'With love,\nThe ChapinBox team',
  },
} satisfies Record<Language, Record<string, string>>;

/**
 * The welcome e-mail in the subscriber's language: one button, which confirms the address and
 * gets the ebook (its page's POST does: docs/product.md#vip-club); the frame adds the
 * unsubscribe link and headers.
 */
export function welcomeEmail(options: { to: string; language: Language; origin: string; token: string }): MailMessage {
  const t = texts[options.language];
  const links = subscriberLinks(options.origin, options.token);
  const text = [t.greeting, '', t.intro, '', `${t.cta}: ${links.confirm}`, t.confirmNote, '', t.perks, '', t.signature].join('\n');
  const html = `<h1 style="color:#004aad;font-size:24px">${escapeHtml(t.greeting)}</h1>
<p style="font-size:16px;line-height:1.5">${escapeHtml(t.intro)}</p>
<p style="text-align:center;margin:28px 0"><a href="${escapeHtml(links.confirm)}" style="background:#f5b700;color:#0f172a;padding:14px 28px;border-radius:999px;font-weight:bold;text-decoration:none;display:inline-block">${escapeHtml(t.cta)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(t.confirmNote)}</p>
<p style="font-size:16px;line-height:1.5">${escapeHtml(t.perks)}</p>
<p style="font-size:16px;line-height:1.5;white-space:pre-line">${escapeHtml(t.signature)}</p>`;
  return subscriberEmail({ ...options, subject: t.subject, text, html });
}
