import type { Language } from '@shared/languages';
import { facts } from '@shared/site-facts';
import { escapeHtml } from '../mail/subscriber-email';

/**
 * The small pages the subscriber's e-mail links open (docs/product.md#vip-club): shown in both
 * languages, the subscriber's first. The confirm and unsubscribe pages only show a button; its
 * form POSTs to the same link, which is what acts (docs/decisions/0018-mail-links-act-on-post.md).
 */
export type VipPageKind = 'confirm' | 'confirmAgain' | 'noEbookYet' | 'ebookAway' | 'unsubscribe' | 'unsubscribed' | 'invalidLink' | 'expiredLink';

interface PageText {
  title: string;
  body: string;
  /** The form's button: the page posts to its own link. */
  button?: string;
  /** A link home; `rejoin` opens the sign-up form again even in a browser that joined before. */
  link: { label: string; rejoin?: true };
}

const recipes = facts.ebookRecipes;

const pages: Record<VipPageKind, Record<Language, PageText>> = {
  confirm: {
    es: {
      title: 'Confirma tu email',
      body: `Pulsa el botón para confirmar tu dirección y descargar tu ebook GRATIS con ${recipes} recetas de Guatemala y El Salvador.`,
      button: 'Confirmar y descargar mi ebook',
      link: { label: 'Ir a ChapinBox' },
    },
    en: {
      title: 'Confirm your email',
      body: `Press the button to confirm your address and download your FREE ebook with ${recipes} recipes from Guatemala and El Salvador.`,
      button: 'Confirm and download my ebook',
      link: { label: 'Go to ChapinBox' },
    },
  },
  confirmAgain: {
    es: {
      title: 'Tu ebook te espera',
      body: `Tu email ya está confirmado. Pulsa el botón para descargar tu ebook con ${recipes} recetas.`,
      button: 'Descargar mi ebook',
      link: { label: 'Ir a ChapinBox' },
    },
    en: {
      title: 'Your ebook is waiting',
      body: `Your email is already confirmed. Press the button to download your ${recipes}-recipe ebook.`,
      button: 'Download my ebook',
      link: { label: 'Go to ChapinBox' },
    },
  },
  noEbookYet: {
    es: {
      title: '¡Tu email está confirmado!',
      body: `Gracias por confirmar. Estamos dando los últimos toques a nuestro ebook de ${recipes} recetas; vuelve a abrir el enlace de tu email en unos días para descargarlo.`,
      link: { label: 'Volver a ChapinBox' },
    },
    en: {
      title: 'Your email is confirmed!',
      body: `Thank you for confirming. We are putting the finishing touches on our ${recipes}-recipe ebook; open the link in your email again in a few days to download it.`,
      link: { label: 'Back to ChapinBox' },
    },
  },
  ebookAway: {
    es: {
      title: '¡Tu email está confirmado!',
      body: 'Gracias por confirmar. Ahora mismo no podemos entregarte el ebook; vuelve a abrir el enlace de tu email en unos minutos para descargarlo.',
      link: { label: 'Volver a ChapinBox' },
    },
    en: {
      title: 'Your email is confirmed!',
      body: 'Thank you for confirming. We cannot deliver the ebook right now; open the link in your email again in a few minutes to download it.',
      link: { label: 'Back to ChapinBox' },
    },
  },
  unsubscribe: {
    es: {
      title: '¿Quieres darte de baja?',
      body: 'Si te das de baja, dejarás de recibir los emails del Club VIP de ChapinBox: el boletín semanal, las ofertas y las novedades.',
      button: 'Darme de baja',
      link: { label: 'No, volver a ChapinBox' },
    },
    en: {
      title: 'Do you want to unsubscribe?',
      body: 'If you unsubscribe, you will stop receiving emails from the ChapinBox VIP Club: the weekly newsletter, offers and news.',
      button: 'Unsubscribe',
      link: { label: 'No, back to ChapinBox' },
    },
  },
  unsubscribed: {
    es: {
      title: 'Te has dado de baja',
      body: 'Ya no recibirás emails del Club VIP de ChapinBox. Si fue un error, puedes volver a unirte cuando quieras desde nuestra página.',
      link: { label: 'Volver a ChapinBox' },
    },
    en: {
      title: 'You have been unsubscribed',
      body: 'You will no longer receive emails from the ChapinBox VIP Club. If this was a mistake, you can join again at any time from our website.',
      link: { label: 'Back to ChapinBox' },
    },
  },
  invalidLink: {
    es: {
      title: 'Este enlace no es válido',
      body: 'Es posible que el enlace esté incompleto o que la suscripción ya no exista. Copia el enlace completo desde tu email o únete de nuevo al Club VIP.',
      link: { label: 'Ir a ChapinBox' },
    },
    en: {
      title: 'This link is not valid',
      body: 'The link may be incomplete or the subscription may no longer exist. Copy the whole link from your email or join the VIP Club again.',
      link: { label: 'Go to ChapinBox' },
    },
  },
  expiredLink: {
    es: {
      title: 'Este enlace ha caducado',
      body: 'Te diste de baja del Club VIP, así que este enlace ya no confirma tu email. Si quieres volver, únete de nuevo desde nuestra página y te enviaremos un nuevo email de confirmación.',
      link: { label: 'Unirme de nuevo', rejoin: true },
    },
    en: {
      title: 'This link has expired',
      body: 'You unsubscribed from the VIP Club, so this link no longer confirms your email. If you want to come back, join again from our website and we will send you a new confirmation email.',
      link: { label: 'Join again', rejoin: true },
    },
  },
};

const pill = 'display:inline-block;background:#004aad;color:#fff;padding:12px 24px;border:0;border-radius:999px;text-decoration:none;font:inherit;font-weight:bold;cursor:pointer';
const quiet = 'display:inline-block;color:#004aad;padding:12px 4px;font-weight:bold';

function section(page: PageText, lang: Language, index: number, action: string | undefined) {
  const home = `/?lang=${lang}${page.link.rejoin ? '&amp;reset-vip=true' : ''}`;
  const heading = index ? 'h2' : 'h1';
  // A button needs the link to post to; without one the page still links home.
  const form = page.button && action;
  const actions = form
    ? `<form method="post" action="${escapeHtml(action)}" style="display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;margin:0">
<button type="submit" style="${pill}">${page.button}</button>
<a href="${home}" style="${quiet}">${page.link.label}</a>
</form>`
    : `<a href="${home}" style="${pill}">${page.link.label}</a>`;
  return `<section lang="${lang}"${index ? ' style="border-top:1px solid #e2e8f0;margin-top:24px;padding-top:24px"' : ''}>
<${heading} style="color:#004aad;font-size:${index ? 20 : 26}px;margin:0 0 12px">${page.title}</${heading}>
<p style="line-height:1.5;margin:0 0 16px">${page.body}</p>
${actions}
</section>`;
}

/**
 * A self-contained HTML page (inline styles only, nothing else loads). `action` is the link the
 * page's button posts to (the confirm and unsubscribe pages).
 */
export function vipPage(kind: VipPageKind, language: Language, options: { action?: string } = {}) {
  const order: Language[] = language === 'en' ? ['en', 'es'] : ['es', 'en'];
  const sections = order.map((lang, index) => section(pages[kind][lang], lang, index, options.action)).join('\n');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${pages[kind][language].title} · ChapinBox</title><meta name="robots" content="noindex"></head>
<body style="margin:0;padding:0 12px;background:#fff8ec;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<main style="max-width:560px;margin:32px auto;padding:28px 24px;background:#fff;border-radius:16px;box-shadow:0 4px 24px rgba(0,0,0,.08)">
<p style="margin:0 0 16px;font-weight:bold;font-size:20px;color:#004aad">ChapinBox</p>
${sections}
</main></body></html>`;
}
