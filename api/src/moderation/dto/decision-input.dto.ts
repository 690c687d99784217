import { ApiProperty } from '@nestjs/swagger';
import { MODERATION_ACTIONS, MODERATION_LIMITS, type ModerationAction } from '@forkful/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimString } from '../../recipes/dto/transforms';

/** POST /moderation/{kind}/{itemId}/decision. Unknown fields are refused (400). */
export class DecisionInputDto {
  @ApiProperty({ enum: MODERATION_ACTIONS, description: 'keep: show it again and close its reports; remove: delete it and close its reports' })
  @IsIn(MODERATION_ACTIONS, { message: `action must be one of: ${MODERATION_ACTIONS.join(', ')}` })
  action: ModerationAction;

  @ApiProperty({ minLength: 1, maxLength: MODERATION_LIMITS.decisionReasonMax, description: 'Why, in a sentence (recorded); trimmed' })
  @MaxLength(MODERATION_LIMITS.decisionReasonMax, { message: `reason must be at most ${MODERATION_LIMITS.decisionReasonMax} characters` })
  @IsNotEmpty({ message: 'reason is required' })
  @IsString({ message: 'reason must be a string' })
  @Transform(trimString)
  reason: string;
}
