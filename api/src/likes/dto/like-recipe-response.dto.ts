import { ApiProperty } from '@nestjs/swagger';

export class LikeRecipeResponse {
  @ApiProperty() likeCount: number;
}
