import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the 'Copied' state lasts (docs/product.md#constants). */
export const COPIED_FEEDBACK_MS = 3_000;

/** The old way, for browsers that refuse the clipboard API (permissions, http, old WebViews). */
function legacyCopy(text: string) {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/** Copies a text, falling back to the legacy copy when the clipboard is refused; `copied` for COPIED_FEEDBACK_MS. */
export function useCopyText(onCopied?: () => void) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      let done = false;
      try {
        await navigator.clipboard.writeText(text);
        done = true;
      } catch {
        done = legacyCopy(text);
      }
      if (!done) return;
      onCopied?.();
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    },
    [onCopied],
  );
  return { copied, copy };
}
