import { INVITATION_VALID_DAYS } from '@shared/auth';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-queue';
import { useCreateInvitation } from '../api/create-invitation';
import { InvitationLink } from './invitation-link';
import { OpenInvitations } from './open-invitations';
import { serverMessageOr } from '@/lib/server-message';

/** /admin section "Invitar a un administrador": registration is by invitation only. */
export function InvitationsPanel() {
  const create = useCreateInvitation();

  const createLink = () =>
    create.mutate(undefined, {
      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: serverMessageOr(error, 'No se pudo crear la invitación') }),
    });

  return (
    <section aria-labelledby="invitations-title" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-xl">
          <h2 id="invitations-title" className="text-xl font-bold text-slate-900">
            Invitar a un administrador
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Crea un enlace de registro de un solo uso, válido {INVITATION_VALID_DAYS} días, y envíaselo a la persona que quieres invitar.
          </p>
        </div>
        <Button onClick={createLink} disabled={create.isPending}>
          {create.isPending ? 'Creando...' : 'Crear enlace de invitación'}
        </Button>
      </div>
      {create.data && <InvitationLink key={create.data.id} invitation={create.data} />}
      <div className="space-y-2">
        <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Invitaciones abiertas</h3>
        <OpenInvitations />
      </div>
    </section>
  );
}
