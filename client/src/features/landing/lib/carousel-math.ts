/** Index of the item whose centre is nearest the viewport's centre (the "centred item"). */
export function nearestIndex(itemCenters: readonly number[], viewportCenter: number): number {
  let best = 0;
  itemCenters.forEach((center, index) => {
    if (Math.abs(center - viewportCenter) < Math.abs(itemCenters[best] - viewportCenter)) best = index;
  });
  return best;
}

/** Previous and next are disabled at the ends (docs/product.md#landing-page). */
export function carouselControls(index: number, count: number) {
  return { canPrevious: index > 0, canNext: index < count - 1 };
}

/** The next index for a key, or null for keys the carousel does not handle. */
export function indexForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowRight':
      return Math.min(count - 1, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
