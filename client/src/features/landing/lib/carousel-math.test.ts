import { describe, expect, it } from 'vitest';
import { carouselControls, indexForKey, nearestIndex } from './carousel-math';

describe('carousel', () => {
  const centers = [160, 500, 840, 1180];

  it('When the viewport centre is closest to an item, then that item is the centred one', () => {
    expect(nearestIndex(centers, 150)).toBe(0);
    expect(nearestIndex(centers, 700)).toBe(2);
    expect(nearestIndex(centers, 5000)).toBe(3);
  });

  it('When the first item is centred, then previous is disabled and next is enabled', () => {
    expect(carouselControls(0, 8)).toEqual({ canPrevious: false, canNext: true });
  });

  it('When the last item is centred, then next is disabled and previous is enabled', () => {
    expect(carouselControls(7, 8)).toEqual({ canPrevious: true, canNext: false });
  });

  it('When an item in the middle is centred, then both are enabled', () => {
    expect(carouselControls(3, 8)).toEqual({ canPrevious: true, canNext: true });
  });

  it('When the arrow keys go past an end, then the index stays at that end', () => {
    expect(indexForKey('ArrowLeft', 0, 8)).toBe(0);
    expect(indexForKey('ArrowRight', 7, 8)).toBe(7);
    expect(indexForKey('ArrowRight', 2, 8)).toBe(3);
    expect(indexForKey('End', 2, 8)).toBe(7);
    expect(indexForKey('Home', 5, 8)).toBe(0);
    expect(indexForKey('a', 5, 8)).toBeNull();
  });
});
