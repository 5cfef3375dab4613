import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ApiError, isUnavailableError } from '../lib/errors';
import type { Storage } from '../storage/s3';

/** A presigned PUT must be started within this time; the upload itself may take longer. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/** Download links are short-lived: long enough to start the download, not to be shared. */
const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

// The S3 client has no timeout of its own; a storage that hangs must not hold a request forever.
const STORAGE_TIMEOUT_MS = 10_000;

const storageUnavailable = () =>
  new ApiError(503, 'No se pudo conectar con el almacenamiento de archivos (S3). Inténtalo de nuevo en un momento.');

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** Runs one S3 call; an unreachable, hanging or failing storage becomes a clear 503. */
async function call<T>(run: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
  try {
    return await run(AbortSignal.timeout(STORAGE_TIMEOUT_MS));
  } catch (error) {
    const name = (error as Error).name;
    if (isUnavailableError(error) || name === 'AbortError' || (statusOf(error) ?? 0) >= 500) throw storageUnavailable();
    throw error;
  }
}

export function checkBucketReachable(storage: Storage) {
  return call((abortSignal) => storage.client.send(new HeadBucketCommand({ Bucket: storage.bucket }), { abortSignal }));
}

export const PDF_CONTENT_TYPE = 'application/pdf';

/**
 * A presigned PUT for the browser. Content-Type and Content-Length are signed, so the store
 * refuses a body of another type or size (s3rver checks the type but not the size; confirm
 * checks both, for every store).
 */
export function presignedUploadUrl(storage: Storage, objectKey: string, size: number) {
  return getSignedUrl(
    storage.client,
    new PutObjectCommand({ Bucket: storage.bucket, Key: objectKey, ContentLength: size, ContentType: PDF_CONTENT_TYPE }),
    { expiresIn: UPLOAD_URL_TTL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
  );
}

/** A presigned GET for an object, saved under the ebook's own name. */
export function presignedDownloadUrl(storage: Storage, objectKey: string, fileName: string) {
  const asciiName = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return getSignedUrl(
    storage.client,
    new GetObjectCommand({
      Bucket: storage.bucket,
      Key: objectKey,
      ResponseContentType: 'application/pdf',
      ResponseContentDisposition: `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    }),
    { expiresIn: DOWNLOAD_URL_TTL_SECONDS },
  );
}

/** The object's size in bytes and stored type, or null when it does not exist. */
export async function objectHead(storage: Storage, objectKey: string): Promise<{ size: number; contentType: string | undefined } | null> {
  try {
    const head = await call((abortSignal) => storage.client.send(new HeadObjectCommand({ Bucket: storage.bucket, Key: objectKey }), { abortSignal }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType };
  } catch (error) {
    if (statusOf(error) === 404 || (error as Error).name === 'NotFound') return null;
    throw error;
  }
}

/** The first `count` bytes of the object. */
export function readFirstBytes(storage: Storage, objectKey: string, count: number) {
  return call(async (abortSignal) => {
    const object = await storage.client.send(
      new GetObjectCommand({ Bucket: storage.bucket, Key: objectKey, Range: `bytes=0-${count - 1}` }),
      { abortSignal },
    );
    const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    return Buffer.from(bytes.subarray(0, count));
  });
}

/** Deletes the object; deleting a missing one succeeds, as in S3. */
export async function deleteObject(storage: Storage, objectKey: string) {
  await call((abortSignal) => storage.client.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key: objectKey }), { abortSignal }));
}

/**
 * Copies an object within the bucket. Confirmed ebooks live under a key no upload URL was
 * ever signed for (docs/decisions/0038-ebooks-immutable-after-confirm.md).
 */
export async function copyObject(storage: Storage, fromKey: string, toKey: string) {
  await call((abortSignal) =>
    storage.client.send(
      new CopyObjectCommand({ Bucket: storage.bucket, Key: toKey, CopySource: `${storage.bucket}/${encodeURIComponent(fromKey).replace(/%2F/g, '/')}` }),
      { abortSignal },
    ),
  );
}

/** Keys under `prefix` last written before `before` (at most 1,000 per call, oldest first not guaranteed). */
export async function objectsOlderThan(storage: Storage, prefix: string, before: Date): Promise<string[]> {
  const listed = await call((abortSignal) => storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: prefix }), { abortSignal }));
  return (listed.Contents ?? []).filter((object) => object.Key && object.LastModified && object.LastModified < before).map((object) => object.Key!);
}
