import type { InsightEvent } from '@shared/insights';
import type { AppDeps } from '../deps';
import { createBatcher } from '../lib/batcher';
import { isUnavailableError } from '../lib/errors';
import { isStaffPath, toRow, type InsightRow, type Visit } from './insight-events';
import { createSalts, shopDay, visitorHash } from './insight-visitor';

/** Requests per statement: their events (up to INSIGHT_BATCH_MAX each) keep a statement's arrays small. */
const MAX_BATCH = 500;

/** Two inserts at once: one slow batch does not hold up the next. */
const MAX_FLUSHES = 2;

const COLUMNS = ['at', 'visitor', 'name', 'path', 'language', 'source', 'medium', 'campaign', 'device', 'box', 'place', 'detail'] as const;
const TYPES: Record<(typeof COLUMNS)[number], string> = {
  at: 'timestamptz',
  visitor: 'bigint',
  name: 'text',
  path: 'text',
  language: 'text',
  source: 'text',
  medium: 'text',
  campaign: 'text',
  device: 'text',
  box: 'text',
  place: 'text',
  detail: 'text',
};

/** Every row of a batch in one statement: one array per column. */
const INSERT_STATEMENT = {
  // Named: each connection parses and plans it once, not for every batch.
  name: 'insight-events-batch',
  text: `insert into insight_events (${COLUMNS.join(', ')})
    select * from unnest(${COLUMNS.map((column, i) => `$${i + 1}::${TYPES[column]}[]`).join(', ')})`,
};

/**
 * Measurement events as they arrive (docs/decisions/0072-first-party-insights.md): the events of
 * the requests that arrive together are written by one INSERT (group commit, like the VIP
 * sign-up), and each request's `record` resolves once its rows are committed, so nothing is
 * acknowledged that was not stored. A batch that fails for a reason other than the database
 * being away is split until the request that breaks it fails alone.
 */
export function createInsightIngest(deps: Pick<AppDeps, 'database'>) {
  const { pool, db } = deps.database;
  const salts = createSalts(db);
  const batcher = createBatcher<InsightRow[], void>({
    maxBatch: MAX_BATCH,
    maxFlushes: MAX_FLUSHES,
    isolate: (error) => !isUnavailableError(error),
    async flush(requests) {
      const rows = requests.flat();
      await pool.query({ ...INSERT_STATEMENT, values: COLUMNS.map((column) => rows.map((row) => row[column])) });
      return requests.map(() => undefined);
    },
  });

  return {
    /** Stores the events of one visit, leaving out staff screens; answers how many were stored. */
    async record(events: InsightEvent[], visit: Visit): Promise<number> {
      const counted = events.filter((event) => !isStaffPath(event.path));
      if (counted.length === 0) return 0;
      const salt = await salts.forDay(shopDay(visit.at));
      const visitor = visitorHash(salt, visit.site, visit.address, visit.userAgent);
      await batcher.submit(counted.map((event) => toRow(event, visit, visitor)));
      return counted.length;
    },
  };
}

export type InsightIngest = ReturnType<typeof createInsightIngest>;
