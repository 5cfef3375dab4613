import { useSearch } from 'wouter';
import { AuthCard, AuthLink } from '@/features/auth/components/auth-card';
import { ForgotPassword } from '@/features/auth/components/forgot-password';

/** /forgot-password (Spanish); ?token= from the e-mailed link opens step 2 directly. */
export default function ForgotPasswordRoute() {
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <AuthCard
      title="Recuperar contraseña"
      footer={
        <p>
          <AuthLink href="/login">Volver a iniciar sesión</AuthLink>
        </p>
      }
    >
      <ForgotPassword linkToken={token} />
    </AuthCard>
  );
}
