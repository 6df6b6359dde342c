import { Type } from 'class-transformer';
import { IsInt, IsString } from 'class-validator';

export class UploadQueryDto {
  @Type(() => Number)
  @IsInt({ message: 'This upload link is not valid' })
  expires: number;

  @IsString({ message: 'This upload link is not valid' })
  signature: string;
}
