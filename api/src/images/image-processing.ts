import { IMAGE_WIDTHS } from '@forkful/domain';
import { HttpException, HttpStatus, UnsupportedMediaTypeException } from '@nestjs/common';
import sharp, { type Metadata, type OutputInfo } from 'sharp';

export type ImageFormat = 'webp' | 'avif';
export const IMAGE_FORMATS: readonly ImageFormat[] = ['webp', 'avif'];

/** One stored rendition of an upload. */
export interface DerivedImage {
  width: number;
  height: number;
  format: ImageFormat;
  data: Buffer;
}

export interface ProcessedImage {
  /** Of the largest rendition (the photo upright, at most the largest width). */
  width: number;
  height: number;
  /** Each distinct width in each format; widths above the photo's own collapse into one (never upscaled). */
  renditions: DerivedImage[];
}

/** What sharp may decode: the five formats of the upload contract (AVIF is HEIF with the AV1 codec). */
const DECODABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
export const UNSUPPORTED_IMAGE = 'The file is not a JPEG, PNG, WebP, AVIF or GIF image';

/** 50 megapixels: beyond any phone photo, and bounds the memory a decode takes (about 200 MB of pixels at most). */
export const MAX_INPUT_PIXELS = 50_000_000;
export const TOO_MANY_PIXELS = 'The photo is too large: at most 50 megapixels';

/** A rendition's height is at most this many times its width: an extreme panorama stays within encoders' limits. */
const MAX_HEIGHT_PER_WIDTH = 4;

/**
 * Encoder settings, chosen by measurement on a 12 MP photo (bench/images.js): AVIF effort 2 is about 7x faster than
 * the default 4 for bytes within a few percent.
 */
const ENCODE = {
  webp: { quality: 80, effort: 4 },
  avif: { quality: 55, effort: 2 },
} as const;

const INPUT_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 } as const;

async function decodableFormat(input: Buffer): Promise<string> {
  let metadata: Metadata;
  try {
    // The header alone: no pixel limit here, so a photo past it gets its own answer (413) below.
    metadata = await sharp(input, { ...INPUT_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaTypeException(UNSUPPORTED_IMAGE);
  }
  const isAvif = metadata.format === 'heif' && metadata.compression === 'av1';
  if (!DECODABLE.has(metadata.format ?? '') || (metadata.format === 'heif' && !isAvif)) {
    throw new UnsupportedMediaTypeException(UNSUPPORTED_IMAGE);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new HttpException(TOO_MANY_PIXELS, HttpStatus.PAYLOAD_TOO_LARGE);
  }
  return metadata.format as string;
}

/**
 * Decodes the upload once: upright (EXIF orientation applied), converted to sRGB, at most the largest width. The raw
 * pixels carry no metadata at all, so nothing of the original's EXIF, GPS, XMP or ICC blocks reaches a rendition.
 */
async function uprightPixels(input: Buffer): Promise<{ data: Buffer; info: OutputInfo }> {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  try {
    return await sharp(input, INPUT_OPTIONS)
      .autoOrient()
      .resize({ width: largest, height: largest * MAX_HEIGHT_PER_WIDTH, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Recognised from its header but broken further on (a truncated file).
    throw new UnsupportedMediaTypeException(UNSUPPORTED_IMAGE);
  }
}

/** The photo's widths: each contract width the photo reaches, and its own width when it is smaller than the largest. */
export function renditionWidths(ownWidth: number): number[] {
  return [...new Set(IMAGE_WIDTHS.map((width) => Math.min(width, ownWidth)))];
}

/**
 * Recognises an upload by decoding it (never by its name or declared type) and derives every rendition: WebP and
 * AVIF at each width. Throws 415 for anything that is not one of the five formats, 413 past MAX_INPUT_PIXELS.
 */
export async function processUpload(input: Buffer): Promise<ProcessedImage> {
  await decodableFormat(input);
  const { data, info } = await uprightPixels(input);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const jobs = renditionWidths(info.width).flatMap((width) => IMAGE_FORMATS.map((format) => ({ width, format })));
  // All at once, the largest first: each encode runs on one core (libvips' concurrency here is 1), so one after the
  // other left the second core idle; together they take about 0.65 of the time (bench/imports.ts: a 1600 px photo's
  // 2.5 s became 1.7 s). The largest AVIF alone is half the work, so it starts first.
  const encoded = await Promise.all(
    [...jobs].reverse().map(async ({ width, format }) => {
      const { data: bytes, info: out } = await sharp(data, raw).resize({ width })[format](ENCODE[format]).toBuffer({ resolveWithObject: true });
      return { width: out.width, height: out.height, format, data: bytes, order: jobs.findIndex((job) => job.width === width && job.format === format) };
    }),
  );
  const renditions: DerivedImage[] = encoded.sort((a, b) => a.order - b.order).map(({ order: _order, ...rendition }) => rendition);
  return { width: info.width, height: info.height, renditions };
}
