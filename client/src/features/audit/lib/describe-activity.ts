import type { AuditAction, AuditChange } from '@shared/audit';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { formatStaffNumber } from '@/lib/staff-number-format';
import { ROLE_NAMES } from '@/lib/staff-roles';

/** What each action reads as on the activity page; a new action must be named here. */
const ACTION_NAMES: Record<AuditAction, string> = {
  'auth.sign-in': 'Inició sesión',
  'auth.sign-in-failed': 'Intentó iniciar sesión con una contraseña incorrecta',
  'auth.register': 'Creó su cuenta',
  'auth.password-change': 'Cambió su contraseña',
  'auth.password-reset': 'Restableció su contraseña con el enlace del email',
  'auth.sessions-end': 'Cerró sesiones abiertas',
  'auth.2fa-enable': 'Activó la verificación en dos pasos',
  'auth.2fa-disable': 'Desactivó la verificación en dos pasos',
  'auth.2fa-failed': 'Escribió un código de verificación incorrecto',
  'subscribers.export': 'Exportó los suscriptores',
  'subscribers.import': 'Importó suscriptores',
  'subscribers.delete': 'Eliminó suscriptores',
  'subscribers.deactivate': 'Desactivó suscriptores',
  'subscribers.activate': 'Reactivó suscriptores',
  'campaigns.send': 'Envió una campaña',
  'campaigns.schedule': 'Programó el envío de una campaña',
  'campaigns.unschedule': 'Canceló el envío programado de una campaña',
  'campaigns.welcome-series': 'Cambió la serie de bienvenida',
  'campaigns.template-create': 'Guardó una plantilla de campaña',
  'campaigns.template-delete': 'Eliminó una plantilla de campaña',
  'inventory.update': 'Actualizó el inventario',
  'site-content.publish': 'Publicó los textos del sitio',
  'legal-pages.update': 'Guardó una página legal',
  'faq.update': 'Guardó las preguntas frecuentes',
  'settings.update': 'Cambió los ajustes del sitio',
  'staff.invite': 'Invitó a alguien al equipo',
  'staff.invite-revoke': 'Retiró una invitación',
  'staff.role-change': 'Cambió un rol',
  'staff.remove': 'Quitó el acceso a una cuenta',
  'staff.2fa-reset': 'Restableció la verificación en dos pasos de una cuenta',
  'staff.2fa-policy': 'Cambió si se exige la verificación en dos pasos',
  'ebooks.upload': 'Subió un ebook',
  'ebooks.delete': 'Eliminó un ebook',
  'media.upload': 'Subió una foto o un video',
  'media.delete': 'Eliminó una foto o un video',
  'media.place': 'Colocó fotos o videos en la página',
};

/** Spanish names of the detail keys the actions write; any other key shows as it is. */
const DETAIL_NAMES: Record<string, string> = {
  role: 'rol',
  texts: 'textos',
  size: 'tamaño (bytes)',
  count: 'suscriptores',
  filter: 'filtro',
  imported: 'importados',
  skipped: 'omitidos',
  invalid: 'líneas no válidas',
  confirmed: 'ya confirmados',
  invitationsRevoked: 'invitaciones retiradas',
  campaign: 'campaña n.º',
  template: 'plantilla n.º',
  address: 'dirección IP',
  ended: 'sesiones cerradas',
  required: 'exigida',
  method: 'segundo paso',
  at: 'envío',
  activa: 'activa',
  correos: 'correos',
  kind: 'tipo',
  items: 'elementos',
  removedFrom: 'quitado de',
};

const BOX_NAMES: Record<string, string> = { partyMix: 'PARTY MIX', candyMix: 'CANDY MIX', spicyMix: 'SPICY MIX', chocoBox: 'CHOCO BOX' };
const LANGUAGE_NAMES: Record<string, string> = { es: 'español', en: 'inglés' };
const SOCIAL_NAMES: Record<string, string> = { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok' };
/** Where an Amazon Attribution tag is used, as "la etiqueta … del boletín" reads. */
const CHANNEL_NAMES: Record<string, string> = { site: 'del sitio web', newsletter: 'del boletín', qr: 'de los códigos QR', chat: 'del chat' };
const TESTIMONIAL_FIELDS: Record<string, string> = { name: 'el nombre', location: 'el lugar', text: 'el texto', rating: 'las estrellas', verified: 'la compra verificada' };
const FILTER_NAMES: Record<string, string> = { search: 'búsqueda', status: 'estado', state: 'estado', source: 'origen', language: 'idioma' };
/** The subscriber list's status filter, as its menu names it (lower case inside a sentence). */
const FILTER_STATUS_NAMES: Record<string, string> = { active: 'activos', inactive: 'inactivos', pending: 'sin confirmar', confirmed: 'confirmados' };
/** Its state filter, the same way. */
const FILTER_STATE_NAMES: Record<string, string> = {
  pending: 'sin confirmar',
  confirmed: 'confirmados',
  paused: 'desactivados por el equipo',
  unsubscribed: 'se dieron de baja',
  bounced: 'rebotados',
  complained: 'marcaron como spam',
};

/** How a sign-in passed its second step (auth.sign-in's `method`). */
const SIGN_IN_METHOD_NAMES: Record<string, string> = {
  code: 'con código de la aplicación',
  recovery: 'con un código de recuperación',
  remembered: 'desde un dispositivo recordado',
};

/** A subscriber export's filter: "estado activos, idioma inglés". */
const showFilter = (filter: object) =>
  Object.entries(filter)
    .map(([key, value]) => {
      const names = key === 'status' ? FILTER_STATUS_NAMES : key === 'state' ? FILTER_STATE_NAMES : undefined;
      return `${FILTER_NAMES[key] ?? key} ${names ? (names[String(value)] ?? String(value)) : showValue(value)}`;
    })
    .join(', ');

/**
 * What a site setting's path (`products.partyMix.asin`, `testimonials.es.0.text`) names, in the
 * words of the settings page; a path it does not know shows as it is.
 */
export function settingName(path: string): string {
  const [group, key, ...rest] = path.split('.');
  switch (group) {
    case 'products':
      if (rest[0] === 'asin') return `el ASIN de ${BOX_NAMES[key] ?? key}`;
      if (rest[0] === 'marketplaceUrl') return `el enlace de compra de ${BOX_NAMES[key] ?? key}`;
      break;
    case 'attribution':
      if (rest[0] && CHANNEL_NAMES[rest[0]]) return `la etiqueta de Amazon Attribution ${CHANNEL_NAMES[rest[0]]} para ${BOX_NAMES[key] ?? key}`;
      break;
    case 'phones':
      return `el teléfono de la página en ${LANGUAGE_NAMES[key] ?? key}`;
    case 'contactEmail':
      return 'el email de contacto';
    case 'social':
      return `el enlace de ${SOCIAL_NAMES[key] ?? key}`;
    case 'videos':
      return key === 'hero' ? 'el video de la portada' : `el video de ${BOX_NAMES[key] ?? key}`;
    case 'offer':
      if (key === 'discountPercent') return 'el descuento (%)';
      if (key === 'endsAt') return 'el fin de la oferta';
      if (key === 'code') return 'el código de descuento';
      if (key === 'couponUrl') return 'el cupón de Amazon';
      break;
    case 'testimonials': {
      const [index, field] = rest;
      if (field && /^\d+$/.test(index)) return `${TESTIMONIAL_FIELDS[field] ?? field} del testimonio ${Number(index) + 1} (en ${LANGUAGE_NAMES[key] ?? key})`;
      break;
    }
  }
  return path;
}

const isRole = (value: unknown): value is keyof typeof ROLE_NAMES => value === 'admin' || value === 'editor';

function showValue(value: unknown): string {
  if (isRole(value)) return ROLE_NAMES[value];
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return formatStaffNumber(value);
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'string') return LANGUAGE_NAMES[value] ?? value;
  return JSON.stringify(value);
}

/** A detail's value as its key means it: a subscriber filter, a sign-in's second step, else as any value. */
function showDetail(key: string, value: unknown): string {
  if (key === 'filter' && typeof value === 'object' && value) return showFilter(value);
  if (key === 'method') return SIGN_IN_METHOD_NAMES[String(value)] ?? showValue(value);
  if (key === 'at' && typeof value === 'string') return formatStaffDateTime(value);
  return showValue(value);
}

export const actionName = (action: string) => (ACTION_NAMES as Record<string, string | undefined>)[action] ?? action;

const isChange = (value: unknown): value is AuditChange => typeof value === 'object' && value !== null && 'field' in value && 'from' in value && 'to' in value;

/** What a change of `action` changed: the role, a box's stock, a site setting. */
function changedThing(action: string | undefined, field: string) {
  if (field === 'rol') return 'el rol';
  if (action === 'inventory.update') return `las cajas de ${field}`;
  if (action === 'settings.update') return settingName(field);
  return field;
}

/**
 * An entry's details as short lines in plain Spanish: every change as "Cambió el ASIN de PARTY
 * MIX de — a B0TEST1234", then any other key as "name: value".
 */
export function detailLines(details: Record<string, unknown> | null, action?: string): string[] {
  if (!details) return [];
  const { changes, ...rest } = details;
  const changeLines = Array.isArray(changes)
    ? changes.filter(isChange).map((change) => `Cambió ${changedThing(action, change.field)} de ${showValue(change.from)} a ${showValue(change.to)}`)
    : [];
  const otherLines = Object.entries(rest).map(([key, value]) => `${DETAIL_NAMES[key] ?? key}: ${showDetail(key, value)}`);
  return [...changeLines, ...otherLines];
}
