import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-queue';
import { useInvitations } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { serverMessageOr } from '@/lib/server-message';
import { ROLE_NAMES } from '@/lib/staff-roles';

/** Unused, unexpired invitations, each withdrawable. */
export function OpenInvitations() {
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();

  const withdraw = (id: number) => {
    if (!window.confirm('¿Retirar esta invitación? Su enlace dejará de funcionar.')) return;
    revoke.mutate(id, {
      onSuccess: () => toast({ title: 'Invitación retirada' }),
      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: serverMessageOr(error, 'No se pudo retirar la invitación') }),
    });
  };

  if (invitations.isPending) return <p className="text-sm text-slate-600">Cargando invitaciones...</p>;
  if (invitations.isError) return <p role="alert" className="text-sm text-red-700">No se pudieron cargar las invitaciones</p>;
  if (!invitations.data.length) return <p className="text-sm text-slate-600">No hay invitaciones abiertas.</p>;

  return (
    <ul aria-label="Invitaciones abiertas" className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {invitations.data.map((invitation) => (
        <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {invitation.email ?? 'Sin dirección'} · {ROLE_NAMES[invitation.role]} · creada el {formatStaffDateTime(invitation.createdAt)}
            </p>
            <p className="text-slate-600">Caduca el {formatStaffDateTime(invitation.expiresAt)}</p>
            {invitation.createdBy && <p className="break-words text-slate-500">Creada por {invitation.createdBy}</p>}
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => withdraw(invitation.id)}
            disabled={revoke.isPending && revoke.variables === invitation.id}
            aria-label={`Retirar la invitación creada el ${formatStaffDateTime(invitation.createdAt)}`}
          >
            Retirar
          </Button>
        </li>
      ))}
    </ul>
  );
}
