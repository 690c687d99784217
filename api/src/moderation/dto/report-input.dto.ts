import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MODERATION_LIMITS, REPORT_REASONS, type ReportReason } from '@forkful/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { IsOptionalNotNull } from '../../recipes/dto/recipe-fields';
import { trimString } from '../../recipes/dto/transforms';

/** POST /reviews/{reviewId}/reports and POST /collections/{collectionId}/reports. Unknown fields are refused (400). */
export class ReportInputDto {
  @ApiProperty({ enum: REPORT_REASONS, example: 'spam' })
  @IsIn(REPORT_REASONS, { message: `reason must be one of: ${REPORT_REASONS.join(', ')}` })
  reason: ReportReason;

  @ApiPropertyOptional({ maxLength: MODERATION_LIMITS.noteMax, description: 'What the moderator should know (plain text); trimmed, empty is none' })
  @IsOptionalNotNull()
  @MaxLength(MODERATION_LIMITS.noteMax, { message: `note must be at most ${MODERATION_LIMITS.noteMax} characters` })
  @IsString({ message: 'note must be a string' })
  @Transform(trimString)
  note?: string;
}
