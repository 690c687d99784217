import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { exportFileName } from '@forkful/domain';
import type { SchemaOrgObject } from '@forkful/domain/schema-org';
import type { FastifyReply } from 'fastify';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SignedIn } from '../auth/signed-in.decorator';
import { RecipeExportService } from './recipe-export.service';

/** Taking recipes out: the cook's recipes as one JSON file of schema.org Recipe objects. */
@ApiTags('my recipes')
@SignedIn()
@Controller()
export class RecipeExportController {
  constructor(private readonly exports: RecipeExportService) {}

  @Get('my-recipes/export')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Your recipes as a JSON file of schema.org Recipe objects (an attachment), newest first' })
  @ApiProduces('application/json')
  @ApiOkResponse({ description: 'schema.org Recipe objects', schema: { type: 'array', items: { type: 'object' } } })
  exportMine(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<SchemaOrgObject[]> {
    reply.header('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`);
    return this.exports.exportMine(user);
  }
}
