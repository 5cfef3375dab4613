import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { LogOutIcon } from '@/components/ui/icons';
import { toast } from '@/lib/toast-queue';
import { useLogout } from '../api/logout';
import { useLeaveAdmin } from '../hooks/use-session-change';

export function LogoutButton({ className }: { className?: string }) {
  const logout = useLogout();
  const leaveAdmin = useLeaveAdmin();
  const [, navigate] = useLocation();

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        leaveAdmin();
        toast({ title: 'Sesión cerrada' });
        navigate('/login', { replace: true });
      },
      onError: () => toast({ variant: 'destructive', title: 'Error al cerrar sesión' }),
    });

  return (
    <Button variant="danger" size="sm" className={className} onClick={signOut} disabled={logout.isPending}>
      <LogOutIcon className="h-4 w-4" />
      {logout.isPending ? 'Cerrando sesión...' : 'Cerrar sesión'}
    </Button>
  );
}
