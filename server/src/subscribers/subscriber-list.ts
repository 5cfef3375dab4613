import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { defaultOrder, SUBSCRIBER_MATCH_COUNT_CAP, type SortOrder, type Subscriber, type SubscriberSort, type SubscribersQuery, type SubscribersResponse } from '@shared/subscribers';
import type { Db } from '../db/client';
import { vipSubscribers } from '../db/schema';
import type { Counts } from './subscriber-counts';
import { decodeCursor, encodeCursor, type Cursor } from './subscriber-cursor';
import { equalityConditions, filterCondition, filterGroups, groupCondition, hasFilter } from './subscriber-filter';

const t = vipSubscribers;

const flip = (order: SortOrder): SortOrder => (order === 'asc' ? 'desc' : 'asc');

/** A row's place in the list as the cursor and the keyset comparison read it. */
const sortKey = {
  // To the microsecond: a millisecond would mix up rows signed up in the same millisecond.
  subscribedAt: sql<string>`to_char(${t.subscribedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  email: sql<string>`lower(${t.email})`,
};

/** Rows strictly after `cursor` in `order` (e-mails are unique, so they need no id to break ties). */
function keyset(cursor: Cursor, order: SortOrder): SQL {
  const comparison = sql.raw(order === 'asc' ? '>' : '<');
  return cursor.sort === 'email'
    ? sql`lower(${t.email}) ${comparison} ${cursor.value}`
    : sql`(${t.subscribedAt}, ${t.id}) ${comparison} (${cursor.value}::timestamptz, ${cursor.id})`;
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
  where: SQL | undefined;
  sort: SubscriberSort;
  order: SortOrder;
  cursor?: Cursor;
  limit: number;
  /** Rows skipped first: 0, except for a page asked for by number. */
  offset: number;
}

/**
 * Without a search, every filter is an equality on (is_active, status, language) and maybe
 * source: one ordered run of an index per group the filter leaves (at most eight), merged.
 * Each run starts right at the cursor, so a page costs the same on page 1 and page 40,000,
 * whichever filter and order (docs/decisions/0060-subscriber-list-keyset-paging.md). A page by
 * number takes the offset's rows more from each run and skips them after the merge, which
 * reads only the rows before the page (slower the deeper it is).
 */
function groupsPage(db: Db, query: SubscribersQuery, page: PageRequest) {
  const keyName = { key: 'k', id: 'id' };
  const runs = filterGroups(query).map(
    (group) => sql`(select ${t.id} as id, ${keyColumn(page.sort)} as k from ${t}
      where ${and(groupCondition(group), equalityConditions(query), page.cursor && keyset(page.cursor, page.order))}
      order by ${orderBy(page.sort, page.order, 'group')} limit ${page.offset + page.limit})`,
  );
  return db.execute<{ id: number }>(
    sql`select id from (${sql.join(runs, sql` union all `)}) as runs order by ${orderBy(page.sort, page.order, 'group', keyName)} limit ${page.limit} offset ${page.offset}`,
  );
}

/**
 * A search that matches few rows (or any search sorted by e-mail, where matches bunch up
 * alphabetically): its matches come from the trigram index first (materialized, so the
 * planner cannot swap in an index walk that reads most of the table to find them), then only
 * those are sorted.
 */
function matchesFirstPage(db: Db, page: PageRequest) {
  const cursorCondition = page.cursor && (page.cursor.sort === 'email' ? sql`k ${sql.raw(page.order === 'asc' ? '>' : '<')} ${page.cursor.value}` : sql`(k, id) ${sql.raw(page.order === 'asc' ? '>' : '<')} (${page.cursor.value}::timestamptz, ${page.cursor.id})`);
  return db.execute<{ id: number }>(sql`with matches as materialized (select ${t.id} as id, ${keyColumn(page.sort)} as k from ${t} where ${page.where})
    select id from matches ${cursorCondition ? sql`where ${cursorCondition}` : sql``}
    order by ${orderBy(page.sort, page.order, 'group', { key: 'k', id: 'id' })} limit ${page.limit} offset ${page.offset}`);
}

/** How many rows of the e-mail order a search sorted by e-mail reads before it gathers its matches instead. */
const EMAIL_WALK_ROWS = 2_000;

/**
 * A search that matches many rows, sorted by e-mail: the next EMAIL_WALK_ROWS rows of the
 * e-mail index from the cursor, and the page from the matches among them. Enough when the
 * matches are spread alphabetically ("gmail": one row in six); undefined when fewer than a page
 * of them lie that close (they bunch further on, e.g. "maria"), and the caller gathers instead.
 */
async function emailWalkPage(db: Db, page: PageRequest): Promise<number[] | undefined> {
  const wanted = page.offset + page.limit;
  const direction = sql.raw(page.order);
  const { rows } = await db.execute<{ ids: number[] | null; seen: number; hits: number }>(sql`select
      (array_agg(id order by k ${direction}) filter (where hit))[${page.offset + 1}:${wanted}] as ids,
      count(*)::int as seen, count(*) filter (where hit)::int as hits
    from (select ${t.id} as id, lower(${t.email}) as k, ${page.where ?? sql`true`} as hit from ${t}
      ${page.cursor ? sql`where ${keyset(page.cursor, page.order)}` : sql``}
      order by lower(${t.email}) ${direction} limit ${EMAIL_WALK_ROWS}) as walked`);
  const [{ ids, seen, hits }] = rows;
  if (hits < wanted && seen >= EMAIL_WALK_ROWS) return undefined;
  return (ids ?? []).map(Number);
}

/** A search that matches many rows, newest or oldest first: walking the date index finds a page at once. */
function walkPage(db: Db, page: PageRequest) {
  return db.execute<{ id: number }>(sql`select ${t.id} as id from ${t}
    where ${and(page.where, page.cursor && keyset(page.cursor, page.order))}
    order by ${orderBy(page.sort, page.order, 'overall')} limit ${page.limit} offset ${page.offset}`);
}

/** Rows read in table order to find out whether a search with filters matches more than the cap. */
const COUNT_SAMPLE_ROWS = 20_000;

/**
 * Matching rows, counted no further than the cap: a search for "gmail" stops after 1,001 rows.
 * A search with filters first looks at COUNT_SAMPLE_ROWS rows in table order (any rows do: if
 * 1,001 of them match, so do 1,001 of the table); fewer there are counted through the trigram
 * index, which holds the filters' columns too, so a combination that matches nobody ("maria"
 * among Spanish speakers) costs an index lookup and not the table (the planner, expecting
 * thousands, would scan it).
 */
export async function countMatches(db: Db, where: SQL, searchWithFilters = false) {
  const cap = SUBSCRIBER_MATCH_COUNT_CAP + 1;
  if (searchWithFilters) {
    const { rows } = await db.execute<{ count: number }>(sql`select count(*)::int as count from (select 1 from
      (select ${where} as hit from ${t} limit ${COUNT_SAMPLE_ROWS}) as sample where hit limit ${cap}) as capped`);
    if (rows[0].count >= cap) return rows[0].count;
    // Materialized: planned for all its rows, so through the index (then read only up to the cap).
    const counted = await db.execute<{ count: number }>(sql`with matches as materialized (select 1 from ${t} where ${where})
      select count(*)::int as count from (select 1 from matches limit ${cap}) as capped`);
    return counted.rows[0].count;
  }
  const capped = db.select({ one: sql`1` }).from(t).where(where).limit(cap).as('capped');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return row.count;
}

const listColumns = {
  id: t.id,
  email: t.email,
  subscribedAt: t.subscribedAt,
  source: t.source,
  language: t.language,
  isActive: t.isActive,
  status: t.status,
  acceptsEmails: t.acceptsEmails,
};

/** The rows of `ids` in that order, each with its cursor. */
async function rowsInOrder(db: Db, ids: number[], sort: SubscriberSort) {
  if (!ids.length) return [];
  const rows = await db
    .select({ ...listColumns, key: sortKey[sort] })
    .from(t)
    .where(inArray(t.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

type Row = Awaited<ReturnType<typeof rowsInOrder>>[number];

const cursorOf = (row: Row, sort: SubscriberSort) => encodeCursor({ sort, value: row.key, id: row.id });

const toSubscriber = ({ key: _key, ...row }: Row): Subscriber => ({ ...row, subscribedAt: row.subscribedAt.toISOString() });

/**
 * One page of subscribers with the counts for the stat cards and the paging
 * (docs/product.md#subscribers): by cursor (the screen), or by number for API callers
 * (`page`, an offset in the same order; its answer says which page it is and carries cursors
 * from there too). `counts` is the stat cards' cache.
 */
export async function listSubscribers(db: Db, counts: { get(): Promise<Counts> }, query: SubscribersQuery): Promise<SubscribersResponse> {
  const { sort, pageSize } = query;
  const order = query.order ?? defaultOrder(sort);
  const where = filterCondition(query);
  const [overall, matched] = await Promise.all([counts.get(), hasFilter(query) && where ? countMatches(db, where, Boolean(query.search && equalityConditions(query))) : undefined]);

  const fetchIds = async (cursor: Cursor | undefined, direction: SortOrder, offset = 0) => {
    const page: PageRequest = { where, sort, order: direction, cursor, limit: pageSize + 1, offset };
    if (matched === 0) return [];
    const many = (matched ?? Infinity) > SUBSCRIBER_MATCH_COUNT_CAP;
    const walked = query.search && sort === 'email' && many ? await emailWalkPage(db, page) : undefined;
    if (walked) return walked;
    let result;
    if (!query.search) result = await groupsPage(db, query, page);
    else if (sort === 'email' || !many) result = await matchesFirstPage(db, page);
    else result = await walkPage(db, page);
    return result.rows.map((row) => Number(row.id));
  };

  const cursorText = query.before ?? query.after;
  const cursor = cursorText ? decodeCursor(cursorText, sort) : undefined;
  let rows: Row[];
  let nextCursor: string | null;
  let previousCursor: string | null;
  const before = query.before ? await fetchIds(cursor, flip(order)) : undefined;
  if (query.page !== undefined) {
    // A page by number: the rows after the (page - 1) pages before it. Past the end it is empty.
    const ids = await fetchIds(undefined, order, (query.page - 1) * pageSize);
    rows = await rowsInOrder(db, ids.slice(0, pageSize), sort);
    nextCursor = ids.length > pageSize && rows.length ? cursorOf(rows[rows.length - 1], sort) : null;
    previousCursor = query.page > 1 && rows.length ? cursorOf(rows[0], sort) : null;
  } else if (before && before.length > pageSize) {
    // The page before the cursor, read backwards: a row more than a page means another precedes it.
    rows = (await rowsInOrder(db, before.slice(0, pageSize), sort)).reverse();
    previousCursor = rows.length ? cursorOf(rows[0], sort) : null;
    nextCursor = rows.length ? cursorOf(rows[rows.length - 1], sort) : null;
  } else {
    // Forwards; going back past the first row (rows deleted meanwhile) lands on the first page.
    const from = query.after && cursor ? cursor : undefined;
    const ids = await fetchIds(from, order);
    rows = await rowsInOrder(db, ids.slice(0, pageSize), sort);
    nextCursor = ids.length > pageSize && rows.length ? cursorOf(rows[rows.length - 1], sort) : null;
    previousCursor = from ? (rows.length ? cursorOf(rows[0], sort) : (query.after ?? null)) : null;
  }

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
