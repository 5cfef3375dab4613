import type { SiteContent } from '@shared/site-content';
import type { Language } from '@shared/languages';

/**
 * The draft with `path` set to `value` in `language`. A value equal to what the page shows
 * without the draft (`fallback`: the published text or the built-in one) removes the entry, so
 * a draft holds only real changes.
 */
export function withDraftText(draft: SiteContent, language: Language, path: string, value: string, fallback: string): SiteContent {
  const texts = { ...draft.texts[language] };
  if (value === fallback) delete texts[path];
  else texts[path] = value;
  return { ...draft, texts: { ...draft.texts, [language]: texts } };
}

/** Moves the section at `index` one place up (-1) or down (+1). */
export function moveSection(order: readonly string[], index: number, direction: -1 | 1): string[] {
  const target = index + direction;
  if (target < 0 || target >= order.length) return [...order];
  const next = [...order];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
