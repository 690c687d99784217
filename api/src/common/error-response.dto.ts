import { ApiProperty } from '@nestjs/swagger';

/** The JSON body of every error answer (see AllExceptionsFilter), as /api/docs describes it. */
export class ErrorResponse {
  @ApiProperty() statusCode: number;
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] }) message: string | string[];
  @ApiProperty() error: string;
  @ApiProperty({
    description:
      'Stable code of the refusal, for a client to word it in its own language: the refusal (recipe.like-own, ' +
      'recipe.not-found), else its kind (validation, auth.required, rate-limit) or http.<status>. API_ERROR_CODES in @forkful/domain lists them.',
    pattern: '^[a-z0-9][a-z0-9.-]{0,79}$',
    example: 'recipe.like-own',
  })
  code: string;
}
