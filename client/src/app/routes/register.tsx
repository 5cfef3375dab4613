import { useSearch } from 'wouter';
import { AuthCard, AuthLink } from '@/features/auth/components/auth-card';
import { Registration } from '@/features/auth/components/registration';

/** /register (Spanish): the first account with ?setup=TOKEN from the server's start, then only with ?invite=TOKEN from an admin. */
export default function RegisterRoute() {
  const search = new URLSearchParams(useSearch());
  const links = { invite: search.get('invite'), setup: search.get('setup') };
  return (
    <AuthCard
      title="Crear cuenta del equipo"
      footer={
        <p>
          ¿Ya tienes cuenta? <AuthLink href="/login">Inicia sesión</AuthLink>
        </p>
      }
    >
      <Registration links={links} />
    </AuthCard>
  );
}
