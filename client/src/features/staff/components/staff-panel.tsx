import type { StaffRole } from '@shared/auth';
import { staffRoleChangeSchema, type StaffMember } from '@shared/staff';
import { Button } from '@/components/ui/button';
import { LogOutIcon, TrashIcon } from '@/components/ui/icons';
import { firstError, validateForm } from '@/lib/form-validation';
import { serverMessageOr } from '@/lib/server-message';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { ROLE_NAMES } from '@/lib/staff-roles';
import { toast } from '@/lib/toast-queue';
import { useChangeStaffRole } from '../api/change-staff-role';
import { useStaff } from '../api/get-staff';
import { useEndMemberSessions } from '../api/end-member-sessions';
import { useRemoveStaffMember } from '../api/remove-staff-member';

const fullName = (member: StaffMember) => [member.firstName, member.lastName].filter(Boolean).join(' ');

interface RowProps {
  member: StaffMember;
  isMe: boolean;
  busy: boolean;
  onRole(member: StaffMember, role: StaffRole): void;
  onRemove(member: StaffMember): void;
  onEndSessions(member: StaffMember): void;
}

function StaffRow({ member, isMe, busy, onRole, onRemove, onEndSessions }: RowProps) {
  const name = fullName(member);
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-all text-slate-900">
          {name || member.email}
          {isMe && <span className="ml-2 rounded-full bg-brand-sky px-2 py-0.5 text-xs font-semibold text-brand-blue-dark">Tú</span>}
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
            onChange={(event) => onRole(member, event.target.value as StaffRole)}
            className="h-9 rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-gold"
          >
            <option value="editor">{ROLE_NAMES.editor}</option>
            <option value="admin">{ROLE_NAMES.admin}</option>
          </select>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => onEndSessions(member)} aria-label={`Cerrar las sesiones de ${member.email}`}>
            <LogOutIcon className="h-4 w-4" />
            Cerrar sesiones
          </Button>
          <Button variant="outline" size="sm" className="border-red-600 text-red-700 hover:bg-red-50" disabled={busy} onClick={() => onRemove(member)} aria-label={`Quitar el acceso de ${member.email}`}>
            <TrashIcon className="h-4 w-4" />
            Quitar acceso
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * /admin/staff (administrators, docs/product.md#staff-accounts): who has access, with their
 * role, creation and last sign-in; the role changes and removals take effect on the person's
 * next request. The signed-in admin's own row offers neither, so nobody locks themselves out
 * by a slip.
 */
export function StaffPanel({ currentUserId }: { currentUserId: number }) {
  const staff = useStaff();
  const changeRole = useChangeStaffRole();
  const remove = useRemoveStaffMember();
  const endSessions = useEndMemberSessions();
  const busyId = (changeRole.isPending && changeRole.variables?.id) || (remove.isPending && remove.variables) || (endSessions.isPending && endSessions.variables) || undefined;

  const onRole = (member: StaffMember, role: StaffRole) => {
    const roleFailed = (description: string) => toast({ variant: 'destructive', title: 'No se pudo cambiar el rol', description });
    // The choice comes from a list of two: the request's schema stands guard, its message in the failure toast.
    const check = validateForm(staffRoleChangeSchema, { role });
    if (!check.success) return roleFailed(firstError(check.errors) ?? 'Inténtalo de nuevo.');
    if (!window.confirm(`¿Cambiar el rol de ${member.email} a ${ROLE_NAMES[role]}? El cambio vale desde su próxima acción.`)) return;
    changeRole.mutate(
      { id: member.id, role: check.data.role },
      {
        onSuccess: (updated) => toast({ title: 'Rol actualizado', description: `${updated.email} ahora es ${ROLE_NAMES[updated.role]}.` }),
        onError: (error) => roleFailed(serverMessageOr(error, 'Inténtalo de nuevo.')),
      },
    );
  };

  const onRemove = (member: StaffMember) => {
    if (!window.confirm(`¿Quitar el acceso de ${member.email}? Su sesión se cerrará al momento y su cuenta se eliminará.`)) return;
    remove.mutate(member.id, {
      onSuccess: () => toast({ title: 'Acceso quitado', description: member.email }),
      onError: (error) => toast({ variant: 'destructive', title: 'No se pudo quitar el acceso', description: serverMessageOr(error, 'Inténtalo de nuevo.') }),
    });
  };

  const onEndSessions = (member: StaffMember) => {
    if (!window.confirm(`¿Cerrar todas las sesiones de ${member.email}? Tendrá que volver a iniciar sesión en cada dispositivo.`)) return;
    endSessions.mutate(member.id, {
      onSuccess: ({ ended }) => toast({ title: 'Sesiones cerradas', description: `${member.email}: ${ended === 1 ? '1 sesión cerrada' : `${ended} sesiones cerradas`}.` }),
      onError: (error) => toast({ variant: 'destructive', title: 'No se pudieron cerrar las sesiones', description: serverMessageOr(error, 'Inténtalo de nuevo.') }),
    });
  };

  return (
    <section aria-labelledby="staff-title" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div>
        <h2 id="staff-title" className="text-xl font-bold text-slate-900">
          Personal con acceso
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Los editores gestionan el inventario, los textos del sitio, los ebooks, el código QR y las solicitudes de video. Los administradores, además, los
          suscriptores, las campañas, los ajustes, el personal y la actividad.
        </p>
      </div>
      {staff.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Cargando personal...
        </p>
      ) : staff.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          No se pudo cargar el personal.
          <Button size="sm" variant="outline" onClick={() => staff.refetch()}>
            Reintentar
          </Button>
        </p>
      ) : (
        <ul aria-label="Personal" className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {staff.data.map((member) => (
            <StaffRow key={member.id} member={member} isMe={member.id === currentUserId} busy={busyId === member.id} onRole={onRole} onRemove={onRemove} onEndSessions={onEndSessions} />
          ))}
        </ul>
      )}
    </section>
  );
}
