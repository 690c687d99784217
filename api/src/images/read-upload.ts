import { IMAGE_UPLOAD } from '@forkful/domain';
import { BadRequestException, HttpException, HttpStatus, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/**
 * What @fastify/multipart adds to a request. Declared here because its type augmentation targets the workspace's
 * other copy of fastify (deploy's), not the one @nestjs/platform-fastify brings.
 */
type MultipartRequest = { parts(options: { limits: ReturnType<typeof limitsOf> }): AsyncIterableIterator<Multipart> };

/** One kind of uploaded file: its field, its size limit and the words its refusals use ("photo", "recipes file"). */
export interface UploadKind {
  field: string;
  maxBytes: number;
  /** What the cook sends, in a sentence: "the photo". */
  noun: string;
}

export const PHOTO_UPLOAD: UploadKind = { field: IMAGE_UPLOAD.field, maxBytes: IMAGE_UPLOAD.maxBytes, noun: 'photo' };

const megabytes = (bytes: number) => bytes / (1024 * 1024);
export const tooLargeUpload = (kind: UploadKind) => `The ${kind.noun} is larger than ${megabytes(kind.maxBytes)} MB`;
export const notMultipart = (kind: UploadKind) => `Send the ${kind.noun} as multipart/form-data, in the field "${kind.field}"`;
export const missingUpload = (kind: UploadKind) => `No ${kind.noun}: send it in the multipart field "${kind.field}"`;
export const oneUploadOnly = (kind: UploadKind) => `Send one ${kind.noun}, in the field "${kind.field}", and nothing else`;

export const PHOTO_TOO_LARGE = tooLargeUpload(PHOTO_UPLOAD);
export const NOT_MULTIPART = notMultipart(PHOTO_UPLOAD);
export const PHOTO_MISSING = missingUpload(PHOTO_UPLOAD);
export const ONE_PHOTO_ONLY = oneUploadOnly(PHOTO_UPLOAD);

/**
 * The request's parts: a few small fields and a file (two are read only to refuse the second). Past them
 * @fastify/multipart stops reading and throws; a file part past `fileSize` throws on toBuffer().
 */
const limitsOf = (kind: UploadKind) => ({ fileSize: kind.maxBytes, files: 2, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 });

/**
 * @fastify/multipart's errors (FST_*) as the API's JSON refusals. Anything else thrown while reading is the body's
 * fault too (busboy: no boundary, a body cut short): a 400, never a 500.
 */
function refusalOf(error: { code?: string }, kind: UploadKind): HttpException {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpException(tooLargeUpload(kind), HttpStatus.PAYLOAD_TOO_LARGE);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UnsupportedMediaTypeException(notMultipart(kind));
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new BadRequestException(oneUploadOnly(kind));
    default:
      return new BadRequestException(`The upload could not be read: send the ${kind.noun} as multipart/form-data`);
  }
}

/**
 * The uploaded file's bytes from the kind's multipart field, at most its maxBytes (413 past it). The whole body is
 * read, so that a second file or too many parts is refused (400) rather than silently dropped.
 */
export async function readUploadedFile(request: FastifyRequest, kind: UploadKind): Promise<Buffer> {
  let file: Buffer | undefined;
  try {
    for await (const part of (request as unknown as MultipartRequest).parts({ limits: limitsOf(kind) })) {
      if (part.type !== 'file') continue;
      if (file || part.fieldname !== kind.field) throw new BadRequestException(file ? oneUploadOnly(kind) : missingUpload(kind));
      file = await part.toBuffer();
    }
  } catch (error) {
    throw error instanceof HttpException ? error : refusalOf(error as { code?: string }, kind);
  }
  if (!file) throw new BadRequestException(missingUpload(kind));
  return file;
}

/** The uploaded photo's bytes from the multipart field `file`, at most IMAGE_UPLOAD.maxBytes. */
export const readUploadedPhoto = (request: FastifyRequest): Promise<Buffer> => readUploadedFile(request, PHOTO_UPLOAD);
