import { describe, expect, it } from 'vitest';
import { DEFAULT_OPACITY, isOpacityShortcut, parseOpacity } from './opacity';

describe('opacity value', () => {
  it.each([
    [null, DEFAULT_OPACITY],
    ['', DEFAULT_OPACITY],
    ['abc', DEFAULT_OPACITY],
    ['45', 45],
    ['45.6', 46],
    [-10, 0],
    ['250', 100],
  ])('When the value is %j, then it reads as %i', (raw, expected) => {
    expect(parseOpacity(raw)).toBe(expected);
  });

  it('When Ctrl+Alt+O, Cmd+Alt+O or Shift+Alt+O is pressed, then the tool opens; Alt+O alone does not', () => {
    const key = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: true, code: 'KeyO' };
    expect(isOpacityShortcut({ ...key, ctrlKey: true })).toBe(true);
    expect(isOpacityShortcut({ ...key, metaKey: true })).toBe(true);
    expect(isOpacityShortcut({ ...key, shiftKey: true })).toBe(true);
    expect(isOpacityShortcut(key)).toBe(false);
  });
});
