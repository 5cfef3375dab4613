import { AuthCard, AuthLink } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

/** /login (Spanish, staff). */
export default function LoginRoute() {
  return (
    <AuthCard
      title="Iniciar sesión"
      description="Accede al panel de administración de ChapinBox."
      footer={
        <>
          <p>
            <AuthLink href="/forgot-password">¿Olvidaste tu contraseña?</AuthLink>
          </p>
          <p>
            ¿No tienes cuenta? <AuthLink href="/register">Regístrate</AuthLink>
          </p>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
