import { useId, useState, type FormEvent } from 'react';
import { createInvitationRequestSchema, INVITATION_VALID_DAYS, type StaffRole } from '@shared/auth';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-queue';
import { serverMessageOr } from '@/lib/server-message';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useCreateInvitation } from '../api/create-invitation';
import { ROLE_NAMES } from '@/lib/staff-roles';
import { FormField } from './form-field';
import { InvitationLink } from './invitation-link';
import { OpenInvitations } from './open-invitations';

const ROLE_HINTS: Record<StaffRole, string> = {
  editor: 'inventario, textos del sitio, ebooks, código QR y solicitudes de video',
  admin: 'todo, también suscriptores, campañas, ajustes, personal y actividad',
};

const fieldId = (field: string) => `invitation-${field}`;

/** "Invitar al equipo" (/admin/staff): registration is by invitation only, for one address, and the invitation sets the role. */
export function InvitationsPanel() {
  const create = useCreateInvitation();
  const [role, setRole] = useState<StaffRole>('editor');
  const [email, setEmail] = useState('');
  const form = useFieldErrors(fieldId);
  const groupName = useId();

  const createLink = (event: FormEvent) => {
    event.preventDefault();
    const check = form.validate(createInvitationRequestSchema, { role, email });
    if (!check.success) return;
    create.mutate(check.data, {
      onSuccess: (invitation) => {
        setEmail('');
        toast(
          invitation.emailed
            ? { title: 'Invitación enviada', description: `Le llegó un email a ${invitation.email} con el enlace.` }
            : { variant: 'destructive', title: 'El email no salió', description: `Copia el enlace y envíaselo a ${invitation.email} tú mismo.` },
        );
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: serverMessageOr(error, 'No se pudo crear la invitación') }),
    });
  };

  return (
    <section aria-labelledby="invitations-title" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="max-w-2xl">
        <h2 id="invitations-title" className="text-xl font-bold text-slate-900">
          Invitar al equipo
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Le enviamos por email un enlace de registro de un solo uso, válido {INVITATION_VALID_DAYS} días, que solo sirve para esa dirección. Su cuenta
          tendrá el rol que elijas.
        </p>
      </div>
      <form noValidate onSubmit={createLink} className="space-y-4">
      <FormField
        id={fieldId('email')}
        label="Email de la persona invitada"
        type="email"
        autoComplete="off"
        required
        className="max-w-md"
        error={form.errors.email}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
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
      {form.errors.role && <p role="alert" className="text-sm text-red-700">{form.errors.role}</p>}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Enviando...' : 'Enviar invitación'}
      </Button>
      </form>
      {create.data && <InvitationLink key={create.data.id} invitation={create.data} />}
      <div className="space-y-2">
        <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Invitaciones abiertas</h3>
        <OpenInvitations />
      </div>
    </section>
  );
}
