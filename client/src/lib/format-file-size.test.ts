import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [5 * 1024 * 1024 + 300_000, '5,29 MB'],
    [50 * 1024 * 1024, '50 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('When the size is %i bytes, then it reads %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
