import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LIMITS } from './recipe-fields';
import { trimString } from './transforms';

export class MyRecipesQueryDto {
  @ApiPropertyOptional({ description: "Must be the caller's own email (default: the caller's)" })
  @IsOptional()
  @Transform(trimString)
  @IsString()
  @MaxLength(LIMITS.email)
  email?: string;
}
