import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, media, mediaSlots } from '../db/schema';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { HEIC_MESSAGE } from './media-processing';

/** A JPEG as a phone writes it: EXIF with a GPS position, turned by its orientation tag. */
const phonePhoto = (width = 1200, height = 800, orientation = 1) =>
  sharp({ create: { width, height, channels: 3, background: '#b5542a' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 41/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '91/1 12/1 0/1' } })
    .withMetadata({ orientation })
    .toBuffer();

/** A minimal MP4: ftyp, then moov › trak › tkhd with a 640×360 track. */
function tinyMp4() {
  const box = (type: string, ...children: Buffer[]) => {
    const body = Buffer.concat(children);
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + body.length, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, body]);
  };
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(640 << 16, 76);
  tkhd.writeUInt32BE(360 << 16, 80);
  return Buffer.concat([box('ftyp', Buffer.from('isom\0\0\0\x01isomavc1', 'latin1')), box('moov', box('trak', box('tkhd', tkhd))), box('mdat', Buffer.alloc(64))]);
}

const form = (file: Buffer | null, fields: Record<string, string> = { alt_es: 'La caja abierta', alt_en: 'The open box' }, name = 'foto.jpg') => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  if (file) data.set('file', new Blob([new Uint8Array(file)]), name);
  return data;
};

// Each upload makes AVIF sizes with sharp: seconds, not milliseconds, on a busy two-core machine.
describe('media library', { timeout: 30_000 }, () => {
  let ctx: TestContext;
  let staff: TestClient;

  const upload = (file: Buffer | null, fields?: Record<string, string>, name?: string) => staff.post('/api/admin/media', undefined, { raw: form(file, fields, name) });
  const storedKeys = async () =>
    ((await ctx.storage.client.send(new ListObjectsV2Command({ Bucket: ctx.storage.bucket, Prefix: 'media/' }))).Contents ?? []).map((object) => object.Key!);
  const rowCount = async () => (await ctx.database.db.select().from(media)).length;

  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client: staff } = await staffClient(ctx, { role: 'editor' }));
  });
  afterAll(() => ctx.close());

  it('When an editor uploads a phone JPEG, then it is upright, in AVIF and WebP sizes up to its width, without EXIF, served immutable', async () => {
    // Orientation 6: stored 1200×800, shown 800×1200.
    const original = await phonePhoto(1200, 800, 6);
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('Phone');
    const uploaded = await upload(original);
    expect(uploaded.status).toBe(201);
    const item = uploaded.body.media;
    expect(item).toMatchObject({ kind: 'image', width: 800, height: 1200, alt: { es: 'La caja abierta', en: 'The open box' } });
    expect(item.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(item.variants.map((variant: { format: string; width: number }) => `${variant.format}@${variant.width}`).sort()).toEqual(
      ['avif@480', 'avif@800', 'webp@480', 'webp@800'].sort(),
    );

    for (const variant of item.variants) {
      const served = await fetch(ctx.baseUrl + variant.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('content-type')).toBe(`image/${variant.format}`);
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.width).toBe(variant.width);
    }
    const [entry] = await ctx.database.db.select().from(auditLog);
    expect(entry).toMatchObject({ action: 'media.upload', target: 'La caja abierta' });
  });

  it('When a short MP4 is uploaded, then it is stored as it came with its track size', async () => {
    const video = tinyMp4();
    const uploaded = await upload(video, undefined, 'clip.mp4');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.media).toMatchObject({ kind: 'video', width: 640, height: 360, placeholder: null, variants: [{ format: 'mp4', width: 640 }] });
    const object = await ctx.storage.client.send(new GetObjectCommand({ Bucket: ctx.storage.bucket, Key: uploaded.body.media.variants[0].url.slice(1) }));
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(video)).toBe(true);
    const range = await fetch(ctx.baseUrl + uploaded.body.media.variants[0].url, { headers: { Range: 'bytes=0-7' } });
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(8);
  });

  it('When the file is text, HEIC, over 40 megapixels, or an alt text is missing, then a Spanish message answers and nothing is stored', async () => {
    const before = { rows: await rowCount(), keys: (await storedKeys()).length };

    const text = await upload(Buffer.from('hola, esto no es una foto'), undefined, 'foto.jpg');
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/JPEG, PNG o WebP/);

    const heicHeader = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(200)]);
    const heic = await upload(heicHeader, undefined, 'IMG_0001.HEIC');
    expect(heic.status).toBe(400);
    expect(heic.body.message).toBe(HEIC_MESSAGE);

    const huge = await sharp({ create: { width: 8000, height: 5200, channels: 3, background: '#fff' } }).png({ compressionLevel: 1 }).toBuffer();
    const tooBig = await upload(huge, undefined, 'enorme.png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toMatch(/megapíxeles/);

    const noAlt = await upload(await phonePhoto(600, 400), { alt_es: 'Caja', alt_en: '   ' });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.message).toMatch(/texto alternativo en inglés/);

    const noFile = await upload(null);
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toMatch(/Elige un archivo/);

    expect({ rows: await rowCount(), keys: (await storedKeys()).length }).toEqual(before);
  });

  it('When staff place photos in a box gallery, then the slots and the config read show them in order; a deleted id is refused', async () => {
    const first = (await upload(await phonePhoto(2000, 1500), { alt_es: 'Primera', alt_en: 'First' })).body.media;
    const second = (await upload(await phonePhoto(700, 700), { alt_es: 'Segunda', alt_en: 'Second' })).body.media;
    expect(first.variants.filter((variant: { format: string }) => variant.format === 'webp').map((variant: { width: number }) => variant.width)).toEqual([480, 960, 1600]);

    const placed = await staff.put('/api/admin/media/slots/box-partyMix', { items: [second.id, first.id] });
    expect(placed.status).toBe(200);
    expect(placed.body.items.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);

    const slots = await staff.get('/api/admin/media/slots');
    expect(slots.body.slots['box-partyMix'].map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
    expect(slots.body.slots.hero).toEqual([]);
    const config = await ctx.client().get('/api/config');
    expect(config.body.media.slots['box-partyMix'][0].alt).toEqual({ es: 'Segunda', en: 'Second' });
    expect(config.body.media.version).toBeGreaterThan(0);

    const unknownSlot = await staff.put('/api/admin/media/slots/sotano', { items: [] });
    expect(unknownSlot.status).toBe(404);
    const missing = await staff.put('/api/admin/media/slots/hero', { items: ['6f1c2a9e-3b7d-4c1a-9e2f-8a7b6c5d4e3f'] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/ya no existe/);
    expect((await ctx.database.db.select().from(mediaSlots)).map((row) => row.slot)).toEqual(['box-partyMix']);
  });

  it('When a placed photo is deleted, then it answers 409 with where it is used, and with force it leaves the slot and storage', async () => {
    const photo = (await upload(await phonePhoto(500, 500), { alt_es: 'Para borrar', alt_en: 'To delete' })).body.media;
    await staff.put('/api/admin/media/slots/carousel', { items: [photo.id] });

    const refused = await staff.delete(`/api/admin/media/${photo.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.usedIn).toEqual(['carousel']);
    expect(refused.body.message).toMatch(/Carrusel de productos/);

    const listed = await staff.get('/api/admin/media');
    expect(listed.body.items.find((item: { id: string }) => item.id === photo.id).usedIn).toEqual(['carousel']);

    const forced = await staff.delete(`/api/admin/media/${photo.id}?force=1`);
    expect(forced.status).toBe(204);
    expect((await staff.get('/api/admin/media/slots')).body.slots.carousel).toEqual([]);
    const keys = await storedKeys();
    expect(keys.some((key) => key.startsWith(`media/${photo.id}/`))).toBe(false);
    expect((await fetch(ctx.baseUrl + photo.variants[0].url)).status).toBe(404);
    expect((await staff.delete(`/api/admin/media/${photo.id}`)).status).toBe(404);
  });

  it('When the photo is corrupt, or the storage fails on the third size, then nothing is kept: no row, no object, no slot change', async () => {
    const before = { rows: await rowCount(), keys: (await storedKeys()).sort() };
    const whole = await phonePhoto(1200, 900);
    const corrupt = await upload(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(corrupt.status).toBe(400);
    expect(corrupt.body.message).toMatch(/dañado/);

    const send = ctx.storage.client.send.bind(ctx.storage.client);
    let puts = 0;
    ctx.storage.client.send = ((command: { constructor: { name: string } }, ...rest: unknown[]) => {
      if (command.constructor.name === 'PutObjectCommand' && ++puts === 3) return Promise.reject(Object.assign(new Error('SlowDown'), { $metadata: { httpStatusCode: 503 } }));
      return (send as (...args: unknown[]) => unknown)(command, ...rest);
    }) as typeof ctx.storage.client.send;
    try {
      const failed = await upload(whole);
      expect(failed.status).toBe(503);
      expect(failed.body.message).toMatch(/no se guardó nada/);
    } finally {
      ctx.storage.client.send = send;
    }
    expect({ rows: await rowCount(), keys: (await storedKeys()).sort() }).toEqual(before);
  });

  it('When nobody is signed in, then every media route answers 401', async () => {
    const visitor = ctx.client();
    expect((await visitor.get('/api/admin/media')).status).toBe(401);
    expect((await visitor.get('/api/admin/media/slots')).status).toBe(401);
    expect((await visitor.put('/api/admin/media/slots/hero', { items: [] })).status).toBe(401);
    expect((await visitor.post('/api/admin/media', undefined, { raw: form(await phonePhoto(100, 100)) })).status).toBe(401);
    expect((await visitor.delete('/api/admin/media/6f1c2a9e-3b7d-4c1a-9e2f-8a7b6c5d4e3f')).status).toBe(401);
  });
});
