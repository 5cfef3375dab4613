import { useState } from 'react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { TOAST_DURATION_MS, dismissToast, useToast } from '@/lib/toast-queue';
import { placementAwayFromLastControl, type ToastPlacement } from '@/lib/toast-placement';

/**
 * Where the newest toast goes, decided once when it first shows: away from the control just
 * pressed on the staff screens (lib/toast-placement.ts), the usual place elsewhere.
 */
function useNewestPlacement(newestId: string | undefined) {
  const [decided, setDecided] = useState<{ id?: string; placement?: ToastPlacement }>({});
  if (newestId !== undefined && decided.id !== newestId) {
    const next = { id: newestId, placement: placementAwayFromLastControl() };
    setDecided(next);
    return next.placement;
  }
  return decided.placement;
}

/** Renders the toast queue; mounted once by the app providers. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const { toasts } = useToast();
  const placement = useNewestPlacement(toasts[0]?.id);
  return (
    <ToastProvider duration={TOAST_DURATION_MS}>
      {toasts.map(({ id, title, description, action, variant, open }) => (
        <Toast key={id} variant={variant} open={open} onOpenChange={(isOpen) => !isOpen && dismissToast(id)}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport placement={placement} />
    </ToastProvider>
  );
}
