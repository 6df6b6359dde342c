import { Module } from '@nestjs/common';
import { AnnouncementsController } from './announcements/announcements.controller';
import { AnnouncementsRepository } from './announcements/announcements.repository';
import { AnnouncementsService } from './announcements/announcements.service';
import { CommentsController } from './comments/comments.controller';
import { CommentsRepository } from './comments/comments.repository';
import { CommentsService } from './comments/comments.service';
import { NotificationCentreController } from './notification-centre/notification-centre.controller';
import { NotificationCentreRepository } from './notification-centre/notification-centre.repository';
import { NotificationCentreService } from './notification-centre/notification-centre.service';
import { PushController } from './push/push.controller';
import { PushJob } from './push/push.job';
import { PushOutboxRepository } from './push/push-outbox.repository';
import { PushSender } from './push/push-sender';
import { PushSubscriptionsRepository } from './push/push-subscriptions.repository';
import { PushSubscriptionsService } from './push/push-subscriptions.service';
import { PushSweep } from './push/push-sweep';

/*
 * Messages: announcements, comments, the notification centre and Web Push. Each part keeps its providers
 * and controllers in one list below, so the parts are added and read apart.
 */

const ANNOUNCEMENTS = {
  providers: [AnnouncementsRepository, AnnouncementsService],
  controllers: [AnnouncementsController],
};

const COMMENTS = {
  providers: [CommentsRepository, CommentsService],
  controllers: [CommentsController],
};

const NOTIFICATION_CENTRE = {
  providers: [NotificationCentreRepository, NotificationCentreService],
  controllers: [NotificationCentreController],
};

/** The API's side of push: the server's public key and each device's subscription. */
const PUSH_SUBSCRIPTIONS = {
  providers: [PushSubscriptionsRepository, PushSubscriptionsService],
  controllers: [PushController],
};

/** The API's part: announcements and comments, and the routes of the notification centre and push. */
@Module({
  providers: [
    ...ANNOUNCEMENTS.providers,
    ...COMMENTS.providers,
    ...NOTIFICATION_CENTRE.providers,
    ...PUSH_SUBSCRIPTIONS.providers,
  ],
  controllers: [
    ...ANNOUNCEMENTS.controllers,
    ...COMMENTS.controllers,
    ...NOTIFICATION_CENTRE.controllers,
    ...PUSH_SUBSCRIPTIONS.controllers,
  ],
})
export class MessagesApiModule {}

/**
 * The worker's part: pushing the notification centre's entries to members' devices, found by a sweep
 * (the entries are written by whatever they tell of, in its transaction) and sent by a job each.
 */
@Module({
  providers: [PushOutboxRepository, PushSubscriptionsRepository, PushSender, PushSweep, PushJob],
})
export class MessagesWorkerModule {}
