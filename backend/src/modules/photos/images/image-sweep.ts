import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { JobQueue } from '../../../queues/job-queue';
import { JobName } from '../../../queues/jobs';
import { ImageProcessingRepository } from './image-processing.repository';

const SWEEP_INTERVAL_MS = 30_000;
/** A record still processing after this long lost its job (queue down at upload time, for instance). */
const STALE_AFTER_SECONDS = 60;

/** The worker's sweep for photos and banners whose image job never reached the queue. */
@Injectable()
export class ImageSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ImageSweep.name);
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly images: ImageProcessingRepository,
    private readonly jobs: JobQueue,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    void this.sweep();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const stale = await this.images.processingLongerThan(STALE_AFTER_SECONDS);
      for (const { kind, id } of stale) {
        if (kind === 'photo') await this.jobs.ensureQueued(JobName.Photo, { photoId: id });
        else await this.jobs.ensureQueued(JobName.Banner, { bannerId: id });
      }
    } catch (error) {
      this.logger.warn(`Image sweep will try again: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
