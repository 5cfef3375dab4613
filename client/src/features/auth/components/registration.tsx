import { Button } from '@/components/ui/button';
import { useRegistrationStatus } from '../api/get-registration-status';
import { RegisterForm } from './register-form';

function Notice({ title, children }: { title: string; children: string }) {
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 className="font-semibold">{title}</h2>
      <p className="mt-1 text-sm">{children}</p>
    </div>
  );
}

/**
 * /register: the form for the very first account (it becomes the admin) or for the holder of
 * a valid invitation; anyone else is told that registration needs an invitation.
 */
export function Registration({ inviteToken }: { inviteToken: string | null }) {
  const status = useRegistrationStatus(inviteToken);

  if (status.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <span className="h-5 w-5 animate-spin rounded-full border-4 border-brand-blue border-t-transparent" aria-hidden="true" />
        Comprobando el registro...
      </p>
    );
  }
  if (status.isError) {
    return (
      <div role="alert" className="space-y-3 text-sm text-slate-700">
        <p>No se pudo comprobar si el registro está abierto.</p>
        <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  if (status.data.open) {
    return (
      <div className="space-y-4">
        {status.data.invitation === 'valid' && (
          <p className="rounded-xl bg-brand-sky p-3 text-sm text-brand-blue-dark">Has recibido una invitación para unirte al equipo de ChapinBox.</p>
        )}
        <RegisterForm inviteToken={status.data.invitation === 'valid' ? inviteToken : null} />
      </div>
    );
  }
  return status.data.invitation === 'invalid' ? (
    <Notice title="Invitación no válida">Esta invitación no es válida, ya se usó o ha caducado. Pide una nueva a un administrador.</Notice>
  ) : (
    <Notice title="Registro solo con invitación">
      El registro requiere una invitación de un administrador. Pide a un administrador de ChapinBox que te envíe un enlace de invitación.
    </Notice>
  );
}
