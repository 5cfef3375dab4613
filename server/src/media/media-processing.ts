import { open } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_WIDTHS, VIDEO_MAX_BYTES } from '@shared/media';
import { ApiError, badRequest } from '../lib/errors';

export interface ProcessedVariant {
  format: 'avif' | 'webp' | 'mp4';
  width: number;
  contentType: string;
  body: Buffer;
}

export interface ProcessedImage {
  kind: 'image';
  width: number;
  height: number;
  placeholder: string;
  variants: ProcessedVariant[];
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const NOT_MEDIA_MESSAGE = 'El archivo no es una foto ni un video que podamos usar. Sube una foto en JPEG, PNG o WebP, o un video MP4.';
export const HEIC_MESSAGE =
  'Las fotos HEIC del iPhone no se pueden procesar. Súbela en JPEG (en el iPhone: Ajustes › Cámara › Formatos › «Más compatible», o compártela como JPEG).';
export const IMAGE_TOO_LARGE_MESSAGE = `La foto es demasiado grande: como máximo ${megabytes(IMAGE_MAX_BYTES)} y ${IMAGE_MAX_PIXELS / 1_000_000} megapíxeles. Redúcela y vuelve a subirla.`;
export const VIDEO_TOO_LARGE_MESSAGE = `El video es demasiado grande: como máximo ${megabytes(VIDEO_MAX_BYTES)}. Acórtalo o publícalo en YouTube o Vimeo y pon su dirección en la configuración.`;
const CORRUPT_MESSAGE = 'No se pudo leer la foto: el archivo parece dañado. Vuelve a exportarla en JPEG y súbela de nuevo.';

const tooLarge = (message: string) => new ApiError(413, message);
const isOverPixelLimit = (error: unknown) => /pixel limit/i.test((error as Error).message ?? '');

/** The ISO-BMFF major brand (`ftyp` box) of a file's first bytes, or null. */
export function isoBrand(head: Buffer): string | null {
  if (head.length < 12 || head.toString('latin1', 4, 8) !== 'ftyp') return null;
  return head.toString('latin1', 8, 12);
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'mp71']);

/** What a file is by its first bytes: an MP4 video, an HEIC photo, or something for sharp to read. */
export function sniff(head: Buffer): 'mp4' | 'heic' | 'other' {
  const brand = isoBrand(head);
  if (brand && HEIF_BRANDS.has(brand)) return 'heic';
  if (brand && MP4_BRANDS.has(brand)) return 'mp4';
  return 'other';
}

/**
 * The photo made into its variants: turned upright by its EXIF orientation, its metadata
 * (EXIF, GPS location, XMP) left out of every output, in AVIF and WebP at each width of
 * IMAGE_WIDTHS up to its own, and a tiny blurred WebP placeholder. The type is read from
 * the content; sharp refuses inputs over IMAGE_MAX_PIXELS before decoding them.
 */
export async function processImage(path: string, size: number): Promise<ProcessedImage> {
  if (size > IMAGE_MAX_BYTES) throw tooLarge(IMAGE_TOO_LARGE_MESSAGE);
  const input = () => sharp(path, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', sequentialRead: true });
  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch (error) {
    if (isOverPixelLimit(error)) throw tooLarge(IMAGE_TOO_LARGE_MESSAGE);
    throw badRequest(NOT_MEDIA_MESSAGE);
  }
  // An HEIC photo whose container did not say so at the start: libheif here decodes no HEVC.
  if (metadata.format === 'heif' && metadata.compression === 'hevc') throw badRequest(HEIC_MESSAGE);
  if (!['jpeg', 'png', 'webp'].includes(metadata.format ?? '')) throw badRequest(NOT_MEDIA_MESSAGE);
  if (!metadata.width || !metadata.height) throw badRequest(CORRUPT_MESSAGE);
  if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) throw tooLarge(IMAGE_TOO_LARGE_MESSAGE);
  // EXIF orientations 5–8 swap the sides once the photo is turned upright.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = swapped ? metadata.height : metadata.width;
  const height = swapped ? metadata.width : metadata.height;

  const widths = [...new Set(IMAGE_WIDTHS.map((wanted) => Math.min(wanted, width)))];
  try {
    // Decoded once, upright, at the largest width; every variant is made from these pixels.
    // Without withMetadata() sharp writes no EXIF or XMP: the location goes with them.
    const largest = await input().rotate().resize({ width: Math.max(...widths), withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    const fromLargest = () => sharp(largest.data, { raw: largest.info });
    const variants: ProcessedVariant[] = [];
    for (const target of widths) {
      const resized = () => fromLargest().resize({ width: target });
      variants.push({ format: 'avif', width: target, contentType: 'image/avif', body: await resized().avif({ quality: 55, effort: 3 }).toBuffer() });
      variants.push({ format: 'webp', width: target, contentType: 'image/webp', body: await resized().webp({ quality: 78 }).toBuffer() });
    }
    const tiny = await fromLargest().resize({ width: 16 }).blur(1.2).webp({ quality: 40 }).toBuffer();
    return { kind: 'image', width, height, placeholder: `data:image/webp;base64,${tiny.toString('base64')}`, variants };
  } catch (error) {
    if (isOverPixelLimit(error)) throw tooLarge(IMAGE_TOO_LARGE_MESSAGE);
    throw badRequest(CORRUPT_MESSAGE);
  }
}

/** A box's header: its size and type at `offset`, or null past the end. */
async function readBox(file: Awaited<ReturnType<typeof open>>, offset: number, end: number) {
  if (offset + 8 > end) return null;
  const header = Buffer.alloc(16);
  await file.read(header, 0, 16, offset);
  let size = header.readUInt32BE(0);
  const type = header.toString('latin1', 4, 8);
  let headerSize = 8;
  if (size === 1) {
    size = Number(header.readBigUInt64BE(8));
    headerSize = 16;
  } else if (size === 0) size = end - offset;
  if (size < headerSize) return null;
  return { type, start: offset + headerSize, end: Math.min(offset + size, end) };
}

/**
 * The width and height of an MP4's first video track (moov › trak › tkhd), without a video
 * library: the page reserves the player's box with them.
 */
export async function mp4Dimensions(path: string, size: number): Promise<{ width: number; height: number } | null> {
  const file = await open(path, 'r');
  try {
    const find = async (type: string, start: number, end: number) => {
      for (let offset = start, box = await readBox(file, offset, end); box; offset = box.end, box = await readBox(file, offset, end)) {
        if (box.type === type) return box;
        if (box.end <= offset) return null;
      }
      return null;
    };
    const moov = await find('moov', 0, size);
    if (!moov) return null;
    for (let offset = moov.start, trak = await readBox(file, offset, moov.end); trak; offset = trak.end, trak = await readBox(file, offset, moov.end)) {
      if (trak.type !== 'trak') continue;
      const tkhd = await find('tkhd', trak.start, trak.end);
      if (!tkhd || tkhd.end - tkhd.start < 84) continue;
      const body = Buffer.alloc(tkhd.end - tkhd.start);
      await file.read(body, 0, body.length, tkhd.start);
      // Width and height are the box's last two 16.16 fixed-point numbers; audio tracks hold 0.
      const width = body.readUInt32BE(body.length - 8) >>> 16;
      const height = body.readUInt32BE(body.length - 4) >>> 16;
      if (width > 0 && height > 0) return { width, height };
    }
    return null;
  } finally {
    await file.close();
  }
}

/** An MP4 checked for its size and its video track's dimensions; stored as it came. */
export async function checkVideo(path: string, size: number) {
  if (size > VIDEO_MAX_BYTES) throw tooLarge(VIDEO_TOO_LARGE_MESSAGE);
  const dimensions = await mp4Dimensions(path, size);
  if (!dimensions) throw badRequest('El video no se pudo leer: sube un MP4 (H.264) con imagen.');
  return dimensions;
}
