import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { MailOutboxService } from './mail-outbox.service';

const RELAY_INTERVAL_MS = 5000;

/** The worker's sweep for e-mails whose hand-over to the queue was lost (queue down, process killed). */
@Injectable()
export class MailOutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailOutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(private readonly outbox: MailOutboxService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), RELAY_INTERVAL_MS);
    void this.sweep();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async sweep(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const handed = await this.outbox.relay();
      if (handed > 0) this.logger.log(`Handed ${handed} unsent e-mail(s) to the queue`);
    } catch (error) {
      this.logger.warn(`Outbox relay will try again: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
