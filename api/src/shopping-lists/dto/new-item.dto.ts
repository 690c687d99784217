import { ApiProperty } from '@nestjs/swagger';
import { MEAL_PLAN_LIMITS } from '@forkful/domain';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimString } from '../../recipes/dto/transforms';

/** POST /shopping-list/items: the cook's own item. */
export class NewItemDto {
  @ApiProperty({ example: 'kitchen roll', description: 'Trimmed' })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty({ message: 'text must not be empty' })
  @MaxLength(MEAL_PLAN_LIMITS.textLength)
  text: string;
}
