import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';

/** Every leaf path of a dictionary with its value. */
function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

describe('translation dictionaries', () => {
  it('When compared, then es and en have exactly the same keys', () => {
    const esKeys = leaves(es).map(([key]) => key).sort();
    const enKeys = leaves(en).map(([key]) => key).sort();
    expect(enKeys).toEqual(esKeys);
  });

  it.each([
    ['es', es],
    ['en', en],
  ])('When read, then every %s value is a text that is not empty', (_name, dictionary) => {
    const empty = leaves(dictionary).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty).toEqual([]);
  });
});
