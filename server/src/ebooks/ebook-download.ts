import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ebooks } from '../db/schema';
import type { Storage } from '../storage/s3';

/** Download links are short-lived: long enough to start the download, not to be shared. */
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

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

/** The newest uploaded (confirmed) ebook's download URL, or null when there is none. */
export async function newestEbookDownloadUrl(db: Db, storage: Storage): Promise<string | null> {
  const [newest] = await db
    .select({ objectKey: ebooks.objectKey, name: ebooks.name })
    .from(ebooks)
    .where(eq(ebooks.status, 'ready'))
    .orderBy(desc(ebooks.updatedAt))
    .limit(1);
  return newest ? presignedDownloadUrl(storage, newest.objectKey, newest.name) : null;
}
