import { IMAGE_UPLOAD } from '@forkful/contracts/core';
import { BadRequestException, HttpException, HttpStatus, UnsupportedMediaTypeException } from '@nestjs/common';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/**
 * What @fastify/multipart adds to a request. Declared here because its type augmentation targets the workspace's
 * other copy of fastify (deploy's), not the one @nestjs/platform-fastify brings.
 */
type MultipartRequest = { file(options: { limits: typeof LIMITS }): Promise<MultipartFile | undefined> };

export const PHOTO_TOO_LARGE = `The photo is larger than ${IMAGE_UPLOAD.maxBytes / (1024 * 1024)} MB`;
export const NOT_MULTIPART = `Send the photo as multipart/form-data, in the field "${IMAGE_UPLOAD.field}"`;
export const PHOTO_MISSING = `No photo: send it in the multipart field "${IMAGE_UPLOAD.field}"`;

/**
 * The request's parts: one file and nothing else of size. Past them @fastify/multipart stops reading and throws; a file
 * part past `fileSize` throws on toBuffer().
 */
const LIMITS = { fileSize: IMAGE_UPLOAD.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 };

/** @fastify/multipart's errors (FST_*), answered as the API's JSON refusals. */
function refusalOf(error: { code?: string; statusCode?: number }): HttpException | null {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpException(PHOTO_TOO_LARGE, HttpStatus.PAYLOAD_TOO_LARGE);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UnsupportedMediaTypeException(NOT_MULTIPART);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new BadRequestException(`Send one photo, in the field "${IMAGE_UPLOAD.field}", and nothing else`);
    default:
      return typeof error.statusCode === 'number' && error.statusCode < 500 ? new BadRequestException('The upload could not be read') : null;
  }
}

/** The uploaded file's bytes, at most IMAGE_UPLOAD.maxBytes (413 past it), from the multipart field `file`. */
export async function readUploadedPhoto(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await (request as unknown as MultipartRequest).file({ limits: LIMITS });
    if (!part || part.fieldname !== IMAGE_UPLOAD.field) throw new BadRequestException(PHOTO_MISSING);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpException) throw error;
    throw refusalOf(error as { code?: string }) ?? error;
  }
}
