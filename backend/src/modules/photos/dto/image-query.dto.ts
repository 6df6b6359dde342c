import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PHOTO_SIZES, type PhotoSize } from '../photo.entity';

export class ImageQuery {
  @ApiPropertyOptional({ enum: PHOTO_SIZES, default: 'preview' })
  @IsOptional()
  @IsIn(PHOTO_SIZES, { message: 'size must be thumb, preview or original' })
  size: PhotoSize = 'preview';
}
