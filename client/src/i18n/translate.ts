import type { Language } from '@shared/languages';
import type { Dictionary } from './es';

/**
 * The dictionaries this page has: a visitor's browser loads only its language's (main.tsx
 * waits for it; a language switch loads the other first). The server render, edit mode and
 * tests hold both (all-dictionaries.ts).
 */
const loaded: Partial<Record<Language, Dictionary>> = {};

const loaders: Record<Language, () => Promise<Dictionary>> = {
  es: () => import('./es').then((module) => module.es),
  en: () => import('./en').then((module) => module.en),
};

export function provideDictionary(language: Language, dictionary: Dictionary) {
  loaded[language] = dictionary;
}

/** Loads `language`'s dictionary once; resolves at once when it is here. */
export async function loadDictionary(language: Language): Promise<Dictionary> {
  return (loaded[language] ??= await loaders[language]());
}

export const hasDictionary = (language: Language) => loaded[language] !== undefined;

/** `language`'s dictionary; rendering in a language whose dictionary is not loaded is a bug. */
export function dictionaryOf(language: Language): Dictionary {
  const dictionary = loaded[language];
  if (!dictionary) throw new Error(`The ${language} dictionary is not loaded`);
  return dictionary;
}

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
  const value = lookup(dictionaryOf(language), key);
  if (typeof value === 'string') return value;
  console.warn(`Missing translation for "${key}" in ${language}`);
  return key;
}
