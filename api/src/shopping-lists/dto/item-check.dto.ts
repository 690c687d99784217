import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** PATCH /shopping-list/items/{itemId}: checks an item off, or back on. */
export class ItemCheckDto {
  @ApiProperty()
  @IsBoolean({ message: 'checked must be true or false' })
  checked: boolean;
}
