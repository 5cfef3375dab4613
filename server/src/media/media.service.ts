import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import { and, arrayContains, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  mediaSlotLabels,
  mediaSlots as slotNames,
  type MediaItem,
  type MediaListResponse,
  type MediaSlot,
  type MediaSlotsResponse,
  type MediaUploadFields,
  type PublicMedia,
} from '@shared/media';
import { recordActivity } from '../audit/audit.service';
import type { Db } from '../db/client';
import { media, mediaSlots } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { createCache, VISITOR_READ_MAX_AGE_MS } from '../lib/cache';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { checkVideo, HEIC_MESSAGE, processImage, sniff, type ProcessedVariant } from './media-processing';
import { emailImageKey, emailImages } from './media-email';
import { deleteVariants, putVariant, readVariant, variantKey } from './media-storage';

type MediaRow = typeof media.$inferSelect;

/** Where the site serves a stored variant (server/src/media/media-files.routes.ts). */
export const MEDIA_PATH_PREFIX = '/media/';
const urlOf = (key: string) => `/${key}`;

export const toMediaItem = (row: MediaRow): MediaItem => ({
  id: row.id,
  kind: row.kind,
  width: row.width,
  height: row.height,
  alt: { es: row.altEs, en: row.altEn },
  placeholder: row.placeholder,
  variants: row.variants.map(({ format, width, key }) => ({ format, width, url: urlOf(key) })),
});

export const MEDIA_MISSING = 'Esa foto o ese video ya no existe: recarga la página y elige otro.';

/** The file multer wrote to disk for this request. */
export interface UploadedFile {
  path: string;
  size: number;
}

/**
 * One photo at a time is made into its sizes on this instance: each holds a decoded photo in
 * memory and keeps libvips' threads busy, so a second upload waits its turn.
 */
function createProcessingQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** Slot → items, for every slot (missing rows: nothing placed). */
async function placements(db: Db) {
  const rows = await db.select({ slot: mediaSlots.slot, items: mediaSlots.items }).from(mediaSlots);
  return new Map(rows.map((row) => [row.slot, row.items]));
}

/** The slots among `slots` with no photo placed (the launch checklist asks one per box). */
export async function slotsWithoutPhotos(db: Db, slots: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ slot: mediaSlots.slot })
    .from(mediaSlots)
    .innerJoin(media, sql`${media.id} = any(${mediaSlots.items})`)
    .where(and(inArray(mediaSlots.slot, [...slots]), eq(media.kind, 'image')));
  const withPhotos = new Set(rows.map((row) => row.slot));
  return slots.filter((slot) => !withPhotos.has(slot));
}

/** The media library (docs/product.md#media-library, docs/decisions/0076-media-library.md). */
export function createMediaService(deps: Pick<AppDeps, 'database' | 'storage' | 'logger'>) {
  const { storage, logger } = deps;
  const { db, pool } = deps.database;
  const queue = createProcessingQueue();
  const visitors = createCache<PublicMedia>({ maxAgeMs: VISITOR_READ_MAX_AGE_MS, staleOnError: { logger, what: 'media placements' } });

  const removeObjects = (keys: string[]) =>
    deleteVariants(storage, keys).catch((error: unknown) => logger.warn({ err: error, keys }, 'media objects left in storage'));

  /** The items of each slot as the page shows them, in order, with deleted ids left out. */
  async function slotItems(): Promise<Record<MediaSlot, MediaItem[]>> {
    const placed = await placements(db);
    const ids = [...new Set([...placed.values()].flat())];
    const rows = ids.length ? await db.select().from(media).where(inArray(media.id, ids)) : [];
    const byId = new Map(rows.map((row) => [row.id, toMediaItem(row)]));
    return Object.fromEntries(
      slotNames.map((slot) => [slot, (placed.get(slot) ?? []).flatMap((id) => byId.get(id) ?? [])]),
    ) as Record<MediaSlot, MediaItem[]>;
  }

  return {
    /**
     * Stores a photo (made into AVIF and WebP sizes) or an MP4 video as it came. The row is
     * written only once every object is in S3; if anything fails, the objects written go.
     */
    async upload(actorId: number, file: UploadedFile, fields: MediaUploadFields): Promise<MediaItem> {
      const head = Buffer.alloc(16);
      const handle = await open(file.path, 'r');
      await handle.read(head, 0, 16, 0).finally(() => handle.close());
      const id = randomUUID();
      const kind = sniff(head);
      let width: number;
      let height: number;
      let placeholder: string | null = null;
      let variants: (Omit<ProcessedVariant, 'body'> & { body: Buffer | UploadedFile })[];
      if (kind === 'heic') throw badRequest(HEIC_MESSAGE);
      if (kind === 'mp4') {
        ({ width, height } = await checkVideo(file.path, file.size));
        variants = [{ format: 'mp4', width, contentType: 'video/mp4', body: file }];
      } else {
        const image = await queue(() => processImage(file.path, file.size));
        ({ width, height, placeholder } = image);
        variants = image.variants;
      }

      const stored: string[] = [];
      try {
        for (const variant of variants) {
          const key = variantKey(id, variant.width, variant.format);
          await putVariant(storage, key, variant.contentType, variant.body);
          stored.push(key);
        }
        const bytes = variants.reduce((sum, { body }) => sum + (Buffer.isBuffer(body) ? body.length : body.size), 0);
        const row = await withTransaction(pool, async (tx) => {
          const [inserted] = await tx
            .insert(media)
            .values({
              id,
              kind: kind === 'mp4' ? 'video' : 'image',
              width,
              height,
              altEs: fields.alt_es,
              altEn: fields.alt_en,
              placeholder,
              variants: variants.map(({ format, width: w }) => ({ format, width: w, key: variantKey(id, w, format) })),
              bytes,
              createdBy: actorId,
            })
            .returning();
          await recordActivity(tx, { actorId, action: 'media.upload', target: fields.alt_es, details: { kind: inserted.kind, size: bytes } });
          return inserted;
        });
        return toMediaItem(row);
      } catch (error) {
        await removeObjects(stored);
        throw error;
      }
    },

    async list(): Promise<MediaListResponse> {
      const [rows, placed] = await Promise.all([db.select().from(media).orderBy(desc(media.createdAt), desc(media.id)), placements(db)]);
      return {
        items: rows.map((row) => ({
          ...toMediaItem(row),
          bytes: row.bytes,
          createdAt: row.createdAt.toISOString(),
          usedIn: slotNames.filter((slot) => placed.get(slot)?.includes(row.id)),
        })),
      };
    },

    /**
     * Deletes an item and its objects. While a slot shows it: 409 with the slots, unless
     * `force`, which takes it out of them in the same transaction.
     */
    async remove(actorId: number, id: string, force: boolean) {
      const removed = await withTransaction(pool, async (tx) => {
        const [row] = await tx.delete(media).where(eq(media.id, id)).returning();
        if (!row) throw notFound('La foto o el video no existe');
        const using = await tx.select({ slot: mediaSlots.slot }).from(mediaSlots).where(arrayContains(mediaSlots.items, [id])).for('update');
        const usedIn = using.map((slot) => slot.slot);
        if (usedIn.length > 0 && !force) {
          const where = usedIn.map((slot) => mediaSlotLabels[slot as MediaSlot] ?? slot).join(', ');
          throw new ApiError(409, `Se está usando en: ${where}. Quítala de allí primero o confirma que quieres eliminarla de todos modos.`, { usedIn });
        }
        if (usedIn.length > 0) {
          await tx
            .update(mediaSlots)
            .set({ items: sql`array_remove(${mediaSlots.items}, ${id}::uuid)`, updatedBy: actorId, updatedAt: sql`clock_timestamp()` })
            .where(inArray(mediaSlots.slot, usedIn));
        }
        await recordActivity(tx, { actorId, action: 'media.delete', target: row.altEs, details: usedIn.length ? { removedFrom: usedIn.join(', ') } : null });
        return row;
      });
      visitors.delete('media');
      // The e-mail JPEG, if a campaign made one, goes with the rest.
      await removeObjects([...removed.variants.map((variant) => variant.key), ...(removed.kind === 'image' ? [emailImageKey(removed.id, removed.width)] : [])]);
    },

    /** Sets what a slot shows, in order; every id must be an item that exists (400 otherwise). */
    async place(actorId: number, slot: MediaSlot, items: string[]) {
      if (new Set(items).size !== items.length) throw badRequest('La misma foto o video aparece dos veces en la lista');
      await withTransaction(pool, async (tx) => {
        // Share-locked until the commit: an item deleted meanwhile waits, then sees this placement.
        const found = items.length ? await tx.select({ id: media.id }).from(media).where(inArray(media.id, items)).for('share') : [];
        if (found.length !== items.length) throw badRequest(MEDIA_MISSING);
        await tx
          .insert(mediaSlots)
          .values({ slot, items, updatedBy: actorId, updatedAt: sql`clock_timestamp()` })
          .onConflictDoUpdate({ target: mediaSlots.slot, set: { items, updatedBy: actorId, updatedAt: sql`clock_timestamp()` } });
        await recordActivity(tx, { actorId, action: 'media.place', target: mediaSlotLabels[slot], details: { items: items.length } });
      });
      visitors.delete('media');
      return (await slotItems())[slot];
    },

    async slots(): Promise<MediaSlotsResponse> {
      return { slots: await slotItems() };
    },

    /** A stored variant for the site's /media/ route (or a byte range of a video). */
    file: (key: string, range?: string) => readVariant(storage, key, range),

    /** What the landing page shows: only slots with items, and the placements' version. */
    forVisitors: () =>
      visitors.get('media', async () => {
        const [[latest], items] = await Promise.all([db.select({ at: sql<string | null>`max(${mediaSlots.updatedAt})` }).from(mediaSlots), slotItems()]);
        const slots = Object.fromEntries(Object.entries(items).filter(([, list]) => list.length > 0));
        return { version: latest?.at ? new Date(latest.at).getTime() : 0, slots };
      }),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

/** The e-mail JPEG of each library photo of `ids`, for the newsletters (media-email.ts). */
export const emailImagesOf = (deps: Pick<AppDeps, 'database' | 'storage'>, ids: string[]) => emailImages({ db: deps.database.db, storage: deps.storage }, ids);
