import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../../../common/validation/transforms';
import { UploadReference } from '../uploads/upload-reference';
import { OBJECT_PATH } from './create-photo.dto';

export class SetBannerDto {
  @ApiProperty({ maxLength: 255 })
  @Trim()
  @MaxLength(255, { message: 'File name must be 255 characters or fewer' })
  @IsString({ message: 'File name is required' })
  @IsNotEmpty({ message: 'File name is required' })
  filename: string;

  /** The spec's name for the upload's path, as POST /api/objects/upload answered it. */
  @ApiProperty({
    example: 'uploads/0b8c9d5e-2f1a-4c3b-9d8e-7f6a5b4c3d2e',
    description: 'The objectPath or the uploadURL (or its path) that POST /api/objects/upload answered',
  })
  @UploadReference()
  @Matches(OBJECT_PATH, { message: 'objectURL must be the path of an upload' })
  objectURL: string;

  @ApiProperty({ enum: [true] })
  @Equals(true, { message: 'setBanner must be true' })
  setBanner: true;
}
