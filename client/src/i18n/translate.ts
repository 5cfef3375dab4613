import type { Language } from '@shared/languages';
import { en } from './en';
import { es, type Dictionary } from './es';

export const dictionaries: Record<Language, Dictionary> = { es, en };

type Leaves<T> = T extends string
  ? never
  : T extends readonly unknown[]
    ? never
    : { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}` }[keyof T & string];

/** Every dotted key whose value is a text, e.g. 'notFound.title'. */
export type TranslationKey = Leaves<Dictionary>;

/** Reads any value (text, list or group) at a dotted path, or undefined. */
export function lookup(dictionary: unknown, key: string): unknown {
  let current: unknown = dictionary;
  for (const part of key.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** The text at `key`; a missing key logs a warning and shows the key itself, so a gap is seen, not hidden. */
export function translate(language: Language, key: string): string {
  const value = lookup(dictionaries[language], key);
  if (typeof value === 'string') return value;
  console.warn(`Missing translation for "${key}" in ${language}`);
  return key;
}
