import { IMAGE_UPLOAD } from '@forkful/domain';
import { BadRequestException, HttpException, HttpStatus, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/**
 * What @fastify/multipart adds to a request. Declared here because its type augmentation targets the workspace's
 * other copy of fastify (deploy's), not the one @nestjs/platform-fastify brings.
 */
type MultipartRequest = { parts(options: { limits: typeof LIMITS }): AsyncIterableIterator<Multipart> };

export const PHOTO_TOO_LARGE = `The photo is larger than ${IMAGE_UPLOAD.maxBytes / (1024 * 1024)} MB`;
export const NOT_MULTIPART = `Send the photo as multipart/form-data, in the field "${IMAGE_UPLOAD.field}"`;
export const PHOTO_MISSING = `No photo: send it in the multipart field "${IMAGE_UPLOAD.field}"`;

/**
 * The request's parts: a few small fields and a file (two are read only to refuse the second). Past them
 * @fastify/multipart stops reading and throws; a file part past `fileSize` throws on toBuffer().
 */
const LIMITS = { fileSize: IMAGE_UPLOAD.maxBytes, files: 2, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 };

export const ONE_PHOTO_ONLY = `Send one photo, in the field "${IMAGE_UPLOAD.field}", and nothing else`;

/**
 * @fastify/multipart's errors (FST_*) as the API's JSON refusals. Anything else thrown while reading is the body's
 * fault too (busboy: no boundary, a body cut short): a 400, never a 500.
 */
function refusalOf(error: { code?: string }): HttpException {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpException(PHOTO_TOO_LARGE, HttpStatus.PAYLOAD_TOO_LARGE);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UnsupportedMediaTypeException(NOT_MULTIPART);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new BadRequestException(ONE_PHOTO_ONLY);
    default:
      return new BadRequestException('The upload could not be read: send the photo as multipart/form-data');
  }
}

/**
 * The uploaded file's bytes from the multipart field `file`, at most IMAGE_UPLOAD.maxBytes (413 past it). The whole
 * body is read, so that a second file or too many parts is refused (400) rather than silently dropped.
 */
export async function readUploadedPhoto(request: FastifyRequest): Promise<Buffer> {
  let photo: Buffer | undefined;
  try {
    for await (const part of (request as unknown as MultipartRequest).parts({ limits: LIMITS })) {
      if (part.type !== 'file') continue;
      if (photo || part.fieldname !== IMAGE_UPLOAD.field) throw new BadRequestException(photo ? ONE_PHOTO_ONLY : PHOTO_MISSING);
      photo = await part.toBuffer();
    }
  } catch (error) {
    throw error instanceof HttpException ? error : refusalOf(error as { code?: string });
  }
  if (!photo) throw new BadRequestException(PHOTO_MISSING);
  return photo;
}
