import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { createLogger } from '../lib/logger';
import { insertJobsSql } from './job-insert-sql';
import { jobIdsByIndex } from './job-ids-by-index';
import { JOBS_SCHEMA, startJobs, type Jobs } from './jobs';

/** pg-boss's own SQL builders (plans.js has no type declarations). */
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<string, (schema: string) => string>;
const ID_LIST_STATEMENTS = ['completeJobs', 'failJobsById', 'cancelJobs', 'resumeJobs', 'deleteJobs', 'retryJobs'];

describe('pg-boss statements on lists of job ids (job-ids-by-index.ts)', () => {
  let ctx: TestContext;
  let jobs: Jobs;

  beforeAll(async () => {
    ctx = await createTestContext();
    jobs = await startJobs({ pool: ctx.database.pool, logger: createLogger('silent'), pollingIntervalSeconds: 300 });
  });
  afterAll(async () => {
    await jobs.stop();
    await ctx.close();
  });

  it('When pg-boss builds a statement on a list of ids, then it is rewritten to probe by id, and other statements pass unchanged', () => {
    const rewritten = ID_LIST_STATEMENTS.map((statement) => {
      const text = jobIdsByIndex(plans[statement](JOBS_SCHEMA));
      return { statement, probes: text.includes('id = ANY($2::uuid[])'), unnests: /unnest/i.test(text) };
    });
    expect(rewritten).toEqual(ID_LIST_STATEMENTS.map((statement) => ({ statement, probes: true, unnests: false })));
    const fetch = plans.insertJobs(JOBS_SCHEMA);
    expect(jobIdsByIndex(fetch)).toBe(fetch);
  });

  it('When a queue never analysed holds thousands of jobs, then completing a few of them reads only their rows', async () => {
    const queue = 'test-ids-by-index';
    await jobs.queue(queue);
    await ctx.database.pool.query(insertJobsSql(queue, "select jsonb_build_object('n', g) as data from generate_series(1, 5000) as g"));
    const fetched = await jobs.boss.fetch(queue, { batchSize: 10 });
    const ids = (fetched ?? []).map((job) => job.id);
    expect(ids).toHaveLength(10);

    const { rows } = await ctx.database.pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      `explain (analyze, format json) ${jobIdsByIndex(plans.completeJobs(JOBS_SCHEMA))}`,
      [queue, ids, null],
    );
    const read = rowsReadFromJobs(rows[0]['QUERY PLAN'][0].Plan);
    expect(read.length).toBeGreaterThan(0);
    // Each id's few row versions, not the queue's 5,000 jobs.
    expect(Math.max(...read)).toBeLessThanOrEqual(ids.length * 3);
    expect((await ctx.database.pool.query(`select count(*)::int as n from ${JOBS_SCHEMA}.job where name = $1 and state = 'completed'`, [queue])).rows[0].n).toBe(10);
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** Rows each scan of the job table (or its queue's partition) produced. */
function rowsReadFromJobs(node: PlanNode): number[] {
  const own = node['Node Type'].includes('Scan') && (node['Relation Name'] !== undefined || node['Index Name'] !== undefined) ? [node['Actual Rows'] * node['Actual Loops']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(rowsReadFromJobs)];
}
