import { JOBS_SCHEMA } from './jobs';

/**
 * SQL that enqueues one job of `queue` per row of `rowsSql` (a select answering a jsonb
 * `data` column), for use as a data-modifying CTE inside a larger statement: the jobs then
 * commit with the rows that statement writes, or not at all
 * (docs/decisions/0040-vip-sign-up-group-commit.md). The columns are filled from the queue's
 * settings as pg-boss's own `insert` fills them (vip.jobs.test.ts compares the two). A queue
 * that was never declared makes the whole statement fail (no partition takes a job without
 * a name) instead of dropping the jobs. `queue` must be a plain name; it is written into the SQL.
 */
export function insertJobsSql(queue: string, rowsSql: string) {
  if (!/^[\w-]+$/.test(queue)) throw new Error(`queue name "${queue}" is not a plain name`);
  return `
    insert into ${JOBS_SCHEMA}.job (name, data, retry_limit, retry_delay, retry_backoff, expire_in, keep_until, dead_letter, policy)
    select q.name, r.data,
      coalesce(q.retry_limit, 2),
      case when coalesce(q.retry_backoff, false) then greatest(coalesce(q.retry_delay, 0), 1) else coalesce(q.retry_delay, 0) end,
      coalesce(q.retry_backoff, false),
      coalesce(q.expire_seconds * interval '1 second', interval '15 minutes'),
      now() + coalesce(q.retention_minutes * interval '1 minute', interval '14 days'),
      q.dead_letter,
      q.policy
    from (${rowsSql}) r left join ${JOBS_SCHEMA}.queue q on q.name = '${queue}'`;
}
