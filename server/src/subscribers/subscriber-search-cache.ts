import { createKeptAnswers, type KeptAnswers } from '../lib/kept-answers';

/**
 * The e-mail order of a large search whose matches had to be gathered and sorted (a search
 * sorted by e-mail whose matches bunch up far from where the page starts, e.g. "maria":
 * 83,000 matches two thirds down the alphabet, docs/decisions/0060-subscriber-list-keyset-paging.md).
 * Gathering costs in proportion to the matches (~120 ms for those 83,000); the ids in order are
 * kept for `maxAgeMs` (30 s) so that the next pages of the same search are a lookup, and
 * requests for the same search while it is being gathered wait for that one gathering. The rows
 * shown are always read again and checked against the filter, so a row deleted or changed since
 * drops out; a row that newly matches shows within `maxAgeMs` (or at once when this instance
 * changed the list: `clear`). At most `maxEntries` (4) searches are kept, ids as 8 bytes each.
 */
export type GatheredOrders = KeptAnswers<Float64Array>;

export const createGatheredOrders = (options: { maxAgeMs?: number; maxEntries?: number; now?: () => number } = {}): GatheredOrders =>
  createKeptAnswers({ maxAgeMs: 30_000, maxEntries: 4, ...options });

/**
 * Whether a search's matches are dense enough to walk the date index (its first look, see
 * subscriber-list.ts), kept 5 minutes for the 200 latest searches: the next pages of a search,
 * and the same search asked again, skip the look. Only how the matches are found depends on
 * it, never which rows are shown or counted.
 */
export type FirstLooks = KeptAnswers<boolean>;

export const createFirstLooks = (options: { now?: () => number } = {}): FirstLooks => createKeptAnswers({ maxAgeMs: 5 * 60_000, maxEntries: 200, ...options });

/**
 * The searches whose matches were counted past the cap ("1,000+"), kept 30 s for the 200
 * latest: the next requests of such a search (its next pages, the same page asked again) skip
 * the count, a walk of the date index to its 1,001st match (7–10 ms for "gmail" or "maria" at
 * 1,000,000 rows), and read only their page. New rows only add matches; a row deleted or
 * changed on this instance clears them at once (`clear`), one changed elsewhere shows within the
 * 30 s, as for the kept orders above. Searches under the cap are counted on every request.
 */
export type OverCapSearches = KeptAnswers<true>;

export const createOverCapSearches = (options: { now?: () => number } = {}): OverCapSearches => createKeptAnswers({ maxAgeMs: 30_000, maxEntries: 200, ...options });
