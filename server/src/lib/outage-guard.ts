import { isUnavailableError } from './errors';
import type { Logger } from './logger';

/**
 * What to do with a promise rejection nobody handled. Libraries start some database calls
 * without awaiting them (pg-boss settles a finished job that way; jobs.ts retries its calls
 * through a minute of outage). When PostgreSQL stays away longer, such a call rejects with
 * nobody listening, and Node would stop the whole server over it. A database or storage
 * that is away is not a bug: it is logged, requests answer 503 meanwhile, and the server
 * recovers when it is back. Anything else is rethrown and stops the process, as Node would.
 */
export function unhandledRejectionListener(logger: Pick<Logger, 'warn'>, isStopping: () => boolean = () => false) {
  return (reason: unknown) => {
    if (isStopping()) {
      // Stopping closes the pool under a job still being settled ("Cannot use a pool after
      // calling end on the pool"); the job runs again when its lease ends. Not a crash.
      logger.warn({ err: reason }, 'background call cut short by the shutdown');
      return;
    }
    if (!isUnavailableError(reason)) throw reason;
    logger.warn({ err: reason }, 'background call failed while the database or storage was unavailable');
  };
}
