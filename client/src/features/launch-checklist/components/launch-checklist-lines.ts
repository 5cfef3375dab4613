import { INVENTORY_PRODUCT_KEYS } from '@shared/inventory';
import type { LaunchCheck, LaunchChecklistItem } from '@shared/launch-checklist';
import { productByKey, type ProductKey } from '@shared/site-facts';

/** How a missing piece reads in a sentence ("Falta: …"). */
const missingNames: Record<string, string> = {
  privacidad: 'la política de privacidad',
  terminos: 'los términos de uso',
  envios: 'envíos y devoluciones',
  contactEmail: 'el correo de contacto',
  'phones.es': 'el teléfono en español',
  'phones.en': 'el teléfono en inglés',
  social: 'al menos una red social',
};

const isBox = (value: string): value is ProductKey => (INVENTORY_PRODUCT_KEYS as readonly string[]).includes(value);

const listFormat = new Intl.ListFormat('es', { type: 'conjunction' });

const missingText = (missing: string[]) => listFormat.format(missing.map((name) => (isBox(name) ? productByKey(name).name : (missingNames[name] ?? name))));

interface Line {
  title: string;
  /** What the state means for the shop, in a sentence. */
  detail: string;
  /** Where it is fixed in the back office; none when it is fixed on the server. */
  fix?: { href: string; label: string };
}

/** Each check's line for its state (the server says what is missing; the words are the admin's). */
export function launchLine({ check, state, missing }: LaunchChecklistItem): Line {
  const lines: Record<LaunchCheck, () => Line> = {
    mail: () => ({
      title: 'Envío de correos',
      detail:
        state === 'done'
          ? 'Los correos salen por SMTP con enlaces a la dirección pública del sitio.'
          : `Los correos solo se escriben en el registro del servidor. Falta configurar en el servidor: ${missing.join(', ')} (guía de despliegue, docs/deploy.md).`,
    }),
    sender: () => ({
      title: 'Firma de los correos (DKIM y SPF)',
      detail:
        state === 'done'
          ? 'La app firma cada correo con DKIM para el dominio del remitente.'
          : 'La app no firma los correos: comprueba que tu proveedor los firme con DKIM y que el SPF de tu dominio lo autorice (docs/deploy.md), o configura DKIM_DOMAIN, DKIM_SELECTOR y DKIM_PRIVATE_KEY.',
    }),
    feedback: () => ({
      title: 'Rebotes y quejas del proveedor de correo',
      detail:
        state === 'done'
          ? 'El proveedor avisa de rebotes y quejas, y esas direcciones dejan de recibir correos.'
          : 'Nadie avisa a la tienda de rebotes ni de quejas: configura MAIL_FEEDBACK_SECRET y el aviso en tu proveedor (docs/deploy.md).',
    }),
    ebook: () => ({
      title: 'Ebook de recetas',
      detail: state === 'done' ? 'El ebook que promete el correo de bienvenida está subido.' : 'El correo de bienvenida promete un ebook que todavía no está subido.',
      fix: state === 'done' ? undefined : { href: '/admin/ebooks', label: 'Subir el ebook' },
    }),
    products: () => ({
      title: 'Cada caja en Amazon',
      detail:
        state === 'done'
          ? 'Los botones de compra llevan a la ficha de cada caja.'
          : `Los botones de compra de ${missingText(missing)} llevan a una búsqueda en Amazon: falta su ASIN o su enlace.`,
      fix: state === 'done' ? undefined : { href: '/admin/settings', label: 'Completar en Ajustes del sitio' },
    }),
    photos: () => ({
      title: 'Fotos de cada caja',
      detail: state === 'done' ? 'Cada caja muestra al menos una foto real.' : `${missingText(missing)} solo muestra${missing.length === 1 ? '' : 'n'} ilustraciones: sube una foto de la caja real.`,
      fix: state === 'done' ? undefined : { href: '/admin/media', label: 'Subir fotos' },
    }),
    contacts: () => ({
      title: 'Contactos y redes sociales',
      detail: state === 'done' ? 'La página muestra cómo contactar a la tienda.' : `Falta ${missingText(missing)}.`,
      fix: state === 'done' ? undefined : { href: '/admin/settings', label: 'Completar en Ajustes del sitio' },
    }),
    legal: () => ({
      title: 'Páginas legales',
      detail: state === 'done' ? 'La privacidad, los términos y los envíos tienen su texto guardado.' : `Siguen con el texto de ejemplo: ${missingText(missing)}.`,
      fix: state === 'done' ? undefined : { href: '/admin/legal-pages', label: 'Editar las páginas legales' },
    }),
    chat: () => ({
      title: 'Chat con Chapincito',
      detail: 'Responde la guía del sitio (o el servicio de chat configurado en el servidor).',
    }),
    voice: () => ({
      title: 'Llamada de voz',
      detail:
        state === 'done'
          ? 'Los visitantes pueden llamar gratis al asistente.'
          : 'Apagada: la página no ofrece la llamada. Para activarla, configura VOICE_API_KEY y un asistente en el servidor.',
    }),
  };
  return lines[check]();
}
