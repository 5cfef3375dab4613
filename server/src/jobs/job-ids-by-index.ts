/**
 * pg-boss 10 matches a list of job ids with `id IN (SELECT UNNEST($2::uuid[]))` (complete,
 * fail, cancel, resume, delete, retry). On a queue whose table statistics are missing or stale
 * (every queue until autovacuum first analyses it, and any queue a rush has just filled),
 * PostgreSQL plans that as a walk of all the queue's rows with the ids as a join filter:
 * completing a batch of 500 welcome e-mails took 45–83 ms at 36,000 jobs, and grew with the
 * queue. `id = ANY($2::uuid[])` is the same condition, which the queue's primary key
 * (name, id) answers with one probe per id whatever the statistics say: 2.5 ms
 * (docs/decisions/0043-batched-welcome-mail.md). Any other statement passes unchanged.
 */
const IDS_BY_JOIN = 'id IN (SELECT UNNEST($2::uuid[]))';
const IDS_BY_INDEX = 'id = ANY($2::uuid[])';

export const jobIdsByIndex = (text: string) => (text.includes(IDS_BY_JOIN) ? text.replaceAll(IDS_BY_JOIN, IDS_BY_INDEX) : text);
