import { useRef, useState } from 'react';
import type { StaffSession } from '@shared/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { CloseIcon, ShieldUserIcon } from '@/components/ui/icons';
import { serverMessageOr } from '@/lib/server-message';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { toast } from '@/lib/toast-queue';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions';
import { useSessions } from '../api/get-sessions';

const sessionsEnded = (ended: number) => (ended === 1 ? 'Se cerró 1 sesión.' : `Se cerraron ${ended} sesiones.`);

function SessionRow({ session }: { session: StaffSession }) {
  const end = useEndSession();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">
          {session.device}
          {session.current && <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">Esta sesión</span>}
        </p>
        <p className="text-slate-600">
          {session.address ?? 'Dirección desconocida'} · última actividad {formatStaffDateTime(session.lastActiveAt)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={end.isPending}
          aria-label={`Cerrar la sesión de ${session.device}`}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => toast({ title: 'Sesión cerrada', description: `${session.device} ya no tiene acceso.` }),
              onError: (error) => toast({ variant: 'destructive', title: 'No se pudo cerrar la sesión', description: serverMessageOr(error, 'Inténtalo de nuevo.') }),
            })
          }
        >
          Cerrar
        </Button>
      )}
    </li>
  );
}

function OpenSessions() {
  const sessions = useSessions(true);
  const endOthers = useEndOtherSessions();
  if (sessions.isPending) return <p className="mt-4 text-sm text-slate-600">Cargando sesiones...</p>;
  if (sessions.isError) return <p className="mt-4 text-sm text-red-700">{serverMessageOr(sessions.error, 'No se pudieron cargar las sesiones.')}</p>;
  const others = sessions.data.filter((session) => !session.current).length;
  return (
    <>
      <ul aria-label="Sesiones abiertas" className="mt-4 divide-y divide-slate-200">
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      <div className="mt-4 flex justify-end">
        <Button
          variant="outline"
          disabled={others === 0 || endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: ({ ended }) => toast({ title: 'Sesiones cerradas', description: sessionsEnded(ended) }),
              onError: (error) => toast({ variant: 'destructive', title: 'No se pudieron cerrar las sesiones', description: serverMessageOr(error, 'Inténtalo de nuevo.') }),
            })
          }
        >
          Cerrar todas las demás
        </Button>
      </div>
    </>
  );
}

/** "Sesiones abiertas" in the staff header: where the signed-in person's account is open, each to end. */
export function OpenSessionsButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} variant="outline" size="sm" className={className} onClick={() => setOpen(true)}>
        <ShieldUserIcon className="h-4 w-4" />
        Sesiones abiertas
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent opener={opener}>
          <DialogTitle size="md" className="pr-10">Sesiones abiertas</DialogTitle>
          <DialogDescription className="mt-1 text-sm">Los dispositivos donde tu cuenta está abierta. Cierra los que no reconozcas.</DialogDescription>
          <DialogClose
            aria-label="Cerrar"
            className="absolute top-3 right-3 flex h-9 w-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-gold"
          >
            <CloseIcon />
          </DialogClose>
          {/* Mounted only while open: the list is read each time it opens. */}
          {open && <OpenSessions />}
        </DialogContent>
      </Dialog>
    </>
  );
}
