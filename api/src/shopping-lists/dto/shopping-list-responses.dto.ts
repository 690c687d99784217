import { ApiProperty } from '@nestjs/swagger';

export class ItemSourceResponse {
  @ApiProperty({ example: '665f1c2e8a1b2c3d4e5f6a7b' }) recipeId: string;
  @ApiProperty({ description: "The recipe's title when the list was built" }) title: string;
}

export class ShoppingItemResponse {
  @ApiProperty({ example: '6660a1b2c3d4e5f6a7b8c9d0' }) _id: string;
  @ApiProperty({ example: '700 g flour' }) text: string;
  @ApiProperty() checked: boolean;
  @ApiProperty({ description: 'Added by the cook: kept when the list is built again' }) own: boolean;
  @ApiProperty({ type: ItemSourceResponse, isArray: true, description: 'The recipes that need it (empty for the cook’s own)' })
  recipes: ItemSourceResponse[];
}

export class ShoppingListResponse {
  @ApiProperty({ type: 'string', nullable: true, example: '2025-06-02', description: 'The range it was last built for; null before the first build' })
  from: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: '2025-06-08' }) to: string | null;
  @ApiProperty({ type: ShoppingItemResponse, isArray: true, description: 'Built items in the merge order, then the cook’s own' })
  items: ShoppingItemResponse[];
  @ApiProperty({ type: 'string', nullable: true, description: 'The last change; null when there was none' }) updatedAt: string | null;
}
