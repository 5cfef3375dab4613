/**
 * The e-mail order of a large search whose matches had to be gathered and sorted (a search
 * sorted by e-mail whose matches bunch up far from where the page starts, e.g. "maria":
 * 83,000 matches two thirds down the alphabet, docs/decisions/0060-subscriber-list-keyset-paging.md).
 * Gathering costs in proportion to the matches (~120 ms for those 83,000); the ids in order are
 * kept for `maxAgeMs` so that the next pages of the same search are a lookup, and requests for
 * the same search while it is being gathered wait for that one gathering. The rows shown are
 * always read again and checked against the filter, so a row deleted or changed since drops
 * out; a row that newly matches shows within `maxAgeMs` (or at once when this instance changed
 * the list: `clear`). At most `maxEntries` searches are kept, ids as 8 bytes each.
 */
export interface GatheredOrders {
  /** The kept order of `key`, or the one `gather` makes (then kept). */
  get(key: string, gather: () => Promise<Float64Array>): Promise<Float64Array>;
  clear(): void;
}

export function createGatheredOrders(options: { maxAgeMs?: number; maxEntries?: number; now?: () => number } = {}): GatheredOrders {
  const maxAgeMs = options.maxAgeMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 4;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { ids: Promise<Float64Array>; at: number }>();
  return {
    get(key, gather) {
      const entry = entries.get(key);
      if (entry && now() - entry.at <= maxAgeMs) return entry.ids;
      entries.delete(key);
      const ids = gather();
      entries.set(key, { ids, at: now() });
      // A failed gathering is not kept: the next request tries again.
      ids.catch(() => {
        if (entries.get(key)?.ids === ids) entries.delete(key);
      });
      // The oldest search goes first (a Map keeps insertion order).
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return ids;
    },
    clear() {
      entries.clear();
    },
  };
}
