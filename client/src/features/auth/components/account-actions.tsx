import { buttonVariants } from '@/components/ui/button';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { ChangePasswordButton } from './change-password-dialog';
import { LogoutButton } from './logout-button';
import { OpenSessionsButton } from './open-sessions-dialog';
import { TwoFactorButton } from './two-factor-dialog';

/** The signed-in person's actions on every staff screen: the public site, their password, their second factor, their open sessions, sign-out. */
export function AccountActions({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <a href="/" target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        <ExternalLinkIcon className="h-4 w-4" />
        Ver sitio <span className="sr-only">(se abre en una pestaña nueva)</span>
      </a>
      <ChangePasswordButton />
      <TwoFactorButton />
      <OpenSessionsButton />
      <LogoutButton />
    </div>
  );
}
