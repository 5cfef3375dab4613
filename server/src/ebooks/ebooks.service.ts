import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { EbookConfirmRequest, EbookFile, EbookListResponse, EbookUploadUrlRequest, EbookUploadUrlResponse } from '@shared/ebooks';
import type { Db } from '../db/client';
import { ebooks } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import type { Storage } from '../storage/s3';
import { presignedDownloadUrl } from './ebook-download';
import { checkBucketReachable, deleteObject, objectSize, presignedUploadUrl, readFirstBytes, UPLOAD_URL_TTL_SECONDS } from './ebook-storage';

export interface EbookDeps {
  db: Db;
  storage: Storage;
  maxBytes: number;
}

type EbookRow = typeof ebooks.$inferSelect;

const PDF_SIGNATURE = Buffer.from('%PDF-');

/** A pending upload older than this was abandoned: its upload URL expired long before. */
export const ABANDONED_UPLOAD_AGE_MS = 8 * UPLOAD_URL_TTL_SECONDS * 1000;

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

/** Uploaded (confirmed) ebooks, newest first; pending uploads never show. */
export async function listEbooks({ db, storage }: EbookDeps): Promise<EbookListResponse> {
  const rows = await db.select().from(ebooks).where(eq(ebooks.status, 'ready')).orderBy(desc(ebooks.updatedAt), desc(ebooks.id));
  return { totalCount: rows.length, files: await Promise.all(rows.map((row) => toFile(storage, row))) };
}

/**
 * Reserves an object key and answers a presigned PUT for it. The row stays 'pending' until the
 * upload is confirmed; the storage is checked first so an outage answers 503 with no row.
 */
export async function createUpload({ db, storage, maxBytes }: EbookDeps, input: EbookUploadUrlRequest): Promise<EbookUploadUrlResponse> {
  if (input.fileSize > maxBytes) {
    throw new HttpError(413, `El archivo supera el tamaño máximo permitido (${formatMegabytes(maxBytes)})`);
  }
  await checkBucketReachable(storage);
  const id = randomUUID();
  const objectKey = `ebooks/${id}.pdf`;
  const uploadURL = await presignedUploadUrl(storage, objectKey, input.fileSize);
  await db.insert(ebooks).values({ id, name: input.fileName, objectKey, size: input.fileSize, status: 'pending' });
  return { uploadURL, fileId: id };
}

/**
 * Removes a pending upload, object and row: the row's deletion commits only once S3 has
 * deleted the object, so a storage outage leaves the row for the next cleanup.
 */
function discard({ db, storage }: EbookDeps, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(ebooks)
      .where(and(eq(ebooks.id, id), eq(ebooks.status, 'pending')))
      .returning({ objectKey: ebooks.objectKey });
    if (row) await deleteObject(storage, row.objectKey);
    return Boolean(row);
  });
}

/**
 * Checks what the browser uploaded: the object exists, has the announced size and starts
 * with %PDF-. Anything else is deleted and answered with 400; a good file becomes 'ready'.
 */
export async function confirmUpload(deps: EbookDeps, input: EbookConfirmRequest): Promise<EbookFile> {
  const { db, storage } = deps;
  const [row] = await db.select().from(ebooks).where(eq(ebooks.id, input.fileId));
  if (!row) throw notFound('La subida no existe o ha caducado; vuelve a subir el archivo');
  // A repeated confirmation (e.g. a retried request) answers the same file.
  if (row.status === 'ready') return toFile(storage, row);
  if (row.name !== input.fileName || row.size !== input.fileSize) {
    throw badRequest('El nombre o el tamaño no coinciden con la subida iniciada');
  }

  const size = await objectSize(storage, row.objectKey);
  if (size === null) {
    await discard(deps, row.id);
    throw badRequest('El archivo no llegó al almacenamiento; vuelve a subirlo');
  }
  if (size !== row.size) {
    await discard(deps, row.id);
    throw badRequest(`El tamaño del archivo recibido (${size} bytes) no coincide con el anunciado (${row.size} bytes)`);
  }
  const head = await readFirstBytes(storage, row.objectKey, PDF_SIGNATURE.length);
  if (!head.equals(PDF_SIGNATURE)) {
    await discard(deps, row.id);
    throw badRequest('El archivo no es un PDF válido');
  }

  const [ready] = await db
    .update(ebooks)
    .set({ status: 'ready', updatedAt: new Date() })
    .where(and(eq(ebooks.id, row.id), eq(ebooks.status, 'pending')))
    .returning();
  if (!ready) throw notFound('La subida no existe o ha caducado; vuelve a subir el archivo');
  return toFile(storage, ready);
}

/**
 * Deletes the row and the object together: the row is removed in a transaction that commits
 * only once S3 has deleted the object, so an outage leaves both in place.
 */
export async function deleteEbook({ db, storage }: EbookDeps, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(ebooks).where(eq(ebooks.id, id)).returning({ objectKey: ebooks.objectKey });
    if (!row) throw notFound('El ebook no existe');
    await deleteObject(storage, row.objectKey);
  });
}

/**
 * Removes uploads that were started but never confirmed (the tab closed, the PUT failed):
 * their objects, if any arrived, and their rows. Returns how many were removed.
 */
export async function removeAbandonedUploads(deps: EbookDeps) {
  const cutoff = new Date(Date.now() - ABANDONED_UPLOAD_AGE_MS);
  const rows = await deps.db
    .select({ id: ebooks.id })
    .from(ebooks)
    .where(and(eq(ebooks.status, 'pending'), lt(ebooks.createdAt, cutoff)));
  let removed = 0;
  for (const row of rows) if (await discard(deps, row.id)) removed++;
  return removed;
}
