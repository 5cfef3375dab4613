import { useCallback, useEffect, useState } from 'react';

const COPIED_FEEDBACK_MS = 3_000;

/** Copies `text`; when the clipboard API is refused (plain http, permissions) falls back to a selection copy of `field`. */
async function copyText(text: string, field?: HTMLInputElement | HTMLTextAreaElement | null) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/** A copy button's action and its outcome for a few seconds: true copied, false refused, null nothing to say. */
export function useCopyText() {
  const [copied, setCopied] = useState<boolean | null>(null);

  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = useCallback(async (text: string, field?: HTMLInputElement | HTMLTextAreaElement | null) => setCopied(await copyText(text, field)), []);
  return { copied, copy };
}
