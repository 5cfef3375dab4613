import { describe, expect, it } from 'vitest';
import { moveSection, withDraftText } from './draft';

describe('content draft', () => {
  it('When a text is edited, then the draft holds it for that language only', () => {
    const draft = withDraftText({ texts: {} }, 'es', 'hero.title', 'Sabores de casa', 'El sabor de tu tierra,');
    expect(draft.texts).toEqual({ es: { 'hero.title': 'Sabores de casa' } });
  });

  it('When a text is edited back to what shows without the draft, then the entry is removed', () => {
    const draft = withDraftText({ texts: { es: { 'hero.title': 'X', 'hero.subtitle': 'Y' } } }, 'es', 'hero.title', 'Original', 'Original');
    expect(draft.texts.es).toEqual({ 'hero.subtitle': 'Y' });
  });

  it('When a section is moved up, then it swaps with the one above; past the top nothing moves', () => {
    expect(moveSection(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveSection(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
