import { useCallback, useEffect, useRef, useState } from 'react';

/** A value shown for a while (an error under the button, a tooltip), then cleared. */
export function useTimedNotice<T>() {
  const [notice, setNotice] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback((value: T, ms: number) => {
    clearTimeout(timer.current);
    setNotice(value);
    timer.current = setTimeout(() => setNotice(null), ms);
  }, []);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(null);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, show, clear };
}
