import { products, type ProductKey } from '@shared/site-facts';
import { SHOP_TIME_ZONES } from '@shared/shop-time';
import { ATTRIBUTION_CHANNELS, MAX_DISCOUNT_PERCENT, MIN_DISCOUNT_PERCENT, type AttributionChannel } from '@shared/site-settings';

/** One field of the settings form: its path in the settings document (as the server's issues name it). */
export interface SettingsField {
  path: string;
  label: string;
  /** Read by screen readers after the label, where the label alone repeats in each group ("Boletín" → "Boletín de PARTY MIX"). */
  labelContext?: string;
  /** Absent in a compact group, which the section's help explains. */
  help?: string;
  type: 'text' | 'url' | 'tel' | 'email' | 'number' | 'datetime-local' | 'select';
  placeholder?: string;
  /** A select's choices. */
  options?: readonly { value: string; label: string }[];
}

/** Fields that belong together inside a section (one box's), under their own small heading. */
export interface SettingsGroup {
  title: string;
  fields: SettingsField[];
}

export interface SettingsSection {
  id: string;
  title: string;
  help: string;
  fields: SettingsField[];
  groups?: SettingsGroup[];
}

const boxName = (key: ProductKey) => products.find((product) => product.key === key)!.name;

const boxFields = (key: ProductKey): SettingsField[] => [
  {
    path: `products.${key}.asin`,
    label: `ASIN de ${boxName(key)}`,
    help: '10 letras mayúsculas o cifras. El botón de compra abre la página de este ASIN en amazon.com.',
    type: 'text',
    placeholder: 'B0XXXXXXXX',
  },
  {
    path: `products.${key}.marketplaceUrl`,
    label: `Dirección en Amazon de ${boxName(key)} (opcional)`,
    help: 'Si la pones, el botón abre esta dirección en lugar de la del ASIN. Solo https://www.amazon.com/…',
    type: 'url',
    placeholder: 'https://www.amazon.com/dp/…',
  },
];

const keys = products.map((product) => product.key);

const CHANNEL_LABELS: Record<AttributionChannel, string> = { site: 'Sitio web', newsletter: 'Boletín', qr: 'Códigos QR', chat: 'Chat' };

/** A box's Amazon Attribution tags, one per channel. */
const attributionGroup = (key: ProductKey): SettingsGroup => ({
  title: boxName(key),
  fields: ATTRIBUTION_CHANNELS.map((channel) => ({
    path: `attribution.${key}.${channel}`,
    label: CHANNEL_LABELS[channel],
    labelContext: `de ${boxName(key)}`,
    type: 'text',
    placeholder: 'maas=…&ref_=…',
  })),
});

/** The form, section by section (docs/product.md#site-settings). */
export const settingsSections: SettingsSection[] = [
  {
    id: 'buy-links',
    title: 'Enlaces de compra',
    help: 'Sin ASIN ni dirección, los botones de compra de esa caja abren la búsqueda de «ChapinBox» en Amazon. La barra superior y los botones generales usan el enlace de PARTY MIX.',
    fields: keys.flatMap(boxFields),
  },
  {
    id: 'attribution',
    title: 'Etiquetas de Amazon Attribution',
    help: 'Pega aquí las etiquetas de Amazon Attribution de cada canal: así los informes de Amazon muestran las ventas que trae cada uno.',
    fields: [],
    groups: keys.map(attributionGroup),
  },
  {
    id: 'contact',
    title: 'Contacto',
    help: 'Lo que no pongas no se muestra en el pie de página ni lo menciona Chapincito.',
    fields: [
      { path: 'phones.es', label: 'Teléfono de atención en español', help: 'Formato internacional: + y el código de país, sin espacios ni guiones (p. ej. +1 y 10 cifras).', type: 'tel', placeholder: '+1…' },
      { path: 'phones.en', label: 'Teléfono de atención en inglés', help: 'Formato internacional: + y el código de país, sin espacios ni guiones.', type: 'tel', placeholder: '+1…' },
      { path: 'contactEmail', label: 'Correo de contacto', help: 'El pie de página ofrece copiarlo.', type: 'email' },
    ],
  },
  {
    id: 'social',
    title: 'Redes sociales',
    help: 'Direcciones https de cada red; las que dejes vacías no se muestran.',
    fields: [
      { path: 'social.facebook', label: 'Facebook', help: 'https://www.facebook.com/…', type: 'url' },
      { path: 'social.instagram', label: 'Instagram', help: 'https://www.instagram.com/…', type: 'url' },
      { path: 'social.tiktok', label: 'TikTok', help: 'https://www.tiktok.com/@…', type: 'url' },
    ],
  },
  {
    id: 'videos',
    title: 'Videos',
    help: 'Un video de YouTube o Vimeo, o un archivo .mp4, siempre https. Se carga solo cuando el visitante pulsa la imagen; vacío: solo la imagen.',
    fields: [
      { path: 'videos.hero', label: 'Video de la portada', help: 'Sobre la imagen principal, arriba de la página.', type: 'url' },
      ...keys.map((key): SettingsField => ({ path: `videos.${key}`, label: `Video de ${boxName(key)}`, help: 'La última imagen de la galería de la caja.', type: 'url' })),
    ],
  },
  {
    id: 'offer',
    title: 'Oferta',
    help: 'La barra superior anuncia el descuento y, si los hay, el código o el cupón para canjearlo. Con fecha de fin, muestra la cuenta atrás hasta ese momento; sin fecha, o cuando ya pasó, muestra la oferta sin cuenta atrás.',
    fields: [
      {
        path: 'offer.discountPercent',
        label: 'Descuento en la primera compra (%)',
        help: `Un número entero entre ${MIN_DISCOUNT_PERCENT} y ${MAX_DISCOUNT_PERCENT}.`,
        type: 'number',
      },
      { path: 'offer.endsAt', label: 'Fin de la oferta (opcional)', help: 'Fecha y hora de este navegador.', type: 'datetime-local' },
      {
        path: 'offer.code',
        label: 'Código de descuento (opcional)',
        help: 'El código que el comprador escribe en Amazon; la barra lo muestra junto al descuento. Vacío: la barra no promete ningún código.',
        type: 'text',
        placeholder: 'CHAPIN15',
      },
      {
        path: 'offer.couponUrl',
        label: 'Cupón de Amazon (opcional)',
        help: 'La dirección https de amazon.com del cupón; con ella, la barra abre el cupón en vez de la caja.',
        type: 'url',
      },
    ],
  },  {
    id: 'whatsapp',
    title: 'WhatsApp',
    help: 'Con un número, el chat de Chapincito y el pie de página ofrecen «Hablar con una persona», que abre WhatsApp con un mensaje ya escrito en el idioma del visitante. Vacío: no se muestra.',
    fields: [
      { path: 'whatsapp', label: 'Número de WhatsApp', help: 'Formato internacional: + y el código de país, sin espacios ni guiones (p. ej. +502 y 8 cifras).', type: 'tel', placeholder: '+502…' },
    ],
  },
  {
    id: 'shop-time-zone',
    title: 'Zona horaria de la tienda',
    help: 'La hora en que se programan las campañas se escribe y se muestra en esta zona, con la hora del Este de EE. UU. al lado. Las estadísticas cuentan los días con la hora de Guatemala.',
    fields: [{ path: 'shopTimeZone', label: 'Zona horaria', type: 'select', options: SHOP_TIME_ZONES.map((zone) => ({ value: zone.id, label: zone.name })) }],
  },
];

export const settingsFields = settingsSections.flatMap((section) => [...section.fields, ...(section.groups ?? []).flatMap((group) => group.fields)]);
