import { applyDecorators } from '@nestjs/common';
import { COLLECTION_LIMITS, COLLECTION_VISIBILITIES } from '@forkful/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimString } from '../../recipes/dto/transforms';

/**
 * The rules of a collection's fields, one declaration for creating (NewCollectionDto) and changing
 * (CollectionChangeDto). Decorators listed bottom-up, the order a stack of them runs in.
 */
const { titleMax, descriptionMax } = COLLECTION_LIMITS;

/** Trimmed; 1 to 80 characters. */
export const IsCollectionTitle = () =>
  applyDecorators(
    MaxLength(titleMax, { message: `title must be at most ${titleMax} characters` }),
    IsNotEmpty({ message: 'title is required' }),
    IsString({ message: 'title must be a string' }),
    Transform(trimString),
  );

/** Trimmed; empty is no description. */
export const IsCollectionDescription = () =>
  applyDecorators(
    MaxLength(descriptionMax, { message: `description must be at most ${descriptionMax} characters` }),
    IsString({ message: 'description must be a string' }),
    Transform(trimString),
  );

export const IsCollectionVisibility = () => IsIn(COLLECTION_VISIBILITIES, { message: `visibility must be one of: ${COLLECTION_VISIBILITIES.join(', ')}` });
