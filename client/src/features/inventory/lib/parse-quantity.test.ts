import { describe, expect, it } from 'vitest';
import { parseQuantity, typedQuantity } from './parse-quantity';

describe('parseQuantity', () => {
  it.each([
    ['12', 12],
    ['', 0],
    ['abc', 0],
    ['-5', 0],
    ['3.7', 3],
    ['1e3', 1000],
    ['250000', 100_000],
  ])('When the input holds "%s", then the quantity is %i', (raw, quantity) => {
    expect(parseQuantity(raw)).toBe(quantity);
  });
});

describe('typedQuantity', () => {
  it.each([
    ['025', '25'],
    ['0', '0'],
    ['00', '0'],
    ['', ''],
    ['100', '100'],
    ['0.5', '0.5'],
  ])('When "%s" is typed, then the field shows "%s"', (raw, shown) => {
    expect(typedQuantity(raw)).toBe(shown);
  });
});
