/**
 * Where a toast shows on the staff screens: on the other half of the screen from the control
 * the person last pressed, so the answer never covers the button that asked for it
 * (docs/product.md#back-office). The staff layout starts the tracking; elsewhere (the
 * visitor pages) nothing is tracked and toasts keep their usual place.
 */
export type ToastPlacement = 'top' | 'bottom';

let lastControl: { top: number; bottom: number } | null = null;

const INTERACTIVE = 'button, a[href], input, select, textarea, summary, [role="button"], [tabindex]';

function remember(target: EventTarget | null) {
  if (!(target instanceof Element)) return;
  const control = target.closest(INTERACTIVE) ?? target;
  const { top, bottom } = control.getBoundingClientRect();
  lastControl = { top, bottom };
}

const onPointerDown = (event: PointerEvent) => remember(event.target);
const onKeyDown = (event: KeyboardEvent) => {
  if (event.key === 'Enter' || event.key === ' ') remember(document.activeElement);
};

/** Follows the pressed controls until the returned function is called. */
export function trackLastControl() {
  document.addEventListener('pointerdown', onPointerDown, true);
  document.addEventListener('keydown', onKeyDown, true);
  return () => {
    document.removeEventListener('pointerdown', onPointerDown, true);
    document.removeEventListener('keydown', onKeyDown, true);
    lastControl = null;
  };
}

/** The half away from the last pressed control, or undefined when none is tracked. */
export function placementAwayFromLastControl(): ToastPlacement | undefined {
  if (!lastControl || typeof window === 'undefined') return undefined;
  const middle = (lastControl.top + lastControl.bottom) / 2;
  return middle > window.innerHeight / 2 ? 'top' : 'bottom';
}
