import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the save feedback stays (docs/product.md#constants). */
const FEEDBACK_MS = 3_000;

interface Feedback {
  ok: boolean;
  text: string;
}

/** A green or red line that clears itself after FEEDBACK_MS. */
export function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback((next: Feedback) => {
    setFeedback(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setFeedback(null), FEEDBACK_MS);
  }, []);
  return { feedback, show };
}
