import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class FeaturePhotoDto {
  @ApiProperty()
  @IsBoolean({ message: 'isFeatured must be true or false' })
  isFeatured: boolean;
}
