import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { EventCaller } from '../../../common/access/event-access.rules';
import { JobQueue } from '../../../queues/job-queue';
import { JobName } from '../../../queues/jobs';
import type { SetBannerDto } from '../dto/set-banner.dto';
import { UploadClaims } from '../uploads/upload-claims';
import { BannersRepository } from './banners.repository';

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
    private readonly banners: BannersRepository,
    private readonly jobs: JobQueue,
    private readonly claims: UploadClaims,
  ) {}

  /** The image becomes the event's banner once the worker has processed it. */
  async upload(caller: EventCaller, input: SetBannerDto): Promise<{ banner: { id: string; status: string } }> {
    const banner = await this.banners.create(
      { eventId: caller.eventId, uploadedBy: caller.userId, objectPath: input.objectURL },
      (tx) => this.claims.admit(tx, caller, input.objectURL, 'banner'),
    );
    const failure = await this.jobs.enqueue(JobName.Banner, { bannerId: banner.id });
    if (failure) this.logger.warn(`Banner ${banner.id} left for the sweep: ${failure.message}`);
    return { banner };
  }

  /** Only a processed banner has a file to serve. */
  async assertReady(bannerId: string): Promise<void> {
    if (!(await this.banners.isReady(bannerId))) throw new NotFoundException('Banner not found');
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
    const result = await this.banners.slideSources(eventId, MAX_SLIDES);
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
