import { describe, expect, it } from 'vitest';
import { landingSections, resolveSectionsOrder } from './sections';

describe('resolveSectionsOrder', () => {
  it('When nothing is stored, then the default order is used', () => {
    expect(resolveSectionsOrder(undefined)).toEqual(landingSections.map((section) => section.id));
  });

  it('When the stored order names unknown or repeated sections and leaves some out, then those are dropped and the missing ones appended', () => {
    const order = resolveSectionsOrder(['featured', 'nope', 'featured', 'products']);
    expect(order.slice(0, 2)).toEqual(['featured', 'products']);
    expect(order).toHaveLength(landingSections.length);
    expect(new Set(order).size).toBe(landingSections.length);
  });
});
