import type { StaffRole } from '@shared/auth';
import type { StaffMember } from '@shared/staff';
import { Button } from '@/components/ui/button';
import { LockIcon, LogOutIcon, TrashIcon } from '@/components/ui/icons';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { ROLE_NAMES } from '@/lib/staff-roles';

export const fullName = (member: StaffMember) => [member.firstName, member.lastName].filter(Boolean).join(' ');

export interface StaffRowActions {
  onRole(member: StaffMember, role: StaffRole): void;
  onRemove(member: StaffMember): void;
  onEndSessions(member: StaffMember): void;
  onResetTwoFactor(member: StaffMember): void;
}

function TwoFactorBadge({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">Dos pasos</span>
  ) : (
    <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">Sin dos pasos</span>
  );
}

/** One account of /admin/staff: who, since when, and (for anyone but the admin looking) its role and what may be done to it. */
export function StaffRow({ member, isMe, busy, actions }: { member: StaffMember; isMe: boolean; busy: boolean; actions: StaffRowActions }) {
  const name = fullName(member);
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-all text-slate-900">
          {name || member.email}
          {isMe && <span className="ml-2 rounded-full bg-brand-sky px-2 py-0.5 text-xs font-semibold text-brand-blue-dark">Tú</span>}
          <TwoFactorBadge enabled={member.twoFactorEnabled} />
        </p>
        {name && <p className="text-sm break-all text-slate-600">{member.email}</p>}
        <p className="text-xs text-slate-500">
          Cuenta creada el {formatStaffDateTime(member.createdAt)} ·{' '}
          {member.lastSignInAt ? `último acceso el ${formatStaffDateTime(member.lastSignInAt)}` : 'nunca ha iniciado sesión'}
        </p>
      </div>
      {isMe ? (
        <p className="text-sm text-slate-600">{ROLE_NAMES[member.role]} (tu cuenta)</p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor={`role-${member.id}`}>
            Rol de {member.email}
          </label>
          <select
            id={`role-${member.id}`}
            value={member.role}
            disabled={busy}
            onChange={(event) => actions.onRole(member, event.target.value as StaffRole)}
            className="h-9 rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-gold"
          >
            <option value="editor">{ROLE_NAMES.editor}</option>
            <option value="admin">{ROLE_NAMES.admin}</option>
          </select>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => actions.onEndSessions(member)} aria-label={`Cerrar las sesiones de ${member.email}`}>
            <LogOutIcon className="h-4 w-4" />
            Cerrar sesiones
          </Button>
          {member.twoFactorEnabled && (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => actions.onResetTwoFactor(member)}
              aria-label={`Restablecer la verificación en dos pasos de ${member.email}`}
            >
              <LockIcon className="h-4 w-4" />
              Restablecer verificación en dos pasos
            </Button>
          )}
          <Button
            variant="danger-outline"
            size="sm"
            disabled={busy}
            onClick={() => actions.onRemove(member)}
            aria-label={`Quitar el acceso de ${member.email}`}
          >
            <TrashIcon className="h-4 w-4" />
            Quitar acceso
          </Button>
        </div>
      )}
    </li>
  );
}
