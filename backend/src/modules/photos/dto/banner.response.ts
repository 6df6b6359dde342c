import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class BannerResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, example: 'processing', description: 'It becomes the banner once processed' })
  status: string;
}

export class BannerEnvelope {
  @ApiProperty({ type: () => BannerResponse })
  banner: BannerResponse;
}

/** One slide of the dashboard's banner carousel: the custom banner or a photo. */
export class BannerSlideResponse {
  @ApiProperty({ enum: ['custom', 'photo'], enumName: 'BannerSlideKind' })
  kind: 'custom' | 'photo';

  @ApiProperty({ type: String })
  url: string;

  @ApiPropertyOptional({ type: String, format: 'uuid' })
  photoId?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  caption?: string | null;

  @ApiPropertyOptional({ type: Boolean })
  isFeatured?: boolean;

  @ApiPropertyOptional({ type: Number })
  votes?: number;
}

export class BannerSlidesEnvelope {
  @ApiProperty({ type: () => BannerSlideResponse, isArray: true })
  slides: BannerSlideResponse[];
}
