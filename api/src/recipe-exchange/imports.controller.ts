import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse,
  ApiTags, ApiTooManyRequestsResponse, ApiUnprocessableEntityResponse, ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { IMPORT_LIMITS, type ImportFileResult, type RecipeDraft, type UploadedImage } from '@forkful/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SignedIn } from '../auth/signed-in.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { RequestTimeoutMs } from '../common/request-timeout.interceptor';
import { UploadedImageResponse } from '../images/dto/uploaded-image.dto';
import { readUploadedFile, type UploadKind } from '../images/read-upload';
import { UploadQuota } from '../images/upload-quota';
import { ImportAddressDto } from './dto/import-address.dto';
import { ImportFileResultResponse, RECIPES_FILE_BODY_SCHEMA, RecipeDraftResponse } from './dto/import-responses.dto';
import { FileImportService } from './file-import.service';
import { ImportQuota } from './import-quota';
import { PageImportService } from './page-import.service';

const RECIPES_FILE: UploadKind = { field: 'file', maxBytes: IMPORT_LIMITS.fileMaxBytes, noun: 'recipes file' };

/** A fetch takes up to IMPORT_LIMITS.fetchTimeoutMs, then the photo's processing; a file saves up to 200 recipes. */
const IMPORT_TIME_LIMIT_MS = 60_000;

/** Bringing recipes in: from a web page (a draft to review), its photo, or a file of schema.org recipes. */
@ApiTags('imports')
@SignedIn()
@Controller('imports')
export class ImportsController {
  constructor(
    private readonly pages: PageImportService,
    private readonly files: FileImportService,
    private readonly imports: ImportQuota,
    private readonly uploads: UploadQuota,
  ) {}

  @Post()
  @HttpCode(200)
  @RequestTimeoutMs(IMPORT_TIME_LIMIT_MS)
  @ApiOperation({ summary: "A web page's schema.org recipe as a draft for the Add Recipe form (nothing is saved)" })
  @ApiOkResponse({ type: RecipeDraftResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Not an http(s) address, or not a public one' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'Not a web page, too large, too slow, unreachable, or no recipe on it' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'The hourly import limit; see Retry-After' })
  fromPage(@Body() body: ImportAddressDto, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<RecipeDraft> {
    this.imports.take(user.uid, reply);
    return this.pages.draftFrom(body.url);
  }

  @Post('photo')
  @RequestTimeoutMs(IMPORT_TIME_LIMIT_MS)
  @ApiOperation({ summary: "An imported page's photo, fetched safely and stored like an upload (counts as one)" })
  @ApiCreatedResponse({ type: UploadedImageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Not an http(s) address, or not a public one' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'Not a photo, too large, too slow or unreachable' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'The daily upload limit; see Retry-After' })
  photo(@Body() body: ImportAddressDto, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<UploadedImage> {
    this.uploads.take(user.uid, reply);
    return this.pages.photo(body.url, user);
  }

  @Post('file')
  @HttpCode(200)
  @RequestTimeoutMs(IMPORT_TIME_LIMIT_MS)
  @ApiOperation({ summary: 'A JSON file of schema.org recipes: each saved as yours, or refused with its reason' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: RECIPES_FILE_BODY_SCHEMA })
  @ApiOkResponse({ type: ImportFileResultResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Not JSON, no schema.org recipes, or more than 200' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponse, description: 'Over 8 MB' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponse, description: 'Not multipart/form-data' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'The hourly import limit; see Retry-After' })
  async file(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<ImportFileResult> {
    this.imports.take(user.uid, reply);
    return this.files.importFile(await readUploadedFile(request, RECIPES_FILE), user);
  }
}
