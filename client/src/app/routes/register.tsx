import { useSearch } from 'wouter';
import { AuthCard, AuthLink } from '@/features/auth/components/auth-card';
import { Registration } from '@/features/auth/components/registration';

/** /register (Spanish): the first account, then only with ?invite=TOKEN from an admin. */
export default function RegisterRoute() {
  const invite = new URLSearchParams(useSearch()).get('invite');
  return (
    <AuthCard
      title="Crear cuenta del equipo"
      footer={
        <p>
          ¿Ya tienes cuenta? <AuthLink href="/login">Inicia sesión</AuthLink>
        </p>
      }
    >
      <Registration inviteToken={invite} />
    </AuthCard>
  );
}
