/**
 * Forgiving word matching for the built-in guide: lower case, no accents, no punctuation,
 * stretched letters squeezed ("holaaa"), and a typo of one letter (two in long words)
 * tolerated, so "envio", "envío" and "enbio" all mean shipping.
 */

/** Lower-case words without accents or punctuation ('¿Cuánto cuesta?' → 'cuanto cuesta'). */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1')
    .trim();
}

export const tokenize = (text: string) => (text ? normalize(text).split(' ').filter(Boolean) : []);

/** Optimal string alignment distance (Levenshtein plus swapped neighbours), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = Array.from({ length: b.length + 1 }, () => 0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/** Typos tolerated for a word of this length: none under 5 letters, 1, or 2 from 9 letters. */
const allowedTypos = (length: number) => (length < 5 ? 0 : length < 9 ? 1 : 2);

type WordMatch = 'exact' | 'fuzzy' | null;

/**
 * How `token` matches one keyword word: `envi*` is a prefix, `=tarda` must be exact, any
 * other word also matches with a small typo.
 */
function matchWord(token: string, word: string): WordMatch {
  if (word.startsWith('=')) return token === word.slice(1) ? 'exact' : null;
  if (word.endsWith('*')) {
    const stem = word.slice(0, -1);
    if (token.startsWith(stem)) return 'exact';
    // Short stems ('ahorr*') would catch other words ('ahora') with a typo allowed.
    const typos = stem.length < 6 ? 0 : allowedTypos(stem.length);
    if (typos && token.length >= stem.length && editDistance(token.slice(0, stem.length), stem, typos) <= typos) return 'fuzzy';
    return null;
  }
  if (token === word) return 'exact';
  const typos = allowedTypos(word.length);
  return typos && editDistance(token, word, typos) <= typos ? 'fuzzy' : null;
}

interface KeywordMatch {
  start: number;
  end: number;
  exact: boolean;
}

/**
 * Where a keyword (one word or several, e.g. 'how long') occurs in `tokens`: every word in
 * a row must match; one typo anywhere makes that occurrence fuzzy.
 */
export function findKeyword(tokens: string[], keyword: string): KeywordMatch[] {
  const words = keyword.split(' ');
  const found: KeywordMatch[] = [];
  for (let start = 0; start + words.length <= tokens.length; start++) {
    let exact = true;
    let matched = true;
    for (let k = 0; k < words.length && matched; k++) {
      const result = matchWord(tokens[start + k], words[k]);
      if (!result) matched = false;
      else if (result === 'fuzzy') exact = false;
    }
    if (matched) found.push({ start, end: start + words.length, exact });
  }
  return found;
}

/** The best way `keyword` matches somewhere in `tokens`, or null. */
export function matchKeyword(tokens: string[], keyword: string): WordMatch {
  const found = findKeyword(tokens, keyword);
  if (!found.length) return null;
  return found.some((match) => match.exact) ? 'exact' : 'fuzzy';
}
