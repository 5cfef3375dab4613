import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import type { Storage } from '../storage/s3';
import { putVariant, readVariant, variantKey } from './media-storage';

/**
 * Newsletter pictures (docs/decisions/0077-campaign-blocks-mjml.md): the library keeps AVIF and
 * WebP, which Outlook for Windows does not show, so an e-mail gets a JPEG twice the e-mail's
 * column wide, made once from the largest WebP when a campaign first uses the photo and kept
 * beside the other sizes under the same immutable key scheme.
 */

/** The e-mail column is 600 px; twice that stays sharp on high-density screens. */
export const EMAIL_IMAGE_WIDTH = 1_200;

export interface EmailImage {
  /** The site-relative address, `/media/<id>/<width>.jpg`. */
  path: string;
  width: number;
  height: number;
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

async function exists(storage: Storage, key: string) {
  try {
    await storage.client.send(new HeadObjectCommand({ Bucket: storage.bucket, Key: key }), { abortSignal: AbortSignal.timeout(10_000) });
    return true;
  } catch (error) {
    if (statusOf(error) === 404 || (error as Error).name === 'NotFound') return false;
    throw error;
  }
}

/** The key of a photo's e-mail JPEG, for a photo `width` wide. */
export const emailImageKey = (id: string, width: number) => variantKey(id, Math.min(EMAIL_IMAGE_WIDTH, width), 'jpg');

/** The e-mail JPEG of each library photo of `ids` (videos and unknown ids left out), made when missing. */
export async function emailImages(deps: { db: Db; storage: Storage }, ids: string[]): Promise<Map<string, EmailImage>> {
  const found = new Map<string, EmailImage>();
  if (ids.length === 0) return found;
  const rows = await deps.db.select().from(media).where(inArray(media.id, [...new Set(ids)]));
  for (const row of rows) {
    if (row.kind !== 'image') continue;
    const width = Math.min(EMAIL_IMAGE_WIDTH, row.width);
    const key = emailImageKey(row.id, row.width);
    if (!(await exists(deps.storage, key))) {
      const source = row.variants.filter((variant) => variant.format === 'webp').sort((a, b) => b.width - a.width)[0];
      const object = source && (await readVariant(deps.storage, source.key));
      if (!object) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      const jpeg = await sharp(Buffer.concat(chunks)).resize({ width, withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
      await putVariant(deps.storage, key, 'image/jpeg', jpeg);
    }
    found.set(row.id, { path: `/${key}`, width, height: Math.round((row.height * width) / row.width) });
  }
  return found;
}
