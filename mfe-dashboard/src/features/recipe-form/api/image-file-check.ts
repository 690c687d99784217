import { IMAGE_UPLOAD } from '@forkful/domain';
import { englishT, type T } from '../../../i18n';

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/gif': 'GIF',
};

const typeNames = IMAGE_UPLOAD.acceptedTypes.map((type) => TYPE_NAMES[type] ?? type.replace(/^image\//, '').toUpperCase());

/** "JPEG, PNG, WebP, AVIF or GIF": the kinds of photo the API takes, for hints and refusals, in `t`'s language. */
export function acceptedPhotoKinds(t: T): string {
  return t('photo.kinds', { first: typeNames.slice(0, -1).join(', '), last: typeNames[typeNames.length - 1] });
}

/** The kinds in English. */
export const ACCEPTED_PHOTO_KINDS = acceptedPhotoKinds(englishT);

const MEGABYTE = 1024 * 1024;
export const MAX_PHOTO_MEGABYTES = IMAGE_UPLOAD.maxBytes / MEGABYTE;

/** The file picker's `accept`: each type with its usual extensions, so a system that lacks a type still offers them. */
export const PHOTO_PICKER_ACCEPT: Record<string, string[]> = Object.fromEntries(
  IMAGE_UPLOAD.acceptedTypes.map((type) => {
    const subtype = type.replace(/^image\//, '');
    return [type, subtype === 'jpeg' ? ['.jpg', '.jpeg'] : [`.${subtype}`]];
  }),
);

/**
 * The client's first look at a chosen file: a refusal message (in `t`'s language), or null to send it. The API decides
 * by decoding the bytes; this only spares a doomed upload. A file the browser gives no type passes (the API will say).
 */
export function checkImageFile(file: Pick<File, 'type' | 'size'>, t: T): string | null {
  const accepted: readonly string[] = IMAGE_UPLOAD.acceptedTypes;
  if (file.type && !accepted.includes(file.type)) return t('photo.wrongType', { kinds: acceptedPhotoKinds(t) });
  if (file.size > IMAGE_UPLOAD.maxBytes) {
    return t('photo.tooLarge', { size: file.size / MEGABYTE, max: MAX_PHOTO_MEGABYTES });
  }
  return null;
}
