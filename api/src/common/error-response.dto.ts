import { ApiProperty } from '@nestjs/swagger';

/** The JSON body of every error answer (see AllExceptionsFilter), as /api/docs describes it. */
export class ErrorResponse {
  @ApiProperty() statusCode: number;
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] }) message: string | string[];
  @ApiProperty() error: string;
}
