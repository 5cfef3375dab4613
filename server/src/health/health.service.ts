import type { HealthResponse } from '@shared/health';
import type { AppDeps } from '../deps';
import { storageIsReachable } from '../storage/s3';

/** Checks the database and the bucket for real, each on its own. */
export function createHealthService(deps: Pick<AppDeps, 'database' | 'storage'>) {
  const databaseIsReachable = () =>
    deps.database.pool.query('select 1').then(
      () => true,
      () => false,
    );

  return {
    async check(): Promise<HealthResponse> {
      const [db, storage] = await Promise.all([databaseIsReachable(), storageIsReachable(deps.storage)]);
      return { status: db && storage ? 'ok' : 'degraded', db: db ? 'up' : 'down', storage: storage ? 'up' : 'down' };
    },
  };
}
