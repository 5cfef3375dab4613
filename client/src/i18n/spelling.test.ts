import { describe, expect, it } from 'vitest';
import { spellingMistakes } from '@shared/spelling-rules';
import { dictionaries } from './all-dictionaries';

/** Every text of a dictionary with its dotted key. */
function texts(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([part, child]) => texts(child, key ? `${key}.${part}` : part));
}

describe('visitor texts', () => {
  it.each(['es', 'en'] as const)('When the %s dictionary is read, then no text has a known spelling mistake', (language) => {
    const found = texts(dictionaries[language])
      .map(([key, text]) => [key, spellingMistakes(text, language)] as const)
      .filter(([, mistakes]) => mistakes.length > 0);
    expect(found).toEqual([]);
  });

  it('When the rules read known slips, then each one is found', () => {
    expect(spellingMistakes('Tu guia personal', 'es')).toEqual(['"guia" needs its accent']);
    expect(spellingMistakes('Atención en ingles', 'es')).toEqual(['"ingles" needs its accent']);
    expect(spellingMistakes('Atención en inglés', 'es')).toEqual([]);
    expect(spellingMistakes('Hola! Soy Chapincito', 'es')).toEqual(['an exclamation without its opening "¡"']);
    expect(spellingMistakes('Puedes intentar de nuevo?', 'es')).toEqual(['a question without its opening "¿"']);
    expect(spellingMistakes('¡Hola! ¿Puedes intentar de nuevo en https://example.com/?a=1?', 'es')).toEqual([]);
    for (const british of ['flavours', 'colourful', 'favourite', 'programmes', 'metres', 'organised', 'hand-made']) {
      expect(spellingMistakes(`The ${british} of home`, 'en')).toHaveLength(1);
    }
    expect(spellingMistakes('The flavors, colors and favorite programs, 60 meters tall', 'en')).toEqual([]);
  });
});
