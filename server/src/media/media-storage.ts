import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { ApiError } from '../lib/errors';
import type { Storage } from '../storage/s3';

/** Every stored variant is written once under its own key and never changed. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const storageUnavailable = () =>
  new ApiError(503, 'No se pudo guardar en el almacenamiento de archivos (S3). Inténtalo de nuevo en un momento; no se guardó nada.');

/** `media/<id>/<width>.<format>`: a new upload gets a new id, so a key's bytes never change. */
export const variantKey = (id: string, width: number, format: string) => `media/${id}/${width}.${format}`;

export async function putVariant(storage: Storage, key: string, contentType: string, body: Buffer | { path: string; size: number }) {
  try {
    await storage.client.send(
      new PutObjectCommand({
        Bucket: storage.bucket,
        Key: key,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE,
        ...(Buffer.isBuffer(body) ? { Body: body } : { Body: createReadStream(body.path), ContentLength: body.size }),
      }),
      { abortSignal: AbortSignal.timeout(60_000) },
    );
  } catch {
    // Whatever the store said (down, slow, refused), the upload is given up whole.
    throw storageUnavailable();
  }
}

/** Deletes the keys; a missing one counts as deleted, as in S3. */
export async function deleteVariants(storage: Storage, keys: string[]) {
  if (keys.length === 0) return;
  await storage.client.send(
    new DeleteObjectsCommand({ Bucket: storage.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
    { abortSignal: AbortSignal.timeout(10_000) },
  );
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength?: number;
  contentRange?: string;
  etag?: string;
  status: 200 | 206;
}

/** The object (or the asked byte range of it), or null when it does not exist. */
export async function readVariant(storage: Storage, key: string, range?: string): Promise<StoredObject | null> {
  try {
    const object = await storage.client.send(new GetObjectCommand({ Bucket: storage.bucket, Key: key, Range: range }), { abortSignal: AbortSignal.timeout(10_000) });
    return {
      body: object.Body as Readable,
      contentType: object.ContentType ?? 'application/octet-stream',
      contentLength: object.ContentLength,
      contentRange: object.ContentRange,
      etag: object.ETag,
      status: object.ContentRange ? 206 : 200,
    };
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || (error as Error).name === 'NoSuchKey') return null;
    if (status === 416) throw new ApiError(416, 'Range Not Satisfiable');
    throw error;
  }
}
