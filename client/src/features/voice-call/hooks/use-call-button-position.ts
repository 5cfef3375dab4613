import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { browserStorage } from '@/lib/browser-storage';

/** Where the call button sits and how it may be moved (docs/product.md#voice-call). */
export const POSITION_STORAGE_KEY = 'top-call-button-position';
const DEFAULT_POSITION: Position = { top: 180, left: 20 };
const LONG_PRESS_MS = 500;
const MIN_TOP = 80;
/** The bounds keep this much of the window below and to the right of the button. */
const EDGE_MARGIN = 100;
/** A finger that moves this far before the long press is over is scrolling, not dragging. */
const TOUCH_SLOP_PX = 10;

interface Position {
  top: number;
  left: number;
}

/** Top between 80 and the window height − 100; left between 0 and the window width − 100. */
function clampPosition(position: Position, viewport = { width: window.innerWidth, height: window.innerHeight }): Position {
  const clamp = (value: number, min: number, max: number) => Math.round(Math.max(min, Math.min(value, max)));
  return {
    top: clamp(position.top, MIN_TOP, viewport.height - EDGE_MARGIN),
    left: clamp(position.left, 0, viewport.width - EDGE_MARGIN),
  };
}

function readStoredPosition(): Position {
  try {
    const stored = JSON.parse(browserStorage.get(POSITION_STORAGE_KEY) ?? 'null') as Partial<Position> | null;
    if (stored && Number.isFinite(stored.top) && Number.isFinite(stored.left)) return clampPosition(stored as Position);
  } catch {
    // A damaged value: back to the default place.
  }
  return clampPosition(DEFAULT_POSITION);
}

interface Drag {
  pointerId: number;
  offsetX: number;
  offsetY: number;
  moved: boolean;
}

/**
 * The call button's place on the left edge: moved with Shift + drag (mouse, pen) or after a
 * long press (touch, LONG_PRESS_MS), kept inside the window and remembered in the browser.
 */
export function useCallButtonPosition() {
  const [position, setPosition] = useState<Position>(readStoredPosition);
  const [dragging, setDragging] = useState(false);
  // The committed position, for the end of a drag (it is stored then).
  const latest = useRef(position);
  useLayoutEffect(() => {
    latest.current = position;
  }, [position]);
  const drag = useRef<Drag | null>(null);
  const press = useRef<{ timer: ReturnType<typeof setTimeout>; x: number; y: number } | null>(null);
  const swallowClick = useRef(false);

  useEffect(() => {
    const keepInside = () => setPosition((current) => clampPosition(current));
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, []);
  useEffect(() => () => clearTimeout(press.current?.timer), []);

  const begin = useCallback((element: HTMLElement, pointerId: number, x: number, y: number, moved: boolean) => {
    const box = element.getBoundingClientRect();
    drag.current = { pointerId, offsetX: x - box.left, offsetY: y - box.top, moved };
    element.setPointerCapture?.(pointerId);
    setDragging(true);
  }, []);

  const end = useCallback(() => {
    clearTimeout(press.current?.timer);
    press.current = null;
    const finished = drag.current;
    drag.current = null;
    setDragging(false);
    if (!finished) return;
    // Long-pressed (touch) or moved: the click that follows is not a call.
    if (finished.moved) {
      swallowClick.current = true;
      // No click follows a release outside the button: do not eat a later, real one.
      setTimeout(() => (swallowClick.current = false), 400);
    }
    browserStorage.set(POSITION_STORAGE_KEY, JSON.stringify(latest.current));
  }, []);

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      const element = event.currentTarget;
      const { pointerId, clientX, clientY } = event;
      if (event.pointerType !== 'touch') {
        if (!event.shiftKey) return;
        event.preventDefault();
        begin(element, pointerId, clientX, clientY, false);
        return;
      }
      press.current = {
        x: clientX,
        y: clientY,
        timer: setTimeout(() => {
          press.current = null;
          // A long press counts as a move: releasing it must not start a call.
          begin(element, pointerId, clientX, clientY, true);
          navigator.vibrate?.(20);
        }, LONG_PRESS_MS),
      };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (press.current && Math.hypot(event.clientX - press.current.x, event.clientY - press.current.y) > TOUCH_SLOP_PX) {
        clearTimeout(press.current.timer);
        press.current = null;
      }
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      current.moved = true;
      setPosition(clampPosition({ top: event.clientY - current.offsetY, left: event.clientX - current.offsetX }));
    },
    onPointerUp: end,
    onPointerCancel: end,
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onContextMenu(event: MouseEvent<HTMLElement>) {
      // A long press opens the context menu on touch screens; here it moves the button.
      if (press.current || drag.current) event.preventDefault();
    },
  };

  return { position, dragging, handlers };
}
