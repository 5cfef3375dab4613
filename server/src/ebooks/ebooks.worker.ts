import type { WorkerDeps } from '../deps';
import { createEbooksService } from './ebooks.service';

export const EBOOK_CLEANUP_QUEUE = 'ebooks-remove-abandoned-uploads';

/**
 * Every 30 minutes one instance removes uploads that were started and never confirmed
 * (pg-boss runs each scheduled job once, whichever instance picks it up).
 */
export async function registerEbookWorkers(deps: WorkerDeps) {
  const { jobs, logger } = deps;
  const ebooks = createEbooksService(deps);
  await jobs.queue(EBOOK_CLEANUP_QUEUE, { retryLimit: 2 });
  await jobs.work(EBOOK_CLEANUP_QUEUE, async () => {
    const removed = await ebooks.removeAbandonedUploads();
    if (removed) logger.info({ removed }, 'abandoned ebook uploads removed');
  });
  await jobs.boss.schedule(EBOOK_CLEANUP_QUEUE, '*/30 * * * *');
}
