import { Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { UploadedImage } from '@forkful/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import vary from 'vary';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SignedIn } from '../auth/signed-in.decorator';
import { toErrorBody } from '../common/all-exceptions.filter';
import { ErrorResponse } from '../common/error-response.dto';
import { matchesEtag } from '../common/etag';
import { ImageId, ParseImageIdPipe } from '../common/object-id.pipe';
import { RequestTimeoutMs } from '../common/request-timeout.interceptor';
import { ImageQueryDto } from './dto/image-query.dto';
import { UPLOAD_BODY_SCHEMA, UploadedImageResponse } from './dto/uploaded-image.dto';
import { servedFormat } from './image-format';
import { IMAGE_NOT_FOUND, ImagesService } from './images.service';
import { readUploadedPhoto } from './read-upload';
import { UploadQuota } from './upload-quota';

/** A rendition never changes under its URL and format: browsers and CDNs keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Reading 10 MB from a slow phone, then processing it, takes longer than an ordinary request may. */
const UPLOAD_TIME_LIMIT_MS = 120_000;

/** Uploaded photos: upload (signed in), serve (public, any size and format), delete (the uploader). */
@ApiTags('images')
@Controller('images')
export class ImagesController {
  constructor(
    private readonly images: ImagesService,
    private readonly quota: UploadQuota,
  ) {}

  @Post()
  @SignedIn()
  @RequestTimeoutMs(UPLOAD_TIME_LIMIT_MS)
  @ApiOperation({ summary: 'Upload a photo: metadata stripped, WebP and AVIF derived at 320, 640, 1024 and 1600 px' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: UPLOAD_BODY_SCHEMA })
  @ApiCreatedResponse({ type: UploadedImageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'No file in the field "file", or other parts' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponse, description: 'Over 10 MB, or over 50 megapixels' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponse, description: 'Not a JPEG, PNG, WebP, AVIF or GIF image, or not multipart' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'The daily upload limit; see Retry-After' })
  async upload(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @CurrentUser() user: AuthUser): Promise<UploadedImage> {
    this.quota.take(user.uid, reply);
    return this.images.upload(await readUploadedPhoto(request), user);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A photo: AVIF when Accept names image/avif, else WebP; cached for a year (ETag, Vary: Accept)' })
  @ApiProduces('image/avif', 'image/webp')
  @ApiOkResponse({ description: 'The image bytes', content: { 'image/avif': {}, 'image/webp': {} } })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'w is not one of the widths' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async serve(
    @Param('id', ParseImageIdPipe) id: ImageId,
    @Query() query: ImageQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const format = servedFormat(request.raw);
    const { rendition, read } = await this.images.rendition(id, query.w, format);
    reply
      .header('Cache-Control', IMMUTABLE)
      .header('ETag', rendition.etag)
      .header('Vary', vary.append(String(reply.getHeader('vary') ?? ''), 'Accept'));
    if (matchesEtag(request.headers['if-none-match'], rendition.etag)) return void reply.code(304).send();
    const bytes = await read();
    if (!bytes) {
      // Deleted between the two reads: not found, and not to be cached.
      reply.removeHeader('Cache-Control').removeHeader('ETag');
      return void reply.code(404).type('application/json; charset=utf-8').send(toErrorBody(new NotFoundException(IMAGE_NOT_FOUND)));
    }
    return void reply.type(`image/${format}`).send(bytes);
  }

  @Delete(':id')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete your photo (recipes showing it fall back to their placeholder)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not your photo' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  remove(@Param('id', ParseImageIdPipe) id: ImageId, @CurrentUser() user: AuthUser): Promise<void> {
    return this.images.remove(id, user);
  }
}
