import { IMAGE_UPLOAD } from '@forkful/domain';
import { ApiProperty } from '@nestjs/swagger';

/** POST /images answers this (UploadedImage in @forkful/domain). */
export class UploadedImageResponse {
  @ApiProperty({ example: '665f1c2e8a1b2c3d4e5f6a7b' }) id: string;
  @ApiProperty({ example: 'https://api.forkful.app/images/665f1c2e8a1b2c3d4e5f6a7b', description: 'Absolute; use it as a recipe image' })
  url: string;
}

/** The multipart body of POST /images, for /api/docs. */
export const UPLOAD_BODY_SCHEMA = {
  type: 'object',
  required: [IMAGE_UPLOAD.field],
  properties: {
    [IMAGE_UPLOAD.field]: {
      type: 'string',
      format: 'binary',
      description: `A JPEG, PNG, WebP, AVIF or GIF photo (first frame), at most ${IMAGE_UPLOAD.maxBytes / (1024 * 1024)} MB; recognised from its bytes`,
    },
  },
};
