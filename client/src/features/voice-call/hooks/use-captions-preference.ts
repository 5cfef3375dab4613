import { useState } from 'react';
import { browserStorage } from '@/lib/browser-storage';
import { REDUCED_MOTION, useMediaQuery } from '@/lib/use-media-query';

/** The visitor's choice, 'on' or 'off', kept in this browser. */
export const CAPTIONS_STORAGE_KEY = 'call-captions';

/**
 * Whether the call shows captions: the visitor's remembered choice, else on for a visitor who
 * asks for reduced motion (docs/product.md#voice-call), off for the others.
 */
export function useCaptionsPreference() {
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [choice, setChoice] = useState(() => browserStorage.get(CAPTIONS_STORAGE_KEY));
  const on = choice === 'on' || (choice !== 'off' && reducedMotion);
  const toggle = () => {
    const next = on ? 'off' : 'on';
    browserStorage.set(CAPTIONS_STORAGE_KEY, next);
    setChoice(next);
  };
  return { on, toggle };
}
