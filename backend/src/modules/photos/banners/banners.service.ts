import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { assertRoomFor } from '../uploads/plan-storage';
import { JobQueue } from '../../../queues/job-queue';
import { JobName } from '../../../queues/jobs';
import type { SetBannerDto } from '../dto/set-banner.dto';
import type { Caller } from '../photos.service';
import { UploadClaims } from '../uploads/upload-claims';

export interface BannerSlide {
  kind: 'custom' | 'photo';
  url: string;
  photoId?: string;
  caption?: string | null;
  isFeatured?: boolean;
  votes?: number;
}

const MAX_SLIDES = 20;
const BANNER_URL = /^\/objects\/banners\/([0-9a-f-]{36})\.jpg$/;

export const bannerUrl = (bannerId: string) => `/objects/banners/${bannerId}.jpg`;

@Injectable()
export class BannersService {
  private readonly logger = new Logger(BannersService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly claims: UploadClaims,
  ) {}

  /** The image becomes the event's banner once the worker has processed it. */
  async upload(caller: Caller, input: SetBannerDto): Promise<{ banner: { id: string; status: string } }> {
    const banner = await this.dataSource.transaction(async (manager) => {
      const upload = await this.claims.spend(manager, input.objectURL, caller.userId);
      await assertRoomFor(manager, caller.eventId, upload.size, 'banner');
      const [row] = (await manager.query(
        `INSERT INTO event_banners ("eventId", "uploadedBy", "objectPath", "sizeBytes") VALUES ($1, $2, $3, $4)
         RETURNING id, status`,
        [caller.eventId, caller.userId, input.objectURL, upload.size],
      )) as Array<{ id: string; status: string }>;
      return row!;
    });
    const failure = await this.jobs.enqueue(JobName.Banner, { bannerId: banner.id });
    if (failure) this.logger.warn(`Banner ${banner.id} left for the sweep: ${failure.message}`);
    return { banner };
  }

  /** Only a processed banner has a file to serve. */
  async assertReady(bannerId: string): Promise<void> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM event_banners WHERE id = $1 AND status = 'ready'`,
      [bannerId],
    );
    if (rows.length === 0) throw new NotFoundException('Banner not found');
  }

  /** The banner id in a /objects/banners URL, or null. */
  static idFromUrl(url: string | null | undefined): string | null {
    return (url && BANNER_URL.exec(url)?.[1]) || null;
  }

  /**
   * The banner carousel's slides (spec section 4): the custom banner, then featured photos, then the
   * other photos by votes, most voted first.
   */
  async slides(eventId: string): Promise<BannerSlide[]> {
    const [result] = (await this.dataSource.query(
      `SELECT e."bannerSettings"->>'customBannerImage' AS custom,
              COALESCE((SELECT json_agg(p ORDER BY p."isFeatured" DESC, p.votes DESC, p."uploadedAt" DESC)
                        FROM (SELECT id, caption, "isFeatured", votes, "uploadedAt" FROM photos
                              WHERE "eventId" = e.id AND status = 'ready'
                              ORDER BY "isFeatured" DESC, votes DESC, "uploadedAt" DESC LIMIT $2) p), '[]') AS photos
       FROM events e WHERE e.id = $1`,
      [eventId, MAX_SLIDES],
    )) as Array<{
      custom: string | null;
      photos: Array<{ id: string; caption: string | null; isFeatured: boolean; votes: number }>;
    }>;
    if (!result) throw new NotFoundException('Event not found');
    const slides: BannerSlide[] = result.custom ? [{ kind: 'custom', url: result.custom }] : [];
    for (const photo of result.photos) {
      slides.push({
        kind: 'photo',
        url: `/api/photos/${photo.id}/image?size=preview`,
        photoId: photo.id,
        caption: photo.caption,
        isFeatured: photo.isFeatured,
        votes: photo.votes,
      });
    }
    return slides.slice(0, MAX_SLIDES);
  }
}
