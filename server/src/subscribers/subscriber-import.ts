import { randomBytes } from 'node:crypto';
import type { SubscriberImportResponse } from '@shared/subscribers';
import { recordActivity } from '../audit/audit.service';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { declareVipQueues, welcomeJobsFor } from '../vip/vip.service';
import { decodeCsv, parseImportCsv } from './subscriber-import-csv';

export interface ImportRequest {
  /** The file as received (text/csv). */
  csv: Uint8Array;
  /** The staff member says these people already confirmed their address: no confirmation e-mail. */
  confirmed: boolean;
  /** Origin for the confirmation e-mail's links (PUBLIC_ORIGIN or the request's). */
  origin: string;
}

/** The same length of token as a sign-up's (the e-mail links carry it). */
const TOKEN_BYTES = 24;

/**
 * One statement for the whole file's rows: new addresses are inserted (consent recorded now, in
 * the staff member's name) and any address already in the table is left exactly as it is (an
 * unsubscribed person is not signed up again). Answers the new rows' ids.
 */
const IMPORT_STATEMENT = `
  with input as (
    select * from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as i(email, language, source, token)
  )
  insert into vip_subscribers (email, language, source, accepts_emails, consent_at, token, status, confirmed_at)
  select email, language, source, true, now(), token, $5::text, case when $5::text = 'confirmed' then now() end
  from input order by lower(email)
  on conflict (lower(email)) do nothing
  returning id`;

/**
 * Imports a CSV file of people who gave their consent elsewhere (a fair's paper form, an older
 * list): all of it in one transaction with its activity-log entry, or nothing
 * (docs/product.md#subscribers). Answers how many were imported, how many were skipped (already
 * subscribed, or repeated in the file) and the bad lines, which are left out.
 */
export async function importSubscribers(deps: Pick<AppDeps, 'database' | 'jobs'>, actorId: number, request: ImportRequest): Promise<SubscriberImportResponse> {
  const { rows, repeated, invalid } = parseImportCsv(decodeCsv(request.csv));
  const welcome = Boolean(deps.jobs) && !request.confirmed;
  if (welcome && deps.jobs) await declareVipQueues(deps.jobs);
  const tokens = randomBytes(TOKEN_BYTES * rows.length);
  const imported = await withTransaction(deps.database.pool, async (tx, client) => {
    // The largest file's rows, or their jobs, take longer than the usual statement timeout on a slow disk.
    await client.query("set local statement_timeout = '5min'");
    const params = [
      rows.map((row) => row.email),
      rows.map((row) => row.language),
      rows.map((row) => row.source),
      rows.map((_, i) => tokens.subarray(i * TOKEN_BYTES, (i + 1) * TOKEN_BYTES).toString('base64url')),
      request.confirmed ? 'confirmed' : 'pending',
    ];
    const { rows: stored } = await client.query<{ id: number }>(IMPORT_STATEMENT, params);
    // Unless the people are confirmed, each new row gets the welcome job that sign-ups get, in
    // the same transaction: the jobs commit if and only if the rows do.
    if (welcome && deps.jobs && stored.length > 0) {
      const jobs = welcomeJobsFor(stored.map(({ id }) => id), request.origin);
      await deps.jobs.insert(jobs, { db: { executeSql: (text, values) => client.query(text, values) } });
    }
    const count = stored.length;
    await recordActivity(tx, {
      actorId,
      action: 'subscribers.import',
      target: count === 1 ? '1 suscriptor' : `${count.toLocaleString('es-ES')} suscriptores`,
      details: { imported: count, skipped: rows.length - count + repeated, invalid: invalid.length, confirmed: request.confirmed },
    });
    return count;
  });
  return { imported, skipped: rows.length - imported + repeated, invalid };
}
