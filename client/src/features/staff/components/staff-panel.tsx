import type { StaffRole } from '@shared/auth';
import { staffRoleChangeSchema, type StaffMember } from '@shared/staff';
import { Button } from '@/components/ui/button';
import { firstError, validateForm } from '@/lib/form-validation';
import { serverMessageOr } from '@/lib/server-message';
import { ROLE_NAMES } from '@/lib/staff-roles';
import { toast } from '@/lib/toast-queue';
import { useChangeStaffRole } from '../api/change-staff-role';
import { useStaff } from '../api/get-staff';
import { useEndMemberSessions } from '../api/end-member-sessions';
import { useRemoveStaffMember } from '../api/remove-staff-member';
import { useResetMemberTwoFactor } from '../api/reset-member-two-factor';
import { StaffRow } from './staff-row';
import { TwoFactorPolicySwitch } from './two-factor-policy-switch';

/**
 * /admin/staff (administrators, docs/product.md#staff-accounts): who has access, with their
 * role, creation, last sign-in and second factor; the role changes and removals take effect on
 * the person's next request. The signed-in admin's own row offers none of them, so nobody
 * locks themselves out by a slip. The switch on top requires two-step sign-in of everyone.
 */
export function StaffPanel({ currentUserId }: { currentUserId: number }) {
  const staff = useStaff();
  const changeRole = useChangeStaffRole();
  const remove = useRemoveStaffMember();
  const endSessions = useEndMemberSessions();
  const resetTwoFactor = useResetMemberTwoFactor();
  const busyId =
    (changeRole.isPending && changeRole.variables?.id) ||
    (remove.isPending && remove.variables) ||
    (endSessions.isPending && endSessions.variables) ||
    (resetTwoFactor.isPending && resetTwoFactor.variables) ||
    undefined;

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

  const onResetTwoFactor = (member: StaffMember) => {
    if (
      !window.confirm(
        `¿Restablecer la verificación en dos pasos de ${member.email}? Su aplicación de autenticación y sus códigos de recuperación dejarán de valer, y tendrá que volver a configurarla.`,
      )
    )
      return;
    resetTwoFactor.mutate(member.id, {
      onSuccess: () => toast({ title: 'Verificación en dos pasos restablecida', description: member.email }),
      onError: (error) => toast({ variant: 'destructive', title: 'No se pudo restablecer', description: serverMessageOr(error, 'Inténtalo de nuevo.') }),
    });
  };

  const actions = { onRole, onRemove, onEndSessions, onResetTwoFactor };
  const me = staff.data?.staff.find((member) => member.id === currentUserId);
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
        <>
          <TwoFactorPolicySwitch required={staff.data.twoFactorRequired} meWithout={me ? !me.twoFactorEnabled : false} />
          <ul aria-label="Personal" className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {staff.data.staff.map((member) => (
              <StaffRow key={member.id} member={member} isMe={member.id === currentUserId} busy={busyId === member.id} actions={actions} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
