/** A rectangle in viewport coordinates. */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

interface Placement {
  /** Viewport coordinates just under and just over the edited text. */
  below: number;
  above: number;
  left: number;
  /** The editor's measured size. */
  width: number;
  height: number;
  viewport: { width: number; height: number };
  /** What it must never cover: edit mode's own panel and button. */
  avoid: Box[];
}

const MARGIN = 12;

const overlaps = (a: Box, b: Box) => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

/**
 * Where the inline editor goes (viewport coordinates): under the text, else over it, else
 * beside the panel, else at the top of the screen — the first place that covers nothing of
 * edit mode's own controls and stays on screen.
 */
export function placeEditor({ below, above, left, width, height, viewport, avoid }: Placement): { top: number; left: number } {
  const clampLeft = (x: number) => Math.min(Math.max(MARGIN, x), viewport.width - width - MARGIN);
  const besidePanels = Math.max(...avoid.map((box) => box.left + box.width)) + MARGIN;
  const candidates = [
    { top: below, left: clampLeft(left) },
    { top: above - height, left: clampLeft(left) },
    { top: below, left: besidePanels },
    { top: above - height, left: besidePanels },
    { top: MARGIN, left: clampLeft(left) },
  ];
  const fits = (spot: { top: number; left: number }) => {
    const box = { ...spot, width, height };
    const onScreen = spot.top >= 0 && spot.top + height <= viewport.height && spot.left >= 0 && spot.left + width <= viewport.width;
    return onScreen && !avoid.some((panel) => overlaps(box, panel));
  };
  return candidates.find(fits) ?? candidates.find((spot) => !avoid.some((panel) => overlaps({ ...spot, width, height }, panel))) ?? candidates[0]!;
}
