import { useCallback, useEffect, useRef, useState } from 'react';

/** The gallery rotator (docs/product.md#constants): a new photo every interval, then a transition during which the controls are locked. */
export const ROTATOR_INTERVAL_MS = 7_000;
export const ROTATOR_TRANSITION_MS = 1_000;

interface Rotator {
  index: number;
  transitioning: boolean;
  goTo(index: number): void;
  next(): void;
  previous(): void;
}

/** `paused` stops the automatic advance (hover, focus, reduced motion); the controls still work. */
export function useRotator(count: number, { paused = false } = {}): Rotator {
  const [index, setIndex] = useState(0);
  const [transitioning, setTransitioning] = useState(false);
  // Refs hold the truth between renders, so timers and quick clicks see the lock at once.
  const current = useRef(0);
  const lock = useRef(false);
  const unlockTimer = useRef<number | undefined>(undefined);

  const goTo = useCallback(
    (target: number) => {
      const wrapped = ((target % count) + count) % count;
      if (lock.current || wrapped === current.current) return;
      current.current = wrapped;
      lock.current = true;
      setIndex(wrapped);
      setTransitioning(true);
      unlockTimer.current = window.setTimeout(() => {
        lock.current = false;
        setTransitioning(false);
      }, ROTATOR_TRANSITION_MS);
    },
    [count],
  );

  const next = useCallback(() => goTo(current.current + 1), [goTo]);
  const previous = useCallback(() => goTo(current.current - 1), [goTo]);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(next, ROTATOR_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, next]);

  useEffect(() => () => window.clearTimeout(unlockTimer.current), []);

  return { index, transitioning, goTo, next, previous };
}
