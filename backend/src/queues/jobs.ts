import type { WorkerOptions } from 'bullmq';

/** Every BullMQ queue of the app. */
export enum QueueName {
  Maintenance = 'maintenance',
  Mail = 'mail',
  Images = 'images',
}

/** Every job of the app; the values are the names BullMQ stores, so they never change. */
export enum JobName {
  Photo = 'photo',
  Banner = 'banner',
  InvitationMail = 'invitation',
  NotificationMail = 'notification-mail',
  ScheduleReminder = 'schedule-reminder',
  Push = 'push',
  PurgeExpiredRefreshTokens = 'purge-expired-refresh-tokens',
  PurgeExpiredUploads = 'purge-expired-uploads',
  EndBillingGrace = 'end-billing-grace',
}

/** What each job carries: the only shape its enqueuers may send and its handler receives. */
export interface JobPayloads {
  [JobName.Photo]: { photoId: string };
  [JobName.Banner]: { bannerId: string };
  [JobName.InvitationMail]: { outboxId: string };
  [JobName.NotificationMail]: { outboxId: string };
  /** The item's start as the reminder was planned for: a job for a time the item no longer has does nothing. */
  [JobName.ScheduleReminder]: { itemId: string; startTime: string };
  /** `delivered`: the subscriptions an earlier attempt reached, which a retry does not push to again. */
  [JobName.Push]: { notificationId: string; delivered?: string[] };
  [JobName.PurgeExpiredRefreshTokens]: Record<string, never>;
  [JobName.PurgeExpiredUploads]: Record<string, never>;
  [JobName.EndBillingGrace]: Record<string, never>;
}

export type JobPayload<N extends JobName> = JobPayloads[N];

interface JobDefinition<N extends JobName> {
  queue: QueueName;
  /**
   * A job about a record gets its id from the record, so enqueueing it twice (a request and a sweep, two
   * workers) adds it once. Recurring jobs have none: their scheduler names them.
   */
  jobId?: (payload: JobPayload<N>) => string;
  attempts?: number;
}

export const JOBS: { [N in JobName]: JobDefinition<N> } = {
  [JobName.Photo]: { queue: QueueName.Images, jobId: ({ photoId }) => `photo-${photoId}` },
  [JobName.Banner]: { queue: QueueName.Images, jobId: ({ bannerId }) => `banner-${bannerId}` },
  // With exponential back-off from one second, about nine hours of SMTP outage are ridden out.
  [JobName.InvitationMail]: {
    queue: QueueName.Mail,
    jobId: ({ outboxId }) => `invitation-mail-${outboxId}`,
    attempts: 15,
  },
  [JobName.NotificationMail]: {
    queue: QueueName.Mail,
    jobId: ({ outboxId }) => `notification-mail-${outboxId}`,
    attempts: 15,
  },
  // One per item and start time: moving the item plans a new one and drops this one.
  [JobName.ScheduleReminder]: {
    queue: QueueName.Mail,
    jobId: ({ itemId, startTime }) => `schedule-reminder-${itemId}-${new Date(startTime).getTime()}`,
    attempts: 15,
  },
  // Pushes ride the mail queue: short calls to outside services, like sending an e-mail. With exponential
  // back-off from one second, ten attempts ride out about seventeen minutes of a push service's trouble.
  [JobName.Push]: { queue: QueueName.Mail, jobId: ({ notificationId }) => `push-${notificationId}`, attempts: 10 },
  [JobName.PurgeExpiredRefreshTokens]: { queue: QueueName.Maintenance },
  [JobName.PurgeExpiredUploads]: { queue: QueueName.Maintenance },
  [JobName.EndBillingGrace]: { queue: QueueName.Maintenance },
};

/** How the worker consumes each queue. */
export const QUEUE_WORKERS: Record<QueueName, Partial<WorkerOptions>> = {
  // A short lock lets another worker take over the jobs of a killed one within seconds; sending one
  // e-mail takes far less, and BullMQ renews the lock while a job runs.
  [QueueName.Mail]: { concurrency: 20, lockDuration: 10_000, stalledInterval: 5_000 },
  // sharp uses the other cores itself.
  [QueueName.Images]: { concurrency: 2 },
  [QueueName.Maintenance]: {},
};
