import { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

/**
 * A worker's look at the database every few seconds, from start-up to shutdown: never two at once (a slow
 * one is not overtaken), and a failed one is logged and tried again at the next tick.
 */
export abstract class PeriodicSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private timer?: NodeJS.Timeout;
  private running = false;

  protected constructor(private readonly intervalMs: number) {}

  /** One look; answers what to log, if anything happened. */
  protected abstract sweepOnce(): Promise<string | null>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.intervalMs);
    void this.sweep();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async sweep(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const done = await this.sweepOnce();
      if (done) this.logger.log(done);
    } catch (error) {
      this.logger.warn(`Will try again: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
