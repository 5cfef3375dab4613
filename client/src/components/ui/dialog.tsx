import { createContext, useContext, useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';

interface DialogState {
  open: boolean;
  onOpenChange(open: boolean): void;
  titleId: string;
  descriptionId: string;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialog() {
  const dialog = useContext(DialogContext);
  if (!dialog) throw new Error('Dialog parts must be inside <Dialog>');
  return dialog;
}

/** A controlled modal dialog: `open` shows it, `onOpenChange(false)` asks to close it. */
export function Dialog({ open, onOpenChange, children }: { open: boolean; onOpenChange(open: boolean): void; children: ReactNode }) {
  const titleId = useId();
  const descriptionId = useId();
  return <DialogContext.Provider value={{ open, onOpenChange, titleId, descriptionId }}>{children}</DialogContext.Provider>;
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Rendered and not hidden (browsers without checkVisibility, such as jsdom: not inside [hidden]). */
const isShown = (element: HTMLElement) => (typeof element.checkVisibility === 'function' ? element.checkVisibility() : !element.closest('[hidden]'));

const tabbables = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(isShown);

/**
 * Focuses the first field or button, else the panel. Only the candidates up to it are checked
 * for visibility, and the fixed panel is already in view: no scrolling into view, which would
 * lay the page out in the middle of this task.
 */
const focusFirstIn = (container: HTMLElement) =>
  ([...container.querySelectorAll<HTMLElement>(TABBABLE)].find(isShown) ?? container).focus({ preventScroll: true });

const focusedElement = () => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null));

/** The page's scroll stays put while a dialog is open (see `.dialog-open` in index.css). */
const OPEN_CLASS = 'dialog-open';

/**
 * A modal dialog: focus moves in (to the element with `autoFocus`, else the first field or
 * button) and Tab keeps it inside; Esc, the overlay and the close button close it; focus then
 * goes back to whatever had it when the dialog opened (a button, or nothing for a dialog that
 * opened by itself). The page behind does not scroll. Texts come from the caller (`closeLabel`).
 *
 * Written for this site instead of a dialog library: the VIP modal opens by itself right after
 * the page loads (seed 000 §9), and the library's scroll lock (a new style sheet), focus guards
 * and hiding of the rest of the page made that opening a long task on phones.
 */
export function DialogContent({ className, children, closeLabel, ...props }: ComponentProps<'div'> & { closeLabel: string }) {
  const { open, onOpenChange, titleId, descriptionId } = useDialog();
  const panel = useRef<HTMLDivElement>(null);
  // What had focus when the dialog opened, read while rendering the opening (an `autoFocus`
  // child takes the focus before any effect runs).
  const [openedFrom, setOpenedFrom] = useState(() => ({ open, opener: open ? focusedElement() : null }));
  if (openedFrom.open !== open) setOpenedFrom({ open, opener: open ? focusedElement() : null });
  const opener = openedFrom.opener;

  useEffect(() => {
    const node = panel.current;
    if (!open || !node) return;
    const close = () => onOpenChange(false);
    const focusFirst = () => focusFirstIn(node);
    // An `autoFocus` child (React focuses it while committing) keeps the focus.
    if (!node.contains(document.activeElement)) focusFirst();
    document.documentElement.classList.add(OPEN_CLASS);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        const inside = tabbables(node);
        if (!inside.length) return event.preventDefault();
        const [first, last] = [inside[0], inside[inside.length - 1]];
        const active = document.activeElement;
        if (event.shiftKey && (active === first || !node.contains(active))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !node.contains(active))) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    // Focus that lands outside (a click on the page behind is taken by the overlay; this is
    // for anything else, such as a script) comes back in.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !node.contains(event.target)) focusFirst();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.documentElement.classList.remove(OPEN_CLASS);
      const active = document.activeElement;
      const focusWasInside = !active || active === document.body || node.contains(active);
      if (focusWasInside && opener?.isConnected && opener !== document.body) opener.focus();
    };
  }, [open, onOpenChange, opener]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <>
      <div
        data-slot="dialog-overlay"
        aria-hidden="true"
        className="fixed inset-0 z-[80] bg-slate-950/60 transition-opacity duration-150 motion-safe:starting:opacity-0"
        onClick={() => onOpenChange(false)}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-[81] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl bg-white p-6 shadow-2xl transition-[opacity,scale] duration-200 focus:outline-none motion-safe:starting:scale-95 motion-safe:starting:opacity-0',
          className,
        )}
        {...props}
      >
        {children}
        <button
          type="button"
          data-slot="dialog-close"
          aria-label={closeLabel}
          onClick={() => onOpenChange(false)}
          className="absolute top-3 right-3 flex h-9 w-9 items-center justify-center rounded-full text-2xl leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-gold"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </>,
    document.body,
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-2 text-center', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('mt-6 flex flex-col gap-2', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 data-slot="dialog-title" id={useDialog().titleId} className={cn('text-2xl font-bold text-brand-blue', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="dialog-description" id={useDialog().descriptionId} className={cn('text-slate-600', className)} {...props} />;
}
