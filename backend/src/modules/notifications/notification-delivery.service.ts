import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import type { RenderedMail } from '../mail/invitation-mail';
import { MailOutboxRepository } from '../mail/mail-outbox.repository';
import type { DeliveryOutcome } from '../mail/mail-outbox.service';
import type { DigestLine } from './schedule-digest';
import { type NotificationMailInput, renderNotificationMail } from './notification-mail';
import { NotificationOutboxRepository, type PendingNotification } from './notification-outbox.repository';
import { unsubscribeToken } from './unsubscribe-token';

export type NotificationMail = RenderedMail & { messageId: string; headers: Record<string, string> };

const PROFILE_HINT = 'Choose which e-mails you get in your profile.';

/**
 * Sends one notification from the outbox, at most once, and only if it still holds: the member still
 * belongs to the event and wants this kind, and a reminder's member is still going to the item as it
 * was planned. Otherwise the row is marked skipped.
 */
@Injectable()
export class NotificationDelivery {
  constructor(
    private readonly notifications: NotificationOutboxRepository,
    private readonly outbox: MailOutboxRepository,
    private readonly config: AppConfig,
  ) {}

  async deliver(outboxId: string, send: (mail: NotificationMail) => Promise<unknown>): Promise<DeliveryOutcome> {
    const pending = await this.notifications.find(outboxId);
    if (!pending || pending.sentAt) return 'already-sent';
    if (pending.skippedAt) return 'skipped';
    const input = this.mailInput(pending);
    if (!input) {
      await this.outbox.markSkipped(outboxId);
      return 'skipped';
    }
    const unsubscribe = input.unsubscribeLink;
    try {
      await send({
        ...renderNotificationMail(input),
        messageId: `<${outboxId}@gatherly.notifications>`,
        // RFC 8058: mail apps offer one-click unsubscribe, and POST it to the link without a sign-in.
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    } catch (error) {
      await this.outbox.recordFailure(outboxId, (error as Error).message);
      throw error;
    }
    await this.outbox.markSent(outboxId);
    return 'sent';
  }

  /** The e-mail as it should now read, or null when it should no longer be sent. */
  private mailInput(pending: PendingNotification): NotificationMailInput | null {
    if (!pending.member || !pending.wanted) return null;
    const frame = {
      to: pending.email,
      eventName: pending.eventName,
      eventLink: this.config.eventLink(pending.eventId),
      primaryColor: pending.primaryColor,
      timeZone: pending.timeZone,
      unsubscribeLink: this.config.unsubscribeLink(
        unsubscribeToken(this.config.authSecret, { userId: pending.userId, kind: pending.kind }),
      ),
      profileHint: PROFILE_HINT,
    };
    switch (pending.kind) {
      case 'event-dates': {
        const { startDate, endDate, firstDates } = pending.payload as {
          startDate: string;
          endDate: string | null;
          firstDates: boolean;
        };
        return {
          ...frame,
          kind: 'event-dates',
          startDate: new Date(startDate),
          endDate: endDate ? new Date(endDate) : null,
          firstDates,
        };
      }
      case 'schedule-digest':
        return { ...frame, kind: 'schedule-digest', lines: (pending.payload as { lines: DigestLine[] }).lines };
      case 'reminder':
        if (pending.itemRsvp !== 'going' || !pending.itemTitle || !pending.itemStart) return null;
        if (pending.itemStart.getTime() <= Date.now()) return null;
        return {
          ...frame,
          kind: 'reminder',
          title: pending.itemTitle,
          startTime: pending.itemStart,
          endTime: pending.itemEnd,
          location: pending.itemLocation,
        };
      case 'answer-reminder':
        return { ...frame, kind: 'answer-reminder', items: (pending.payload as { items?: string[] }).items ?? [] };
      case 'ride-offer':
        // A cancelled ride, one they took already, or one that has left is no longer an offer.
        if (!pending.rideDriver || !pending.rideFrom || !pending.rideTo || !pending.rideDeparture) return null;
        if (pending.rideTaken || pending.rideDeparture.getTime() <= Date.now()) return null;
        return {
          ...frame,
          eventLink: `${frame.eventLink}/travel`,
          kind: 'ride-offer',
          driverName: pending.rideDriver,
          fromLocation: pending.rideFrom,
          toLocation: pending.rideTo,
          departureTime: pending.rideDeparture,
        };
      case 'announcement':
        // Deleted since it was posted: nothing to tell.
        if (pending.announcementBody === null) return null;
        return {
          ...frame,
          kind: 'announcement',
          authorName: pending.announcementAuthor,
          body: pending.announcementBody,
          link: pending.announcementLink,
        };
    }
  }
}
