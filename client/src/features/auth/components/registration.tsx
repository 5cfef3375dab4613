import { Button } from '@/components/ui/button';
import { useRegistrationStatus, type RegistrationLinks } from '../api/get-registration-status';
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
 * /register: the form for the very first account (it becomes the admin; it needs the setup
 * link the server prints at start) or for the holder of a valid invitation; anyone else is
 * told what to do.
 */
export function Registration({ links }: { links: RegistrationLinks }) {
  const status = useRegistrationStatus(links);

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
        <RegisterForm
          inviteToken={status.data.invitation === 'valid' ? links.invite : null}
          setupToken={status.data.setup === 'valid' ? links.setup : null}
          invitedEmail={status.data.invitedEmail}
        />
      </div>
    );
  }
  if (status.data.firstAccount) {
    return status.data.setup === 'invalid' ? (
      <Notice title="Enlace de configuración no válido">
        Este enlace de configuración no es válido o ya se usó. Reinicia el servidor y abre el enlace que muestra al arrancar.
      </Notice>
    ) : (
      <Notice title="Configuración inicial">
        Todavía no hay ninguna cuenta. La del administrador se crea con el enlace de configuración que el servidor muestra al arrancar (la
        línea «setup» con /register?setup=…); el código también está en el archivo setup-token de la carpeta de datos del servidor.
      </Notice>
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
