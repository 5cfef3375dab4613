import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '@/lib/class-names';

interface DialogState {
  open: boolean;
  modal: boolean;
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

/**
 * A controlled dialog: `open` shows it, `onOpenChange(false)` asks to close it. Modal (the
 * default) covers the page with an overlay and keeps the focus inside; `modal={false}` is a
 * panel beside the page that closes when the visitor presses or focuses something outside it.
 */
export function Dialog({ open, onOpenChange, modal = true, children }: { open: boolean; onOpenChange(open: boolean): void; modal?: boolean; children: ReactNode }) {
  const titleId = useId();
  const descriptionId = useId();
  return <DialogContext.Provider value={{ open, modal, onOpenChange, titleId, descriptionId }}>{children}</DialogContext.Provider>;
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

/** The page's scroll stays put while a modal dialog is open (see `.dialog-open` in index.css). */
const OPEN_CLASS = 'dialog-open';

const isInside = (target: EventTarget | null, element: Element | null | undefined) => target instanceof Node && !!element?.contains(target);

/**
 * The dialog's panel, in a portal. Focus moves in (to `initialFocus`, else the element with
 * `autoFocus`, else the first field or button); Esc and the close button close it. Modal: an
 * overlay covers the page and closes it when pressed, Tab stays inside, the page behind does
 * not scroll. Not modal: a press or focus outside the panel closes it, except on `opener`
 * (the button that toggles it). On closing, the focus goes back to `opener` (else to whatever
 * had it when the dialog opened), unless the visitor closed a panel by pressing elsewhere on
 * the page. Texts come from the caller (`closeLabel`, or a `DialogClose` placed by the caller).
 *
 * Written for this site instead of a dialog library: the VIP modal opens by itself right after
 * the page loads (docs/product.md#vip-club), and the library's scroll lock (a new style sheet),
 * focus guards and hiding of the rest of the page made that opening a long task on phones
 * (docs/decisions/0007-own-dialog.md).
 */
export function DialogContent({
  className,
  children,
  closeLabel,
  initialFocus,
  opener,
  overlayProps,
  wide,
  unstyled,
  ...props
}: ComponentProps<'div'> & {
  /** The label of the corner × button; without it the caller places a `DialogClose`. */
  closeLabel?: string;
  /** What takes the focus on opening: an element, or 'panel' for the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null> | 'panel';
  /** The button that opens and closes the dialog. */
  opener?: RefObject<HTMLElement | null>;
  /** Class and attributes (a test id) of a modal dialog's overlay. */
  overlayProps?: ComponentProps<'div'> & { [data: `data-${string}`]: string | undefined };
  /** A wider panel (max-w-lg) for a form with more to read. */
  wide?: boolean;
  /** A panel placed and styled by its caller (the guide's chat): its classes, and the overlay's, replace the defaults. */
  unstyled?: boolean;
}) {
  const { open, modal, onOpenChange, titleId, descriptionId } = useDialog();
  const panel = useRef<HTMLDivElement>(null);
  // What had focus when the dialog opened, read while rendering the opening (an `autoFocus`
  // child takes the focus before any effect runs).
  const [openedFrom, setOpenedFrom] = useState(() => ({ open, focused: open ? focusedElement() : null }));
  if (openedFrom.open !== open) setOpenedFrom({ open, focused: open ? focusedElement() : null });
  const focusedAtOpening = openedFrom.focused;

  // Whether the visitor closed a panel by pressing elsewhere on the page: the focus stays there.
  const leftByPress = useRef(false);
  // Read when they are needed, so a new callback or focus choice on a re-render does not
  // count as a closing and reopening.
  const close = useEffectEvent((pressedOutside: boolean) => {
    leftByPress.current = pressedOutside;
    onOpenChange(false);
  });
  const focusOnOpening = useEffectEvent((node: HTMLElement) => {
    const target = initialFocus === 'panel' ? node : initialFocus?.current;
    target?.focus({ preventScroll: true });
    // An `autoFocus` child (React focuses it while committing) keeps the focus.
    if (!node.contains(document.activeElement)) focusFirstIn(node);
  });

  // Focus in on opening, back out on closing.
  useEffect(() => {
    const node = panel.current;
    if (!open || !node) return;
    leftByPress.current = false;
    const returnTo = opener?.current ?? focusedAtOpening;
    focusOnOpening(node);
    return () => {
      const active = document.activeElement;
      const focusWasInside = !active || active === document.body || node.contains(active);
      if (focusWasInside && !leftByPress.current && returnTo?.isConnected && returnTo !== document.body) returnTo.focus();
    };
  }, [open, focusedAtOpening, opener]);

  useEffect(() => {
    const node = panel.current;
    if (!open || !node) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(false);
      } else if (event.key === 'Tab' && modal) {
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
    // Modal: focus that lands outside (a click on the page behind is taken by the overlay; this
    // is for anything else, such as a script) comes back in. Not modal: the visitor has moved
    // on to the page, and the panel steps aside.
    const onFocusIn = (event: FocusEvent) => {
      if (isInside(event.target, node) || isInside(event.target, opener?.current)) return;
      if (modal) focusFirstIn(node);
      else close(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target, node) && !isInside(event.target, opener?.current)) close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    if (modal) document.documentElement.classList.add(OPEN_CLASS);
    else document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.documentElement.classList.remove(OPEN_CLASS);
    };
  }, [open, modal, opener]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <>
      {modal && (
        <div
          data-slot="dialog-overlay"
          aria-hidden="true"
          onClick={() => onOpenChange(false)}
          {...overlayProps}
          className={unstyled ? overlayProps?.className : cx('fixed inset-0 z-[80] bg-slate-950/60 transition-opacity duration-150 motion-safe:starting:opacity-0', overlayProps?.className)}
        />
      )}
      <div
        ref={panel}
        role="dialog"
        aria-modal={modal || undefined}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        data-slot="dialog-content"
        className={
          unstyled
            ? className
            : cx(
                'fixed top-1/2 left-1/2 z-[81] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl bg-white p-6 shadow-2xl transition-[opacity,scale] duration-200 focus:outline-none motion-safe:starting:scale-95 motion-safe:starting:opacity-0',
                wide ? 'max-w-lg' : 'max-w-md',
                className,
              )
        }
        {...props}
      >
        {children}
        {closeLabel && (
          <DialogClose
            aria-label={closeLabel}
            className="absolute top-3 right-3 flex h-9 w-9 items-center justify-center rounded-full text-2xl leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-gold"
          />
        )}
      </div>
    </>,
    document.body,
  );
}

/** A button that closes the dialog (an × unless given other content); name it with `aria-label`. */
export function DialogClose({ children, onClick, ...props }: ComponentProps<'button'>) {
  const { onOpenChange } = useDialog();
  return (
    <button
      type="button"
      data-slot="dialog-close"
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onOpenChange(false);
      }}
      {...props}
    >
      {children ?? <span aria-hidden="true">×</span>}
    </button>
  );
}

// The parts join their classes with the caller's without resolving conflicts (lib/class-names):
// a caller changes a default through a prop, never by overriding a class.

/** `align="start"`: the heading and text start at the left, as a form below them does. */
export function DialogHeader({ className, align = 'center', ...props }: ComponentProps<'div'> & { align?: 'center' | 'start' }) {
  return <div data-slot="dialog-header" className={cx('flex flex-col gap-2', align === 'center' ? 'text-center' : 'text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cx('mt-6 flex flex-col gap-2', className)} {...props} />;
}

/** `size="md"`: a smaller title (a staff dialog's); `unstyled`: the caller's classes only (the guide's chat header). */
export function DialogTitle({ className, size = 'lg', unstyled, ...props }: ComponentProps<'h2'> & { size?: 'md' | 'lg'; unstyled?: boolean }) {
  const classes = unstyled ? className : cx(size === 'lg' ? 'text-2xl' : 'text-xl', 'font-bold text-brand-blue', className);
  return <h2 data-slot="dialog-title" id={useDialog().titleId} className={classes} {...props} />;
}

/** `unstyled`: the caller's classes only. */
export function DialogDescription({ className, unstyled, ...props }: ComponentProps<'p'> & { unstyled?: boolean }) {
  return <p data-slot="dialog-description" id={useDialog().descriptionId} className={unstyled ? className : cx('text-slate-600', className)} {...props} />;
}
