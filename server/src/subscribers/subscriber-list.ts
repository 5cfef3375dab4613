import { and, sql, type SQL } from 'drizzle-orm';
import { defaultOrder, SUBSCRIBER_MATCH_COUNT_CAP, subscriberState, type SortOrder, type Subscriber, type SubscriberSort, type SubscribersQuery, type SubscribersResponse, type Suppression } from '@shared/subscribers';
import type { Db } from '../db/client';
import type { Cache } from '../lib/cache';
import { vipSubscribers } from '../db/schema';
import type { Counts } from './subscriber-counts';
import { decodeCursor, encodeCursor, type Cursor } from './subscriber-cursor';
import { equalityConditions, filterCondition, filterGroups, groupCondition, searchFilterCondition, stateNeedsSuppression, type SubscriberGroup } from './subscriber-filter';

/**
 * What the list keeps of searches (subscribers.service.ts makes them): the e-mail order of a
 * large search sorted by e-mail whose matches had to be gathered (its next pages are then a
 * lookup; the rows shown are always read again and checked against the filter), whether a
 * search's matches are dense enough to walk the date index (only how matches are found depends
 * on it), and the searches counted past the cap (their next requests skip the count).
 */
export type GatheredOrders = Cache<Float64Array>;
export type FirstLooks = Cache<boolean>;
export type OverCapSearches = Cache<true>;

const t = vipSubscribers;

const flip = (order: SortOrder): SortOrder => (order === 'asc' ? 'desc' : 'asc');

/** A row's place in the list as the cursor and the keyset comparison read it. */
const sortKey = {
  // To the microsecond: a millisecond would mix up rows signed up in the same millisecond.
  subscribedAt: sql<string>`to_char(${t.subscribedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  email: sql<string>`lower(${t.email})`,
};

/**
 * Rows strictly after `cursor` in `order` (e-mails are unique, so they need no id to break
 * ties): on the table's columns, or on a set of rows named (id, k) with k the sort value.
 */
function keyset(cursor: Cursor, order: SortOrder, on: 'table' | 'keys' = 'table'): SQL {
  const comparison = sql.raw(order === 'asc' ? '>' : '<');
  const [key, id] = on === 'keys' ? [sql`k`, sql`id`] : [cursor.sort === 'email' ? sql`lower(${t.email})` : sql`${t.subscribedAt}`, sql`${t.id}`];
  return cursor.sort === 'email' ? sql`${key} ${comparison} ${cursor.value}` : sql`(${key}, ${id}) ${comparison} (${cursor.value}::timestamptz, ${cursor.id})`;
}

/**
 * ORDER BY in words an index answers. The group indexes are ascending (NULLS LAST), the
 * overall date index is DESC NULLS LAST, and PostgreSQL matches the NULLS side too (the
 * columns are NOT NULL, so the rows come out the same either way).
 */
function orderBy(sort: SubscriberSort, order: SortOrder, index: 'group' | 'overall', names?: { key: string; id: string }): SQL {
  const nulls = index === 'overall' ? (order === 'desc' ? ' nulls last' : ' nulls first') : '';
  const direction = sql.raw(`${order}${nulls}`);
  if (names) return sort === 'email' ? sql`${sql.identifier(names.key)} ${direction}` : sql`${sql.identifier(names.key)} ${direction}, ${sql.identifier(names.id)} ${direction}`;
  return sort === 'email' ? sql`lower(${t.email}) ${direction}` : sql`${t.subscribedAt} ${direction}, ${t.id} ${direction}`;
}

const keyColumn = (sort: SubscriberSort) => (sort === 'email' ? sql`lower(${t.email})` : t.subscribedAt);

interface PageRequest {
  sort: SubscriberSort;
  order: SortOrder;
  cursor?: Cursor;
  limit: number;
  /** Rows skipped first: 0, except for a page asked for by number. */
  offset: number;
}

/** A row of the page as the list shows it, with its place in the order (`key`, for the cursors). */
interface Row {
  id: number;
  email: string;
  subscribedAt: Date;
  source: string;
  language: Subscriber['language'];
  isActive: boolean;
  status: Subscriber['status'];
  acceptsEmails: boolean;
  suppression: Suppression | null;
  stateAt: Date;
  stateReason: string | null;
  key: string;
}

/**
 * The rows of the ids an array expression gives (a subquery `array(select id … order by …)`,
 * in the same statement, or ids the server holds), in its order; rows gone meanwhile, or no
 * longer matching `recheck`, are left out.
 */
async function rowsOf(db: Db, ids: SQL, sort: SubscriberSort, recheck?: SQL): Promise<Row[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`select ${t.id} as id, ${t.email} as email, ${t.subscribedAt} as subscribed_at,
      ${t.source} as source, ${t.language} as language, ${t.isActive} as is_active, ${t.status} as status,
      ${t.acceptsEmails} as accepts_emails, ${t.suppression} as suppression, ${t.stateAt} as state_at, ${t.stateReason} as state_reason, ${sortKey[sort]} as key
    from unnest(${ids}) with ordinality as page(id, n) join ${t} on ${t.id} = page.id
    ${recheck ? sql`where ${recheck}` : sql``} order by page.n`);
  return rows.map((row) => ({
    id: Number(row.id),
    email: row.email as string,
    subscribedAt: new Date(row.subscribed_at as Date),
    source: row.source as string,
    language: row.language as Row['language'],
    isActive: row.is_active as boolean,
    status: row.status as Row['status'],
    acceptsEmails: row.accepts_emails as boolean,
    suppression: row.suppression as Row['suppression'],
    stateAt: new Date(row.state_at as Date),
    stateReason: row.state_reason as string | null,
    key: row.key as string,
  }));
}

/** The rows of ids the server holds, in that order. */
const rowsInOrder = (db: Db, ids: number[], sort: SubscriberSort, recheck?: SQL) =>
  ids.length ? rowsOf(db, sql`${sql.param(ids)}::bigint[]`, sort, recheck) : Promise.resolve([]);

/** The groups' values as a VALUES list: they come from the table's own enums, never from a request. */
function groupValues(groups: SubscriberGroup[]) {
  const rows = groups.map(({ isActive, status, language }) => {
    if (![status, language].every((word) => /^[a-z_]+$/.test(word))) throw new Error(`unexpected group ${status}/${language}`);
    return `(${isActive}, '${status}', '${language}')`;
  });
  return sql.raw(`(values ${rows.join(', ')}) as g(is_active, status, language)`);
}

/**
 * Without a search, every filter is an equality on (is_active, status, language) and maybe
 * source: one ordered run of an index per group the filter leaves (at most eight), each
 * starting right at the cursor, so a page costs the same on page 1 and page 40,000, whichever
 * filter and order (docs/decisions/0060-subscriber-list-keyset-paging.md).
 *
 * A cursor page without a source filter takes a page from each run (LATERAL over the groups:
 * one subquery, planned once for all of them instead of once per run) and
 * keeps the first of those few rows. With a source filter or a state among the inactive (paused or suppressed),
 * or for a page by number, each group
 * has its own run with its values written out, merged in order (UNION ALL under one ORDER BY:
 * Merge Append): the planner then knows, from the extended statistics, how often the source
 * occurs in each group and walks the source index (planned for "any group", it may walk the
 * group's list index and filter, which for a source that never occurs there reads the whole
 * group), and a page by number reads only the rows before it instead of every run's.
 */
function groupsRows(db: Db, query: SubscribersQuery, page: PageRequest) {
  const keyName = { key: 'k', id: 'id' };
  const groups = filterGroups(query);
  if (groups.length === 0) return Promise.resolve([]);
  const limit = page.offset + page.limit;
  const key = keyColumn(page.sort);
  const cursor = page.cursor && keyset(page.cursor, page.order);
  const order = orderBy(page.sort, page.order, 'group');
  const runs =
    page.offset === 0 && !query.source && !stateNeedsSuppression(query)
      ? sql`${groupValues(groups)}, lateral (select ${t.id} as id, ${key} as k from ${t}
          where ${and(sql`${t.isActive} = g.is_active and ${t.status} = g.status and ${t.language} = g.language`, cursor)}
          order by ${order} limit ${limit}) as run`
      : sql`(${sql.join(
          groups.map((group) => sql`(select ${t.id} as id, ${key} as k from ${t} where ${and(groupCondition(group), equalityConditions(query), cursor)} order by ${order} limit ${limit})`),
          sql` union all `,
        )}) as runs`;
  const picked = sql`array(select id from ${runs} order by ${orderBy(page.sort, page.order, 'group', keyName)} limit ${page.limit} offset ${page.offset})`;
  return rowsOf(db, picked, page.sort);
}

const CAP = SUBSCRIBER_MATCH_COUNT_CAP + 1;

/**
 * A search's matches counted no further than the cap and, when they are all within it, the
 * page among them, in one statement: a search for "gmail" stops after 1,001 matching rows (its
 * page comes from a walk instead), one for "carmen.reyes9" reads its few matches once for both.
 * Counted newest first whatever the page's order: for many matches the planner then walks the
 * date index, which carries the lower-cased e-mail and the filters' columns, and reads no row of
 * the table; the first page newest first (a new search) is then the start of that walk.
 * `viaIndex` (a search whose first look found few): the matches come from the trigram index,
 * which holds the filters' columns too, so a term or a combination that matches few or nobody
 * ("lopez12": 1,138 spread over the years; "maria" among Spanish speakers: nobody) costs an
 * index lookup, not a walk through most of the date index (the planner, expecting ten or fifty
 * thousand matches, would walk). Materialized: planned for all its rows, so through the index,
 * then read only up to the cap.
 */
async function cappedMatches(db: Db, where: SQL, page: PageRequest, viaIndex: boolean) {
  const direction = sql.raw(page.order);
  const orderInPage = page.sort === 'email' ? sql`k ${direction}` : sql`k ${direction}, id ${direction}`;
  const pageIds = sql`(array_agg(id order by ${orderInPage}) filter (where ${page.cursor ? keyset(page.cursor, page.order, 'keys') : sql`true`}))[${page.offset + 1}:${page.offset + page.limit}]`;
  // k from the stored lower-cased e-mail: the same value as lower(email), and in the date index.
  const matching = sql`select ${t.id} as id, ${page.sort === 'email' ? t.emailSearch : t.subscribedAt} as k from ${t} where ${where}`;
  const { rows } = await db.execute<{ count: number; ids: number[] | null }>(
    viaIndex
      ? sql`with matches as materialized (${matching}), capped as (select count(*)::int as count from (select 1 from matches limit ${CAP}) as c)
          select count, case when count < ${CAP} then (select ${pageIds} from matches) end as ids from capped`
      : sql`select count(*)::int as count, ${pageIds} as ids from (${matching} order by ${orderBy('subscribedAt', 'desc', 'overall')} limit ${CAP}) as capped`,
  );
  const [{ count, ids }] = rows;
  // The first page newest first is the start of the walk, however many matched.
  const walkIsPage = !viaIndex && page.sort === 'subscribedAt' && page.order === 'desc' && !page.cursor && page.offset + page.limit <= CAP;
  return { count, ids: count < CAP || walkIsPage ? (ids ?? []).map(Number) : undefined };
}

/**
 * The first look of a search: the matches among about FIRST_LOOK_ROWS rows, in
 * blocks spread over the table (the share the planner's row count gives: 0.2 % at 1,000,000;
 * the same blocks every time), up to DENSE_HITS. Fewer, and the matches are too sparse for a
 * walk of the date index to find 1,001 soon: the trigram index counts them instead. Spread, not
 * the first rows of the table or of the date index: those can be unlike the rest (a burst of
 * sign-ups from one campaign).
 */
const FIRST_LOOK_ROWS = 2_000;
const DENSE_HITS = 50;

async function matchesAreDense(db: Db, where: SQL) {
  const percent = sql`(select least(100, ${FIRST_LOOK_ROWS * 100} / greatest(reltuples, 1))::real from pg_class where oid = ${'vip_subscribers'}::regclass)`;
  const { rows } = await db.execute<{ count: number }>(sql`select count(*)::int as count from
    (select 1 from ${t} tablesample system (${percent}) repeatable (0) where ${where} limit ${DENSE_HITS}) as sample`);
  return rows[0].count >= DENSE_HITS;
}

/** How many rows of the e-mail order a search sorted by e-mail reads before it gathers its matches instead. */
const EMAIL_WALK_ROWS = 2_000;

/**
 * A search that matches many rows, sorted by e-mail: the next EMAIL_WALK_ROWS rows of the
 * e-mail index from the cursor, and the page from the matches among them. Enough when the
 * matches are spread alphabetically ("gmail": one row in six); undefined when fewer than a page
 * of them lie that close (they bunch further on, e.g. "maria"), and the caller gathers instead.
 */
async function emailWalkPage(db: Db, where: SQL, page: PageRequest): Promise<number[] | undefined> {
  const wanted = page.offset + page.limit;
  const direction = sql.raw(page.order);
  // The walk stops at the row that completes the page, not at the end of the walk; the
  // walk's last row (n = EMAIL_WALK_ROWS) comes too, as the sign that the walk was used up.
  const { rows } = await db.execute<{ id: number; hit: boolean; n: number }>(sql`select id, hit, n from
      (select id, hit, row_number() over (order by k ${direction}) as n from
        (select ${t.id} as id, lower(${t.email}) as k, ${where} as hit from ${t}
          ${page.cursor ? sql`where ${keyset(page.cursor, page.order)}` : sql``}
          order by lower(${t.email}) ${direction} limit ${EMAIL_WALK_ROWS}) as walked) as numbered
    where hit or n = ${EMAIL_WALK_ROWS} limit ${wanted + 1}`);
  const inOrder = rows.map((row) => ({ id: Number(row.id), hit: row.hit, n: Number(row.n) })).sort((a, b) => a.n - b.n);
  const hits = inOrder.filter((row) => row.hit);
  if (hits.length < wanted && inOrder.some((row) => row.n === EMAIL_WALK_ROWS)) return undefined;
  return hits.slice(page.offset, wanted).map((row) => row.id);
}

/** Ids more than the page read from a kept order, in case some no longer match. */
const GATHERED_SLACK = 25;

/**
 * A search that matches many rows bunched alphabetically, sorted by e-mail: all its matches
 * from the trigram index in e-mail order, kept a while for the next pages (see
 * subscriber-search-cache.ts), and the page from there. A cursor whose row is not among
 * them (deleted meanwhile) reads the page from the database instead: all matches, top-N sorted;
 * ordering by `lower(email) || ''` (the same order) keeps the planner from walking the e-mail
 * index, which would read most of the table to find matches that all lie further on.
 */
async function gatheredRows(db: Db, where: SQL, page: PageRequest, gathered: GatheredOrders, searchKey: string): Promise<Row[]> {
  const ids = await gathered.get(searchKey, async () => {
    const { rows } = await db.execute<{ ids: number[] }>(sql`select array(select ${t.id} from ${t} where ${where} order by lower(${t.email}) || '') as ids`);
    return Float64Array.from(rows[0].ids, Number);
  });
  const at = page.cursor ? ids.indexOf(page.cursor.id) : -1;
  if (page.cursor && at < 0) {
    const direction = sql.raw(page.order);
    const picked = sql`array(select ${t.id} from ${t} where ${and(where, keyset(page.cursor, page.order))}
      order by lower(${t.email}) || '' ${direction} limit ${page.limit} offset ${page.offset})`;
    return rowsOf(db, picked, page.sort);
  }
  const wanted = page.limit + GATHERED_SLACK;
  let picked: number[];
  if (page.order === 'asc') {
    const from = (page.cursor ? at + 1 : 0) + page.offset;
    picked = Array.from(ids.subarray(from, from + wanted));
  } else {
    const to = (page.cursor ? at : ids.length) - page.offset;
    picked = to > 0 ? Array.from(ids.subarray(Math.max(0, to - wanted), to)).reverse() : [];
  }
  return (await rowsInOrder(db, picked, page.sort, where)).slice(0, page.limit);
}

/** A search that matches many rows, newest or oldest first: walking the date index finds a page at once. */
function walkedRows(db: Db, where: SQL, page: PageRequest) {
  const picked = sql`array(select ${t.id} from ${t} where ${and(where, page.cursor && keyset(page.cursor, page.order))}
    order by ${orderBy(page.sort, page.order, 'overall')} limit ${page.limit} offset ${page.offset})`;
  return rowsOf(db, picked, page.sort);
}

/**
 * A search's page and how many rows match it (up to the cap): few matches come with their
 * count in one statement; many (over the cap) are paged by walking an index in the list's order.
 * A search counted over the cap a moment ago is not counted again (`overCap`).
 */
async function searchRows(
  db: Db,
  where: { walk: SQL; index: SQL },
  page: PageRequest,
  search: { gathered: GatheredOrders; looks: FirstLooks; overCap: OverCapSearches; key: string },
): Promise<{ matched: number; rows: Row[] }> {
  let matched = CAP;
  if (!(await search.overCap.peek(search.key))) {
    // A change made here while this count runs may bring it under the cap: then it is not kept.
    const since = search.overCap.changes();
    const dense = await search.looks.get(search.key, () => matchesAreDense(db, where.walk));
    const counted = await cappedMatches(db, dense ? where.walk : where.index, page, !dense);
    if (counted.count >= CAP) search.overCap.set(search.key, true, since);
    if (counted.ids) return { matched: counted.count, rows: await rowsInOrder(db, counted.ids, page.sort) };
    matched = counted.count;
  }
  if (page.sort !== 'email') return { matched, rows: await walkedRows(db, where.walk, page) };
  const walked = await emailWalkPage(db, where.walk, page);
  return { matched, rows: walked ? await rowsInOrder(db, walked, page.sort) : await gatheredRows(db, where.index, page, search.gathered, search.key) };
}

/** Rows matching a filter without a search, counted no further than the cap (an index answers it). */
async function countMatches(db: Db, where: SQL) {
  const capped = db.select({ one: sql`1` }).from(t).where(where).limit(CAP).as('capped');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return row.count;
}

const cursorOf = (row: Row, sort: SubscriberSort) => encodeCursor({ sort, value: row.key, id: row.id });

const toSubscriber = ({ key: _key, suppression, stateAt, stateReason, ...row }: Row): Subscriber => ({
  ...row,
  subscribedAt: row.subscribedAt.toISOString(),
  state: subscriberState({ ...row, suppression }),
  stateAt: stateAt.toISOString(),
  stateReason,
});

/**
 * One page of subscribers with the counts for the stat cards and the paging
 * (docs/product.md#subscribers): by cursor (the screen), or by number for API callers
 * (`page`, an offset in the same order; its answer says which page it is and carries cursors
 * from there too). `counts` is the stat cards' cache, `gathered` the kept orders of large
 * searches sorted by e-mail, `looks` the first looks of recent searches, `overCap` the searches
 * lately counted past the cap.
 */
export async function listSubscribers(
  db: Db,
  { counts, gathered, looks, overCap }: { counts: { get(): Promise<Counts> }; gathered: GatheredOrders; looks: FirstLooks; overCap: OverCapSearches },
  query: SubscribersQuery,
): Promise<SubscribersResponse> {
  const { sort, pageSize } = query;
  const order = query.order ?? defaultOrder(sort);
  const where = filterCondition(query);
  const overallCounts = counts.get();
  // Awaited at the end; a page that fails first (a bad cursor) must not leave it unhandled.
  overallCounts.catch(() => undefined);
  let matched: number | undefined;

  /** A page's rows (one more than the page when more follow), and the matches counted on the way. */
  const fetchRows = async (cursor: Cursor | undefined, direction: SortOrder, offset = 0): Promise<Row[]> => {
    const page: PageRequest = { sort, order: direction, cursor, limit: pageSize + 1, offset };
    if (query.search && where) {
      const key = JSON.stringify([query.search, query.status, query.state, query.source, query.language]);
      // Walking an index, each row is checked best as written; through the trigram index, as
      // that index serves it best (the same rows).
      const found = await searchRows(db, { walk: where, index: searchFilterCondition(query) ?? where }, page, { gathered, looks, overCap, key });
      matched = found.matched;
      return found.rows;
    }
    // The count (when filtered) runs beside the page: neither needs the other.
    const [rows, count] = await Promise.all([groupsRows(db, query, page), where ? countMatches(db, where) : undefined]);
    matched = count;
    return rows;
  };

  const cursorText = query.before ?? query.after;
  const cursor = cursorText ? decodeCursor(cursorText, sort) : undefined;
  let rows: Row[];
  let nextCursor: string | null;
  let previousCursor: string | null;
  const before = query.before ? await fetchRows(cursor, flip(order)) : undefined;
  if (query.page !== undefined) {
    // A page by number: the rows after the (page - 1) pages before it. Past the end it is empty.
    const fetched = await fetchRows(undefined, order, (query.page - 1) * pageSize);
    rows = fetched.slice(0, pageSize);
    nextCursor = fetched.length > pageSize && rows.length ? cursorOf(rows[rows.length - 1], sort) : null;
    previousCursor = query.page > 1 && rows.length ? cursorOf(rows[0], sort) : null;
  } else if (before && before.length > pageSize) {
    // The page before the cursor, read backwards: a row more than a page means another precedes it.
    rows = before.slice(0, pageSize).reverse();
    previousCursor = rows.length ? cursorOf(rows[0], sort) : null;
    nextCursor = rows.length ? cursorOf(rows[rows.length - 1], sort) : null;
  } else {
    // Forwards; going back past the first row (rows deleted meanwhile) lands on the first page.
    const from = query.after && cursor ? cursor : undefined;
    const fetched = await fetchRows(from, order);
    rows = fetched.slice(0, pageSize);
    nextCursor = fetched.length > pageSize && rows.length ? cursorOf(rows[rows.length - 1], sort) : null;
    previousCursor = from ? (rows.length ? cursorOf(rows[0], sort) : (query.after ?? null)) : null;
  }
  const overall = await overallCounts;

  return {
    total: overall.total,
    active: overall.active,
    countsApproximate: overall.approximate,
    matches: matched === undefined ? overall.total : Math.min(matched, SUBSCRIBER_MATCH_COUNT_CAP),
    matchesCapped: matched !== undefined && matched > SUBSCRIBER_MATCH_COUNT_CAP,
    pageSize,
    ...(query.page === undefined ? {} : { page: query.page }),
    subscribers: rows.map(toSubscriber),
    nextCursor,
    previousCursor,
  };
}
