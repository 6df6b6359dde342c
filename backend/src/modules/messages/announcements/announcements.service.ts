import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { EventCaller } from '../../../common/access/event-access.rules';
import { JobQueue } from '../../../queues/job-queue';
import { JobName } from '../../../queues/jobs';
import { announcementNotifications, audienceItemRefusal } from './announcement-rules';
import { AnnouncementsRepository } from './announcements.repository';
import type { CreateAnnouncementDto } from './dto/announcement.dto';
import { type AnnouncementResponse, mapAnnouncement } from './dto/announcement.response';

const NOT_FOUND = 'Announcement not found';

@Injectable()
export class AnnouncementsService {
  private readonly logger = new Logger(AnnouncementsService.name);

  constructor(
    private readonly announcements: AnnouncementsRepository,
    private readonly jobs: JobQueue,
  ) {}

  /** Those the caller received, or every one for an admin; newest first. */
  async list(caller: EventCaller, pinnedOnly: boolean): Promise<AnnouncementResponse[]> {
    return (await this.announcements.list(caller.eventId, caller.userId, pinnedOnly)).map(mapAnnouncement);
  }

  /**
   * Who it goes to is decided now, once: a member who joins or answers later does not get it. Each
   * recipient but the author gets a bell entry and, if they want announcements, an e-mail.
   */
  async post(caller: EventCaller, input: CreateAnnouncementDto): Promise<AnnouncementResponse> {
    const scheduleItemId = input.scheduleItemId ?? null;
    const refusal = audienceItemRefusal(input.audience, scheduleItemId);
    if (refusal) throw new BadRequestException(refusal);
    const posted = await this.announcements.post(
      {
        eventId: caller.eventId,
        authorId: caller.userId,
        body: input.body,
        link: input.link ?? null,
        audience: input.audience,
        scheduleItemId,
      },
      ({ id, authorName, recipients }) =>
        announcementNotifications(
          { id, eventId: caller.eventId, authorId: caller.userId, authorName, body: input.body },
          recipients,
        ),
    );
    if (posted === 'no item') throw new BadRequestException('The schedule item is not in this event');
    for (const outboxId of posted.outboxIds) {
      const failure = await this.jobs.enqueue(JobName.NotificationMail, { outboxId });
      if (failure) this.logger.warn(`Announcement e-mail ${outboxId} left for the relay: ${failure.message}`);
    }
    return this.get(caller, posted.id);
  }

  async setPinned(caller: EventCaller, announcementId: string, pinned: boolean): Promise<AnnouncementResponse> {
    if (!(await this.announcements.setPinned(announcementId, pinned))) throw new NotFoundException(NOT_FOUND);
    return this.get(caller, announcementId);
  }

  async remove(announcementId: string): Promise<void> {
    await this.announcements.delete(announcementId);
  }

  private async get(caller: EventCaller, announcementId: string): Promise<AnnouncementResponse> {
    const row = await this.announcements.find(caller.eventId, caller.userId, announcementId);
    if (!row) throw new NotFoundException(NOT_FOUND);
    return mapAnnouncement(row);
  }
}
