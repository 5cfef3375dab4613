import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Language } from '@shared/languages';
import type { VideoRequestList } from '@shared/video-requests';
import { videoRequests } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';

export const VIDEO_FORWARD_QUEUE = 'video-request-forward';
const VIDEO_WEBHOOK_TIMEOUT_MS = 20_000;

interface NewVideoRequest {
  topic: string;
  email: string;
  language: Language;
}

const describeFailure = (error: unknown) =>
  (error as Error).name === 'TimeoutError' ? `Sin respuesta en ${VIDEO_WEBHOOK_TIMEOUT_MS / 1000} s` : (error as Error).message;

/** The /agexport form's video requests (docs/product.md#video-requests), forwarded to VIDEO_WEBHOOK_URL. */
export function createVideoRequestsService(deps: Pick<AppDeps, 'config' | 'database' | 'jobs'>) {
  const { db, pool } = deps.database;
  const webhookUrl = deps.config.VIDEO_WEBHOOK_URL;

  return {
    /**
     * Stores the request and, when a webhook is configured, enqueues its forwarding in the
     * same transaction: either both happen or neither, so an accepted request is never lost
     * and never left without its job.
     */
    async create(input: NewVideoRequest) {
      const { jobs } = deps;
      const forward = Boolean(webhookUrl && jobs);
      return withTransaction(pool, async (tx, client) => {
        const [row] = await tx
          .insert(videoRequests)
          .values({ ...input, status: forward ? 'queued' : 'stored' })
          .returning({ id: videoRequests.id });
        if (forward) {
          await jobs!.send(VIDEO_FORWARD_QUEUE, { id: row.id }, { db: { executeSql: (text, values) => client.query(text, values) } });
        }
        return { id: row.id };
      });
    },

    /**
     * Sends one stored request to the webhook as multipart field-0 (topic) and field-1 (email).
     * A request already forwarded is never sent again; a failure is recorded and thrown so the
     * job is retried, and marked failed once `retryLimit` retries are spent.
     */
    async forward(id: string, retryLimit: number) {
      if (!webhookUrl) {
        await db.update(videoRequests).set({ status: 'stored' }).where(and(eq(videoRequests.id, id), ne(videoRequests.status, 'forwarded')));
        return;
      }
      const [row] = await db
        .update(videoRequests)
        .set({ attempts: sql`${videoRequests.attempts} + 1` })
        .where(and(eq(videoRequests.id, id), ne(videoRequests.status, 'forwarded')))
        .returning();
      if (!row) return;

      const form = new FormData();
      form.append('field-0', row.topic);
      form.append('field-1', row.email);
      let failure: string | undefined;
      try {
        const response = await fetch(webhookUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(VIDEO_WEBHOOK_TIMEOUT_MS) });
        await response.body?.cancel();
        if (!response.ok) failure = `El webhook respondió ${response.status}`;
      } catch (error) {
        failure = describeFailure(error);
      }

      if (failure) {
        // attempts counts the first try too: retryLimit retries mean retryLimit + 1 attempts.
        const gaveUp = row.attempts > retryLimit;
        await db.update(videoRequests).set({ status: gaveUp ? 'failed' : 'queued', lastError: failure.slice(0, 500) }).where(eq(videoRequests.id, id));
        throw new Error(`video request ${id}: ${failure}`);
      }
      await db.update(videoRequests).set({ status: 'forwarded', forwardedAt: new Date() }).where(eq(videoRequests.id, id));
    },

    /** The staff list, newest first. */
    async list(query: { page: number; pageSize: number }): Promise<VideoRequestList> {
      const [{ total }] = await db.select({ total: count() }).from(videoRequests);
      const rows = await db
        .select()
        .from(videoRequests)
        .orderBy(desc(videoRequests.createdAt), desc(videoRequests.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return {
        total,
        page: query.page,
        pageSize: query.pageSize,
        requests: rows.map((row) => ({
          id: row.id,
          topic: row.topic,
          email: row.email,
          language: row.language,
          status: row.status,
          attempts: row.attempts,
          lastError: row.lastError,
          forwardedAt: row.forwardedAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
