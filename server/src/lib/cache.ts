import type { Logger } from './logger';

/**
 * The server's one cache: answers kept a while per key, on one instance. Nothing in it matters
 * once lost (it is rebuilt from PostgreSQL), and another instance's change shows once an entry
 * is older than `maxAgeMs`.
 */
/** How old a value every visitor reads (the urgency bar's total, the settings, the published content) may be: another instance's change shows within this time. */
export const VISITOR_READ_MAX_AGE_MS = 1_000;

export interface Cache<V> {
  /**
   * The kept value of `key` while younger than `maxAgeMs`, else the one `load` gives (then kept).
   * Requests for a key being loaded wait for that one load. A failed load is not kept; with
   * `staleOnError` the last value is served instead (and kept another `maxAgeMs`).
   */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** The kept value of `key` if there is one, without loading it. */
  peek(key: string): Promise<V> | undefined;
  /** Keeps `value` for `key` as if loaded now, unless the cache changed (delete, clear) after `since` (a `changes()` read). */
  set(key: string, value: V, since?: number): void;
  /** Forgets `key`: this instance changed it. A load already running for it is not kept. */
  delete(key: string): void;
  clear(): void;
  /** How many times `delete` or `clear` has run. */
  changes(): number;
}

interface Entry<V> {
  value: Promise<V>;
  at: number;
  /** The last value that loaded, served when a later load fails (`staleOnError`). */
  settled?: V;
}

export function createCache<V>(options: {
  maxAgeMs: number;
  /** At most this many keys are kept; the one kept longest goes first. */
  maxEntries?: number;
  /** When a load fails, the last known value is served and the failure logged as `what` unavailable. */
  staleOnError?: { logger: Logger; what: string };
  now?: () => number;
}): Cache<V> {
  const { maxAgeMs, maxEntries = 1, staleOnError } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();
  let changes = 0;

  const fresh = (key: string) => {
    const entry = entries.get(key);
    return entry && now() - entry.at < maxAgeMs ? entry : undefined;
  };

  const keep = (key: string, entry: Entry<V>) => {
    entries.delete(key);
    entries.set(key, entry);
    // A Map keeps insertion order: the first key is the one kept longest.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  };

  const load = (key: string, run: () => Promise<V>) => {
    const startedAt = changes;
    const entry = { at: now(), settled: entries.get(key)?.settled } as Entry<V>;
    entry.value = run().then(
      (value) => {
        entry.settled = value;
        // A change made while this load ran: it may have read the old rows, so it is not fresh.
        if (startedAt !== changes) entry.at = -Infinity;
        return value;
      },
      (error: unknown) => {
        if (staleOnError && entry.settled !== undefined) {
          staleOnError.logger.warn({ err: error }, `${staleOnError.what} unavailable; serving the last known one`);
          // Tried again after another maxAgeMs, not on every request.
          entry.at = now();
          return entry.settled;
        }
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      },
    );
    keep(key, entry);
    return entry.value;
  };

  return {
    get: (key, run) => fresh(key)?.value ?? load(key, run),
    peek: (key) => fresh(key)?.value,
    set(key, value, since = changes) {
      if (since === changes) keep(key, { value: Promise.resolve(value), at: now(), settled: value });
    },
    delete(key) {
      changes++;
      const entry = entries.get(key);
      // The value stays known for staleOnError, but is no longer fresh.
      if (entry) entry.at = -Infinity;
    },
    clear() {
      changes++;
      for (const entry of entries.values()) entry.at = -Infinity;
    },
    changes: () => changes,
  };
}
