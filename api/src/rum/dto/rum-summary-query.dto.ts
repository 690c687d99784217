import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RUM_SHELL_APP } from '@forkful/domain';
import { REMOTE_APP_NAME_PATTERN, VERSION_ID_PATTERN } from '@forkful/topology';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** A version id or `dev` (what RUM events name). */
export const RUM_VERSION_PATTERN = new RegExp(`^(?:dev|${VERSION_ID_PATTERN.source.replace(/^\^|\$$/g, '')})$`);
/** A day, or a moment with its zone (`Z` or an offset): never a local time, which would depend on the server's zone. */
export const SINCE_PATTERN = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** GET /rum/summary?app=&version=[&since=]: one app version's health. */
export class RumSummaryQueryDto {
  @ApiProperty({ example: 'recipes', description: `A remote's name, or "${RUM_SHELL_APP}" for the shell's own pages` })
  @IsString()
  @Matches(REMOTE_APP_NAME_PATTERN, { message: `app must be "${RUM_SHELL_APP}" or a remote's name` })
  app: string;

  @ApiProperty({ example: '20250601T120000000Z-abc123', description: 'A version id, or "dev"' })
  @IsString()
  @Matches(RUM_VERSION_PATTERN, { message: 'version must be a version id (e.g. 20250601T120000000Z-abc123) or "dev"' })
  version: string;

  @ApiPropertyOptional({
    example: '2025-06-01T12:00:00Z',
    description: 'The start of sinceLive (ISO 8601 with its zone, or a day in UTC; not in the future); default: the version\'s first recorded minute. At most 30 days back.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  @Matches(SINCE_PATTERN, { message: 'since must be an ISO 8601 date or time with its zone (e.g. 2025-06-01T12:00:00Z)' })
  since?: string;
}
