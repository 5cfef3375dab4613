import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt } from 'drizzle-orm';
import type {
  EbookConfirmRequest,
  EbookFile,
  EbookListResponse,
  EbookUploadUrlRequest,
  EbookUploadUrlResponse,
} from '@shared/ebooks';
import { recordActivity } from '../audit/audit.service';
import { ebooks } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { storageIsReachable, type Storage } from '../storage/s3';
import {
  checkBucketReachable,
  copyObject,
  deleteObject,
  objectHead,
  PDF_CONTENT_TYPE,
  objectsOlderThan,
  presignedDownloadUrl,
  presignedUploadUrl,
  readFirstBytes,
  UPLOAD_URL_TTL_SECONDS,
} from './ebook-storage';

type EbookRow = typeof ebooks.$inferSelect;

const PDF_SIGNATURE = Buffer.from('%PDF-');

/** A pending upload older than this was abandoned: its upload URL expired long before. */
export const ABANDONED_UPLOAD_AGE_MS = 8 * UPLOAD_URL_TTL_SECONDS * 1000;

const UPLOAD_GONE = 'La subida no existe o ha caducado; vuelve a subir el archivo';

// The browser PUTs to `uploads/<id>.pdf`; a confirmed ebook is copied to `ebooks/<id>.pdf`, a
// key no upload URL names, so a later PUT to the old URL changes nothing subscribers download
// (docs/decisions/0038-ebooks-immutable-after-confirm.md).
const UPLOADS_PREFIX = 'uploads/';
const uploadKey = (id: string) => `${UPLOADS_PREFIX}${id}.pdf`;
const ebookKey = (id: string) => `ebooks/${id}.pdf`;

const formatMegabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

async function toFile(storage: Storage, row: EbookRow): Promise<EbookFile> {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    updated: row.updatedAt.toISOString(),
    downloadUrl: await presignedDownloadUrl(storage, row.objectKey, row.name),
  };
}

export type CurrentEbookDownload = { status: 'ready'; url: string } | { status: 'none' } | { status: 'storage-away' };

/**
 * The current ebook (the newest uploaded one) for a VIP subscriber: a short-lived download
 * link, `none` while nothing is uploaded, or `storage-away` when the storage does not answer
 * (links are signed offline: without the check a visitor would get one that fails). Only the
 * VIP club hands it to visitors, and only to confirmed subscribers (docs/product.md#vip-club).
 */
export async function currentEbookDownload({ database, storage }: Pick<AppDeps, 'database' | 'storage'>): Promise<CurrentEbookDownload> {
  const [newest] = await database.db
    .select({ objectKey: ebooks.objectKey, name: ebooks.name })
    .from(ebooks)
    .where(eq(ebooks.status, 'ready'))
    .orderBy(desc(ebooks.updatedAt))
    .limit(1);
  if (!newest) return { status: 'none' };
  if (!(await storageIsReachable(storage))) return { status: 'storage-away' };
  return { status: 'ready', url: await presignedDownloadUrl(storage, newest.objectKey, newest.name) };
}

const downloadOrigins = new WeakMap<Storage, string>();

/**
 * The origin download links point to (the storage's; on AWS the bucket is in the host name):
 * the VIP confirm page's form may end there (its CSP form-action). Read from a link signed for
 * any key (offline), once per storage; null when no link can be signed.
 */
export async function ebookDownloadOrigin(storage: Storage): Promise<string | null> {
  const known = downloadOrigins.get(storage);
  if (known) return known;
  try {
    const origin = new URL(await presignedDownloadUrl(storage, 'ebooks/origin.pdf', 'origin.pdf')).origin;
    downloadOrigins.set(storage, origin);
    return origin;
  } catch {
    // No credentials to sign with yet: no download could start either.
    return null;
  }
}

/** The ebook manager of /admin (docs/product.md#ebooks). */
/** Whether an uploaded ebook exists: the welcome e-mail promises one (the launch checklist asks). */
export async function hasReadyEbook(db: AppDeps['database']['db']) {
  const [row] = await db.select({ id: ebooks.id }).from(ebooks).where(eq(ebooks.status, 'ready')).limit(1);
  return Boolean(row);
}

export function createEbooksService(deps: Pick<AppDeps, 'config' | 'database' | 'storage'>) {
  const { storage } = deps;
  const { db, pool } = deps.database;
  const maxBytes = deps.config.EBOOK_MAX_BYTES;

  /**
   * Removes a pending upload, object and row: the row's deletion commits only once S3 has
   * deleted the object, so a storage outage leaves the row for the next cleanup.
   */
  const discard = (id: string) =>
    withTransaction(pool, async (tx) => {
      const [row] = await tx
        .delete(ebooks)
        .where(and(eq(ebooks.id, id), eq(ebooks.status, 'pending')))
        .returning({ objectKey: ebooks.objectKey });
      if (row) await deleteObject(storage, row.objectKey);
      return Boolean(row);
    });

  return {
    /** Uploaded (confirmed) ebooks, newest first; pending uploads never show. */
    async list(): Promise<EbookListResponse> {
      // Links are signed offline: without this check an S3 outage would list links that fail.
      await checkBucketReachable(storage);
      const rows = await db.select().from(ebooks).where(eq(ebooks.status, 'ready')).orderBy(desc(ebooks.updatedAt), desc(ebooks.id));
      return { totalCount: rows.length, files: await Promise.all(rows.map((row) => toFile(storage, row))) };
    },

    /**
     * Reserves an object key and answers a presigned PUT for it. The row stays 'pending' until
     * the upload is confirmed; the storage is checked first so an outage answers 503 with no row.
     */
    async createUpload(input: EbookUploadUrlRequest): Promise<EbookUploadUrlResponse> {
      if (input.fileSize > maxBytes) {
        throw new ApiError(413, `El archivo supera el tamaño máximo permitido (${formatMegabytes(maxBytes)})`);
      }
      await checkBucketReachable(storage);
      const id = randomUUID();
      const objectKey = uploadKey(id);
      const uploadURL = await presignedUploadUrl(storage, objectKey, input.fileSize);
      await db.insert(ebooks).values({ id, name: input.fileName, objectKey, size: input.fileSize, status: 'pending' });
      return { uploadURL, fileId: id };
    },

    /**
     * Checks what the browser uploaded: the object exists, has the announced size and starts
     * with %PDF-. The check runs on a copy under the ebook's final key, so what was checked is
     * what subscribers get whatever is PUT to the upload URL later. Anything else is deleted
     * and answered with 400; a good file becomes 'ready' (recorded in the activity log as
     * uploaded by `actorId`) and its upload object goes.
     */
    async confirmUpload(actorId: number, input: EbookConfirmRequest): Promise<EbookFile> {
      const [row] = await db.select().from(ebooks).where(eq(ebooks.id, input.fileId));
      if (!row) throw notFound(UPLOAD_GONE);
      // A repeated confirmation (e.g. a retried request) answers the same file.
      if (row.status === 'ready') return toFile(storage, row);
      if (row.name !== input.fileName || row.size !== input.fileSize) {
        throw badRequest('El nombre o el tamaño no coinciden con la subida iniciada');
      }
      // An upload started before uploads had keys of their own: it is started again.
      if (!row.objectKey.startsWith(UPLOADS_PREFIX)) {
        await discard(row.id);
        throw notFound(UPLOAD_GONE);
      }

      if ((await objectHead(storage, row.objectKey)) === null) {
        await discard(row.id);
        throw badRequest('El archivo no llegó al almacenamiento; vuelve a subirlo');
      }
      const finalKey = ebookKey(row.id);
      await copyObject(storage, row.objectKey, finalKey);
      const refuse = async (message: string) => {
        await deleteObject(storage, finalKey);
        await discard(row.id);
        return badRequest(message);
      };
      const stored = await objectHead(storage, finalKey);
      if (stored?.size !== row.size) {
        throw await refuse(`El tamaño del archivo recibido (${stored?.size ?? 0} bytes) no coincide con el anunciado (${row.size} bytes)`);
      }
      // The type the object will be served with: a text/html one would be a page on the bucket's origin.
      if (stored.contentType !== PDF_CONTENT_TYPE) throw await refuse('El archivo no es un PDF válido');
      const head = await readFirstBytes(storage, finalKey, PDF_SIGNATURE.length);
      if (!head.equals(PDF_SIGNATURE)) throw await refuse('El archivo no es un PDF válido');

      const ready = await withTransaction(pool, async (tx) => {
        const [updated] = await tx
          .update(ebooks)
          .set({ status: 'ready', objectKey: finalKey, updatedAt: new Date() })
          .where(and(eq(ebooks.id, row.id), eq(ebooks.status, 'pending')))
          .returning();
        if (!updated) throw notFound(UPLOAD_GONE);
        await recordActivity(tx, { actorId, action: 'ebooks.upload', target: updated.name, details: { size: updated.size } });
        return updated;
      });
      await deleteObject(storage, row.objectKey);
      return toFile(storage, ready);
    },

    /**
     * Deletes the row and the object together: the row is removed (and the deletion recorded
     * in the activity log) in a transaction that commits only once S3 has deleted the object,
     * so an outage leaves both in place.
     */
    async remove(actorId: number, id: string) {
      await withTransaction(pool, async (tx) => {
        const [row] = await tx.delete(ebooks).where(eq(ebooks.id, id)).returning({ objectKey: ebooks.objectKey, name: ebooks.name });
        if (!row) throw notFound('El ebook no existe');
        await recordActivity(tx, { actorId, action: 'ebooks.delete', target: row.name });
        await deleteObject(storage, row.objectKey);
      });
    },

    /**
     * Removes uploads that were started but never confirmed (the tab closed, the PUT failed):
     * their objects, if any arrived, and their rows; and upload objects no pending upload
     * owns (a PUT to an upload URL after its confirmation). Returns how many uploads were removed.
     */
    async removeAbandonedUploads(now = Date.now()) {
      const cutoff = new Date(now - ABANDONED_UPLOAD_AGE_MS);
      const rows = await db
        .select({ id: ebooks.id })
        .from(ebooks)
        .where(and(eq(ebooks.status, 'pending'), lt(ebooks.createdAt, cutoff)));
      let removed = 0;
      for (const row of rows) if (await discard(row.id)) removed++;
      const pending = new Set(
        (await db.select({ objectKey: ebooks.objectKey }).from(ebooks).where(eq(ebooks.status, 'pending'))).map((row) => row.objectKey),
      );
      for (const key of await objectsOlderThan(storage, UPLOADS_PREFIX, cutoff)) {
        if (!pending.has(key)) await deleteObject(storage, key);
      }
      return removed;
    },
  };
}
