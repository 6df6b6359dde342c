import { Module } from '@nestjs/common';
import { AnnouncementsController } from './announcements/announcements.controller';
import { AnnouncementsRepository } from './announcements/announcements.repository';
import { AnnouncementsService } from './announcements/announcements.service';

/*
 * Messages: announcements, comments, the notification centre and Web Push. Each part keeps its providers
 * and controllers in one list below, so the parts are added and read apart.
 */

const ANNOUNCEMENTS = {
  providers: [AnnouncementsRepository, AnnouncementsService],
  controllers: [AnnouncementsController],
};

/** The API's part: announcements and comments, and the routes of the notification centre and push. */
@Module({
  providers: [...ANNOUNCEMENTS.providers],
  controllers: [...ANNOUNCEMENTS.controllers],
})
export class MessagesApiModule {}
