import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CollectionSummary } from '@forkful/domain';
import { COOK_NOT_FOUND, CookUid, ParseCookUidPipe } from '../common/cook-uid.pipe';
import { ErrorResponse } from '../common/error-response.dto';
import { CollectionsService } from './collections.service';
import { CollectionSummaryResponse } from './dto/collection-responses.dto';

/**
 * A cook's public collections, on their cook page. Under /cooks, beside the cooks module's GET /cooks/{uid} and
 * /cooks/{uid}/recipes, but served here: the cooks module knows nothing of collections.
 */
@ApiTags('collections')
@Controller('cooks')
export class CookCollectionsController {
  constructor(private readonly collections: CollectionsService) {}

  @Get(':uid/collections')
  @ApiOperation({ summary: "A cook's public collections, the most recently changed first (never a private or hidden one)" })
  @ApiOkResponse({ type: CollectionSummaryResponse, isArray: true, description: 'An unknown cook (well-formed uid) has none: []' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: `${COOK_NOT_FOUND}: a malformed uid` })
  ofCook(@Param('uid', ParseCookUidPipe) uid: CookUid): Promise<CollectionSummary[]> {
    return this.collections.ofCook(uid);
  }
}
