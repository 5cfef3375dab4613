import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SubscriberFilter } from '@shared/subscribers';
import { vipSubscribers } from '../db/schema';

const t = vipSubscribers;

/** `%text%` for LIKE with the user's own % and _ taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Substring match on the lower-cased e-mail (the stored `email_search`): served by the pg_trgm
 * GIN index from 3 characters, and checked from the date index while walking the newest rows.
 */
export const searchCondition = (search: string): SQL | undefined => (search ? sql`${t.emailSearch} like ${containsPattern(search)}` : undefined);

function statusCondition(status: SubscriberFilter['status'], forSearch = false): SQL | undefined {
  switch (status) {
    case 'active':
      // In the trigram index (a search) "active" is nearly every row: intersecting its list costs
      // more than the search's own (docs/decisions/0060-subscriber-list-keyset-paging.md).
      // Written as IS NOT FALSE (the column is NOT NULL: the same rows), which PostgreSQL does not
      // turn into an index key, it is checked on the few rows the rest of the search leaves.
      return forSearch ? sql`${t.isActive} is not false` : eq(t.isActive, true);
    case 'inactive':
      return eq(t.isActive, false);
    case 'pending':
    case 'confirmed':
      return eq(t.status, status);
    default:
      return undefined;
  }
}

/**
 * The state filter (docs/decisions/0075-subscriber-state-beside-the-list-columns.md): pending and
 * confirmed are the active rows of that status; paused and the suppressed are inactive rows,
 * told apart by `suppression`, each written as its partial list index's predicate implies.
 */
function stateCondition(state: SubscriberFilter['state'], forSearch = false): SQL | undefined {
  switch (state) {
    case 'pending':
    case 'confirmed':
      return and(forSearch ? sql`${t.isActive} is not false` : eq(t.isActive, true), eq(t.status, state));
    case 'paused':
      return sql`not ${t.isActive} and ${t.suppression} is null`;
    case undefined:
      return undefined;
    default:
      return eq(t.suppression, state);
  }
}

/** True when the state filter needs more than the (is_active, status, language) groups say. */
export const stateNeedsSuppression = (filter: SubscriberFilter) => filter.state !== undefined && filter.state !== 'pending' && filter.state !== 'confirmed';

/**
 * Every condition of the filter except the search (each one an equality a list index serves).
 * `forSearch`: written as the trigram index serves it best (the same rows).
 */
export function equalityConditions(filter: SubscriberFilter, forSearch = false): SQL | undefined {
  return and(statusCondition(filter.status, forSearch), stateCondition(filter.state, forSearch), filter.source ? eq(t.source, filter.source) : undefined, filter.language ? eq(t.language, filter.language) : undefined);
}

/** The whole filter as one condition; undefined when it matches everybody. */
export const filterCondition = (filter: SubscriberFilter): SQL | undefined => and(equalityConditions(filter), searchCondition(filter.search));

/**
 * The filter of a search as the trigram index serves it best (the same rows as
 * `filterCondition`, which a walk of the date index checks instead: per row, `is_active` costs
 * less than IS NOT FALSE).
 */
export const searchFilterCondition = (filter: SubscriberFilter): SQL | undefined => and(equalityConditions(filter, true), searchCondition(filter.search));

/** One (is_active, status, language) combination: a run of rows the list indexes keep in order. */
export interface SubscriberGroup {
  isActive: boolean;
  status: (typeof t.status.enumValues)[number];
  language: (typeof t.language.enumValues)[number];
}

/**
 * The groups a filter leaves: at most 2 × 2 × 2 (none when the status and the state filters
 * exclude each other). The values come from the table's own enums,
 * which check constraints hold the rows to, so the groups cover every matching row.
 */
export function filterGroups(filter: SubscriberFilter): SubscriberGroup[] {
  const stateActive = filter.state === undefined ? undefined : filter.state === 'pending' || filter.state === 'confirmed';
  const actives = (filter.status === 'active' ? [true] : filter.status === 'inactive' ? [false] : [true, false]).filter((active) => stateActive === undefined || active === stateActive);
  const statusNamed = (value: string | undefined) => (value === 'pending' || value === 'confirmed' ? value : undefined);
  const statuses = t.status.enumValues.filter((status) => [statusNamed(filter.status), statusNamed(filter.state)].every((named) => named === undefined || named === status));
  const languages = filter.language ? [filter.language] : t.language.enumValues;
  return actives.flatMap((isActive) => statuses.flatMap((status) => languages.map((language) => ({ isActive, status, language }))));
}

export const groupCondition = (group: SubscriberGroup) => and(eq(t.isActive, group.isActive), eq(t.status, group.status), eq(t.language, group.language));
