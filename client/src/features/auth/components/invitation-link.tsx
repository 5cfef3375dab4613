import { useRef } from 'react';
import type { CreatedInvitation } from '@shared/auth';
import { Button } from '@/components/ui/button';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { ROLE_NAMES } from '@/lib/staff-roles';
import { useCopyText } from '../hooks/use-copy-text';

/** The link just created: shown once (only its hash is stored), with a copy button. */
export function InvitationLink({ invitation }: { invitation: CreatedInvitation }) {
  const field = useRef<HTMLInputElement>(null);
  const { copied, copy } = useCopyText();

  return (
    <div className="space-y-2 rounded-xl border border-emerald-300 bg-emerald-50 p-4">
      <label htmlFor="invitation-url" className="block text-sm font-semibold text-emerald-950">
        Enlace de invitación de {invitation.email} como {ROLE_NAMES[invitation.role].toLowerCase()} (un solo uso, caduca el {formatStaffDateTime(invitation.expiresAt)})
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={field}
          id="invitation-url"
          readOnly
          value={invitation.url}
          onFocus={(event) => event.target.select()}
          className="h-9 min-w-0 flex-1 rounded-lg border border-emerald-300 bg-white px-3 font-mono text-xs text-slate-900"
        />
        <Button size="sm" onClick={() => copy(invitation.url, field.current)}>
          {copied ? 'Copiado' : 'Copiar enlace'}
        </Button>
      </div>
      <p className="text-xs text-emerald-900" aria-live="polite">
        {copied === false ? 'No se pudo copiar: selecciona el enlace y cópialo a mano.' : 'Guárdalo ahora: por seguridad no se vuelve a mostrar.'}
      </p>
    </div>
  );
}
