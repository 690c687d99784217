import { IMAGE_WIDTHS, type ImageWidth } from '@forkful/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, ValidateIf } from 'class-validator';
import { toInteger } from '../../recipes/dto/transforms';

/** GET /images/{id}?w=: one of the derived widths; absent is the largest. */
export class ImageQueryDto {
  @ApiPropertyOptional({ enum: [...IMAGE_WIDTHS], description: 'Width in pixels (never upscaled); default the largest' })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @Transform(toInteger)
  @IsIn(IMAGE_WIDTHS, { message: `w must be one of ${IMAGE_WIDTHS.join(', ')}` })
  w?: ImageWidth;
}
