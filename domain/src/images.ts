/**
 * Uploaded recipe photos (POST /images, GET /images/{id}): the facts the API, the forms and the cards share. Pure; every
 * app bundles its own copy.
 */

/** The widths the API derives from an upload (never upscaled) and the only values GET /images/{id}?w= accepts. */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const IMAGE_UPLOAD = {
  /** The multipart field that carries the file. */
  field: 'file',
  /** Larger uploads are refused with 413. */
  maxBytes: 10 * 1024 * 1024,
  /** What the file picker offers; the API decides by decoding the bytes, never by the declared type. */
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
  /** Uploads per user and day; past it 429 with Retry-After. */
  dailyLimitPerUser: 100,
} as const;

/** POST /images answers 201 with this. `url` is absolute, `<API public URL>/images/<id>`. */
export interface UploadedImage {
  id: string;
  url: string;
}

const UPLOADED_IMAGE_PATH = /^\/images\/([0-9a-f]{24})$/i;

/**
 * The id of an uploaded image from its URL (`<origin>/images/<24 hex>`, as POST /images answers), else null: sample
 * pictures (`/images/pasta.webp`) and foreign URLs are not uploads. Any origin counts, so a recipe keeps its photo
 * when the API's public URL changes.
 */
export function uploadedImageIdOf(url: string | undefined | null): string | null {
  let parsed: URL;
  try {
    parsed = new URL((url ?? '').trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.search || parsed.hash) return null;
  const match = UPLOADED_IMAGE_PATH.exec(parsed.pathname);
  return match ? match[1].toLowerCase() : null;
}

/** `srcset` of an uploaded image's URL: one candidate per derived width. Undefined for any other URL. */
export function uploadedImageSrcSet(url: string | undefined | null): string | undefined {
  if (!uploadedImageIdOf(url)) return undefined;
  const base = (url as string).trim();
  return IMAGE_WIDTHS.map((width) => `${base}?w=${width} ${width}w`).join(', ');
}
