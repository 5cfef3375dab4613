/** The page gradient's opacity, an integer 0–100, default 70, presets 30/50/70/90 (docs/product.md#site-content). */
export const OPACITY_STORAGE_KEY = 'adminGradientOpacity';
export const DEFAULT_OPACITY = 70;
export const OPACITY_PRESETS = [30, 50, 70, 90] as const;

/** A stored or typed value made valid: rounded, clamped to 0–100; anything unreadable is the default. */
export function parseOpacity(raw: unknown): number {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return DEFAULT_OPACITY;
  const value = Number(raw);
  if (!Number.isFinite(value)) return DEFAULT_OPACITY;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** Sets the page gradient's strength (landing.css reads --page-gradient-opacity). */
export function applyOpacity(percent: number) {
  document.documentElement.style.setProperty('--page-gradient-opacity', String(percent / 100));
}

/** Ctrl/Cmd+Alt+O or Shift+Alt+O, for anyone (docs/product.md#site-content). `code` because Alt+O types 'ø' on a Mac. */
export const isOpacityShortcut = (event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'code'>) =>
  event.altKey && (event.ctrlKey || event.metaKey || event.shiftKey) && event.code === 'KeyO';
