/** Every BullMQ queue of the app. Job ids are derived from the record a job is about, so enqueueing twice is harmless. */
export enum QueueName {
  Maintenance = 'maintenance',
  Mail = 'mail',
  Images = 'images',
}

export enum ImageJob {
  Photo = 'photo',
  Banner = 'banner',
}

export interface PhotoJobData {
  photoId: string;
}

export interface BannerJobData {
  bannerId: string;
}

export const photoJobId = (photoId: string) => `photo-${photoId}`;
export const bannerJobId = (bannerId: string) => `banner-${bannerId}`;

export enum MailJob {
  Invitation = 'invitation',
}

export interface InvitationMailJobData {
  outboxId: string;
}

/** One job per outbox row: BullMQ ignores a second add with the same id. */
export const mailJobId = (outboxId: string) => `invitation-mail-${outboxId}`;

export enum MaintenanceJob {
  PurgeExpiredRefreshTokens = 'purge-expired-refresh-tokens',
  PurgeExpiredUploads = 'purge-expired-uploads',
}
