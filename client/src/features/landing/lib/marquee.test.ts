import { describe, expect, it } from 'vitest';
import { advanceMarquee } from './marquee';

describe('testimonials strip', () => {
  it('When a frame passes, then the strip moves 0.4px', () => {
    expect(advanceMarquee(10, 6)).toBeCloseTo(10.4);
  });

  it('When a whole set of 6 cards (6 x 340px) has passed, then it wraps to the start', () => {
    expect(advanceMarquee(2039.8, 6)).toBeCloseTo(0.2);
  });
});
