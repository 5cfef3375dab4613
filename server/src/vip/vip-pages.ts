import type { Language } from '@shared/languages';
import { facts } from '@shared/site-facts';

/** The small pages the welcome e-mail's links open: shown in both languages, the subscriber's first. */
type VipPageKind = 'unsubscribed' | 'invalidLink' | 'noEbookYet';

const pages: Record<VipPageKind, Record<Language, { title: string; body: string; link: string }>> = {
  unsubscribed: {
    es: {
      title: 'Te has dado de baja',
      body: 'Ya no recibirás emails del Club VIP de ChapinBox. Si fue un error, puedes volver a unirte cuando quieras desde nuestra página.',
      link: 'Volver a ChapinBox',
    },
    en: {
      title: 'You have been unsubscribed',
      body: 'You will no longer receive emails from the ChapinBox VIP Club. If this was a mistake, you can join again at any time from our website.',
      link: 'Back to ChapinBox',
    },
  },
  invalidLink: {
    es: {
      title: 'Este enlace no es válido',
      body: 'Es posible que el enlace esté incompleto o que la suscripción ya no exista. Copia el enlace completo desde tu email o únete de nuevo al Club VIP.',
      link: 'Ir a ChapinBox',
    },
    en: {
      title: 'This link is not valid',
      body: 'The link may be incomplete or the subscription may no longer exist. Copy the whole link from your email or join the VIP Club again.',
      link: 'Go to ChapinBox',
    },
  },
  noEbookYet: {
    es: {
      title: '¡Tu email está confirmado!',
      body: `Gracias por confirmar. Estamos dando los últimos toques a nuestro ebook de ${facts.ebookRecipes} recetas; vuelve a abrir el enlace de tu email en unos días para descargarlo.`,
      link: 'Volver a ChapinBox',
    },
    en: {
      title: 'Your email is confirmed!',
      body: `Thank you for confirming. We are putting the finishing touches on our ${facts.ebookRecipes}-recipe ebook; open the link in your email again in a few days to download it.`,
      link: 'Back to ChapinBox',
    },
  },
};

/** A self-contained HTML page (inline styles only: the CSP allows them, nothing else loads). */
export function vipPage(kind: VipPageKind, language: Language) {
  const order: Language[] = language === 'en' ? ['en', 'es'] : ['es', 'en'];
  const sections = order
    .map((lang, index) => {
      const page = pages[kind][lang];
      return `<section lang="${lang}"${index ? ' style="border-top:1px solid #e2e8f0;margin-top:24px;padding-top:24px"' : ''}>
<h${index ? 2 : 1} style="color:#004aad;font-size:${index ? 20 : 26}px;margin:0 0 12px">${page.title}</h${index ? 2 : 1}>
<p style="line-height:1.5;margin:0 0 16px">${page.body}</p>
<a href="/?lang=${lang}" style="display:inline-block;background:#004aad;color:#fff;padding:10px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${page.link}</a>
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${pages[kind][language].title} · ChapinBox</title><meta name="robots" content="noindex"></head>
<body style="margin:0;background:#fff8ec;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<main style="max-width:560px;margin:48px auto;padding:32px 24px;background:#fff;border-radius:16px;box-shadow:0 4px 24px rgba(0,0,0,.08)">
<p style="margin:0 0 16px;font-weight:bold;font-size:20px;color:#004aad">ChapinBox</p>
${sections}
</main></body></html>`;
}
