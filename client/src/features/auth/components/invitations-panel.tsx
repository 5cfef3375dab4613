import { useId, useState } from 'react';
import { createInvitationRequestSchema, INVITATION_VALID_DAYS, type StaffRole } from '@shared/auth';
import { Button } from '@/components/ui/button';
import { firstError, validateForm } from '@/lib/form-validation';
import { toast } from '@/lib/toast-queue';
import { serverMessageOr } from '@/lib/server-message';
import { useCreateInvitation } from '../api/create-invitation';
import { ROLE_NAMES } from '@/lib/staff-roles';
import { InvitationLink } from './invitation-link';
import { OpenInvitations } from './open-invitations';

const ROLE_HINTS: Record<StaffRole, string> = {
  editor: 'inventario, textos del sitio, ebooks, código QR y solicitudes de video',
  admin: 'todo, también suscriptores, campañas, ajustes, personal y actividad',
};

/** "Invitar al equipo" (/admin/staff): registration is by invitation only, and the invitation sets the role. */
export function InvitationsPanel() {
  const create = useCreateInvitation();
  const [role, setRole] = useState<StaffRole>('editor');
  const groupName = useId();

  const failed = (description: string) => toast({ variant: 'destructive', title: 'Error', description });

  const createLink = () => {
    // The choice is one of two radios: the request's schema stands guard, its message in the failure toast.
    const check = validateForm(createInvitationRequestSchema, { role });
    if (!check.success) return failed(firstError(check.errors) ?? 'No se pudo crear la invitación');
    create.mutate(check.data.role, { onError: (error) => failed(serverMessageOr(error, 'No se pudo crear la invitación')) });
  };

  return (
    <section aria-labelledby="invitations-title" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="max-w-2xl">
        <h2 id="invitations-title" className="text-xl font-bold text-slate-900">
          Invitar al equipo
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Crea un enlace de registro de un solo uso, válido {INVITATION_VALID_DAYS} días, y envíaselo a la persona que quieres invitar. Su cuenta tendrá el
          rol que elijas.
        </p>
      </div>
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Rol de la cuenta</legend>
        {(['editor', 'admin'] as const).map((option) => (
          <label key={option} className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-checked:border-brand-blue has-checked:bg-brand-sky">
            <input type="radio" name={groupName} value={option} checked={role === option} onChange={() => setRole(option)} className="mt-1 h-4 w-4 accent-brand-blue" />
            <span className="text-sm">
              <span className="block font-semibold text-slate-900">{ROLE_NAMES[option]}</span>
              <span className="text-slate-600">Gestiona {ROLE_HINTS[option]}.</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button onClick={createLink} disabled={create.isPending}>
        {create.isPending ? 'Creando...' : 'Crear enlace de invitación'}
      </Button>
      {create.data && <InvitationLink key={create.data.id} invitation={create.data} />}
      <div className="space-y-2">
        <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Invitaciones abiertas</h3>
        <OpenInvitations />
      </div>
    </section>
  );
}
