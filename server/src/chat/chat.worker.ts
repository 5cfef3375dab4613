import type { WorkerDeps } from '../deps';
import { createChatService } from './chat.service';

export const CHAT_RETENTION_QUEUE = 'chat-remove-expired';

/**
 * Once a day (03:23 UTC, a quiet hour) one instance deletes the chat messages older than
 * CHAT_RETENTION_DAYS (docs/product.md#chat): visitors' words are not kept forever.
 */
export async function registerChatWorkers(deps: WorkerDeps) {
  const { jobs, logger } = deps;
  const chat = createChatService(deps);
  await jobs.queue(CHAT_RETENTION_QUEUE, { retryLimit: 3 });
  await jobs.work(CHAT_RETENTION_QUEUE, async () => {
    const removed = await chat.removeExpired();
    if (removed) logger.info({ removed }, 'expired chat messages removed');
  });
  await jobs.boss.schedule(CHAT_RETENTION_QUEUE, '23 3 * * *');
}
