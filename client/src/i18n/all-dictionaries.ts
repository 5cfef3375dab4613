import type { Language } from '@shared/languages';
import { en } from './en';
import { es, type Dictionary } from './es';
import { provideDictionary } from './translate';

export const dictionaries: Record<Language, Dictionary> = { es, en };

/**
 * Makes both languages available at once: for the server render, the edit mode (it shows
 * both) and tests. A visitor's page loads only its language's (translate.ts).
 */
export function provideAllDictionaries() {
  provideDictionary('es', es);
  provideDictionary('en', en);
}
