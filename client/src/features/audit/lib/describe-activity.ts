import type { AuditAction, AuditChange } from '@shared/audit';
import { formatStaffNumber } from '@/lib/staff-number-format';
import { ROLE_NAMES } from '@/lib/staff-roles';

/** What each action reads as on the activity page; a new action must be named here. */
const ACTION_NAMES: Record<AuditAction, string> = {
  'auth.sign-in': 'Inició sesión',
  'auth.password-change': 'Cambió su contraseña',
  'subscribers.export': 'Exportó los suscriptores',
  'subscribers.import': 'Importó suscriptores',
  'subscribers.delete': 'Eliminó suscriptores',
  'subscribers.deactivate': 'Desactivó suscriptores',
  'subscribers.activate': 'Reactivó suscriptores',
  'campaigns.send': 'Envió una campaña',
  'inventory.update': 'Actualizó el inventario',
  'site-content.publish': 'Publicó los textos del sitio',
  'settings.update': 'Cambió los ajustes del sitio',
  'staff.invite': 'Invitó a alguien al equipo',
  'staff.invite-revoke': 'Retiró una invitación',
  'staff.role-change': 'Cambió un rol',
  'staff.remove': 'Quitó el acceso a una cuenta',
  'ebooks.upload': 'Subió un ebook',
  'ebooks.delete': 'Eliminó un ebook',
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
};

const isRole = (value: unknown): value is keyof typeof ROLE_NAMES => value === 'admin' || value === 'editor';

function showValue(value: unknown): string {
  if (isRole(value)) return ROLE_NAMES[value];
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return formatStaffNumber(value);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export const actionName = (action: string) => (ACTION_NAMES as Record<string, string | undefined>)[action] ?? action;

const isChange = (value: unknown): value is AuditChange => typeof value === 'object' && value !== null && 'field' in value && 'from' in value && 'to' in value;

/**
 * An entry's details as short lines: every change as "field: from → to" (an inventory product,
 * a role, a setting), then any other key as "key: value".
 */
export function detailLines(details: Record<string, unknown> | null): string[] {
  if (!details) return [];
  const { changes, ...rest } = details;
  const changeLines = Array.isArray(changes)
    ? changes.filter(isChange).map((change) => `${DETAIL_NAMES[change.field] ?? change.field}: ${showValue(change.from)} → ${showValue(change.to)}`)
    : [];
  const otherLines = Object.entries(rest).map(([key, value]) => `${DETAIL_NAMES[key] ?? key}: ${showValue(value)}`);
  return [...changeLines, ...otherLines];
}
