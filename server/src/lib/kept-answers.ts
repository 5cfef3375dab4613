/**
 * Answers kept a while by key, on one instance: the answer `compute` gives for a key is kept
 * `maxAgeMs`, and requests for the same key while it is being computed wait for that one
 * computation. A failed computation is not kept (the next request tries again). At most
 * `maxEntries` keys are kept; the oldest goes first. `clear` forgets them all.
 */
export interface KeptAnswers<T> {
  /** The kept answer of `key`, or the one `compute` gives (then kept). */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** The kept answer of `key` if there is one, without computing it. */
  peek(key: string): Promise<T> | undefined;
  /**
   * Keeps `answer` for `key`, as if `get` had computed it now; not when `clear` ran after
   * `since` (a `clears()` read before the answer was found: it may predate the change).
   */
  keep(key: string, answer: T, since?: number): void;
  /** How many times `clear` has run. */
  clears(): number;
  clear(): void;
}

export function createKeptAnswers<T>(options: { maxAgeMs: number; maxEntries: number; now?: () => number }): KeptAnswers<T> {
  const { maxAgeMs, maxEntries } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { answer: Promise<T>; at: number }>();
  let cleared = 0;
  const fresh = (key: string) => {
    const entry = entries.get(key);
    if (entry && now() - entry.at <= maxAgeMs) return entry.answer;
    entries.delete(key);
    return undefined;
  };
  const store = (key: string, answer: Promise<T>) => {
    entries.delete(key);
    entries.set(key, { answer, at: now() });
    answer.catch(() => {
      if (entries.get(key)?.answer === answer) entries.delete(key);
    });
    // A Map keeps insertion order: the first key is the oldest.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    return answer;
  };
  return {
    get: (key, compute) => fresh(key) ?? store(key, compute()),
    peek: fresh,
    keep(key, answer, since = cleared) {
      if (since === cleared) store(key, Promise.resolve(answer));
    },
    clears: () => cleared,
    clear() {
      cleared++;
      entries.clear();
    },
  };
}
