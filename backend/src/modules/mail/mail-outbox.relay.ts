import { Injectable } from '@nestjs/common';
import { PeriodicSweep } from '../../common/scheduling/periodic-sweep';
import { AppConfig } from '../../config/app-config';
import { MailOutboxService } from './mail-outbox.service';

/** The worker's sweep for e-mails whose hand-over to the queue was lost (queue down, process killed). */
@Injectable()
export class MailOutboxRelay extends PeriodicSweep {
  constructor(
    private readonly outbox: MailOutboxService,
    config: AppConfig,
  ) {
    super(config.sweepIntervalSeconds * 1000);
  }

  protected async sweepOnce(): Promise<string | null> {
    const handed = await this.outbox.relay();
    return handed > 0 ? `Handed ${handed} unsent e-mail(s) to the queue` : null;
  }
}
