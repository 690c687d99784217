import { ApiProperty } from '@nestjs/swagger';
import { IMPORT_LIMITS } from '@forkful/domain';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimString } from '../../recipes/dto/transforms';

/** POST /imports and POST /imports/photo: the address to fetch. Whether it may be fetched is the safe fetcher's call. */
export class ImportAddressDto {
  @ApiProperty({ example: 'https://example.com/recipes/lentil-soup', maxLength: IMPORT_LIMITS.urlMaxLength })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty({ message: 'url is required' })
  @MaxLength(IMPORT_LIMITS.urlMaxLength)
  url: string;
}
