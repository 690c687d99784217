import { IMAGE_UPLOAD } from '@forkful/domain';
import { englishT } from '../../../i18n';
import { ACCEPTED_PHOTO_KINDS, PHOTO_PICKER_ACCEPT, checkImageFile } from './image-file-check';

describe('checkImageFile', () => {
  it('passes each type the API takes, up to its size limit', () => {
    for (const type of IMAGE_UPLOAD.acceptedTypes) expect(checkImageFile({ type, size: IMAGE_UPLOAD.maxBytes }, englishT)).toBeNull();
  });

  it('refuses another type and a file over the limit, saying what is allowed', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 }, englishT)).toBe('The file is not a JPEG, PNG, WebP, AVIF or GIF image.');
    expect(checkImageFile({ type: 'image/png', size: IMAGE_UPLOAD.maxBytes + 1 }, englishT)).toBe('The photo is 10.0 MB; the limit is 10 MB.');
  });

  it('leaves a file the browser gives no type to the API, which decodes the bytes', () => {
    expect(checkImageFile({ type: '', size: 10 }, englishT)).toBeNull();
  });

  it('offers the accepted types with their extensions in the file picker', () => {
    expect(ACCEPTED_PHOTO_KINDS).toBe('JPEG, PNG, WebP, AVIF or GIF');
    expect(PHOTO_PICKER_ACCEPT['image/jpeg']).toEqual(['.jpg', '.jpeg']);
    expect(Object.keys(PHOTO_PICKER_ACCEPT)).toEqual([...IMAGE_UPLOAD.acceptedTypes]);
  });
});
