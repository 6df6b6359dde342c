import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppConfig } from '../../../config/app-config';
import { JobName, type JobPayload } from '../../../queues/jobs';
import { OnJob } from '../../../queues/on-job.decorator';
import { PushOutboxRepository } from './push-outbox.repository';
import { pushMessage } from './push-message';
import { PushSender } from './push-sender';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';

/**
 * Pushes one notification to every device its member subscribed. A device whose push service says it
 * is gone (404, 410) is unsubscribed; any other failure is thrown for BullMQ to retry, after the job has
 * noted the devices already reached, so a retry does not ring them twice.
 */
@Injectable()
export class PushJob {
  constructor(
    private readonly outbox: PushOutboxRepository,
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly sender: PushSender,
    private readonly config: AppConfig,
  ) {}

  @OnJob(JobName.Push)
  async push(payload: JobPayload<JobName.Push>, job: Pick<Job, 'updateData'>): Promise<string> {
    if (!this.config.vapid) return 'push is off';
    const notification = await this.outbox.find(payload.notificationId);
    if (!notification) return 'gone';
    if (!notification.member) return 'no longer a member';
    const message = pushMessage(notification);
    const delivered = new Set(payload.delivered ?? []);
    const devices = (await this.subscriptions.ofUser(notification.userId)).filter(
      (device) => !delivered.has(device.id),
    );
    const failures: string[] = [];
    await Promise.all(
      devices.map(async (device) => {
        try {
          const outcome = await this.sender.send(device, message);
          if (outcome === 'delivered') delivered.add(device.id);
          else await this.subscriptions.delete(device.id);
        } catch (error) {
          failures.push((error as Error).message);
        }
      }),
    );
    if (failures.length > 0) {
      await job.updateData({ ...payload, delivered: [...delivered] });
      throw new Error(`${failures.length} of ${devices.length} device(s) not reached: ${failures.join('; ')}`);
    }
    return `pushed to ${delivered.size} device(s)`;
  }
}
