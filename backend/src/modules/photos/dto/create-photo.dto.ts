import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Trim, TrimToNull } from '../../../common/validation/transforms';
import { UploadReference } from '../uploads/upload-reference';

/** objectPath is what POST /api/objects/upload answered; only uploads of the caller are accepted. */
export const OBJECT_PATH = /^uploads\/[0-9a-f-]{36}$/;

export class CreatePhotoDto {
  @ApiProperty({ maxLength: 255 })
  @Trim()
  @MaxLength(255, { message: 'File name must be 255 characters or fewer' })
  @IsString({ message: 'File name is required' })
  @IsNotEmpty({ message: 'File name is required' })
  filename: string;

  @ApiProperty({
    example: 'uploads/0b8c9d5e-2f1a-4c3b-9d8e-7f6a5b4c3d2e',
    description: 'The objectPath or the uploadURL (or its path) that POST /api/objects/upload answered',
  })
  @UploadReference()
  @Matches(OBJECT_PATH, { message: 'objectPath must be the path of an upload' })
  objectPath: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(500, { message: 'Caption must be 500 characters or fewer' })
  caption?: string | null;
}
