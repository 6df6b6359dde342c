import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { EventCaller } from '../../common/access/event-access.rules';
import { AppConfig } from '../../config/app-config';
import { definedEntries, sentOr } from '../../common/objects';
import type { Db } from '../../database/sql';
import { MembersService } from '../members/members.service';
import { StoredFiles } from '../photos/stored-files';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { PREMIUM_REQUIRED_MESSAGE } from '../subscriptions/tier-catalogue';
import type { CreateEventDto } from './dto/create-event.dto';
import { EventDetail, EventListItem, listedRole, mapEventListRow } from './dto/event.response';
import type { UpdateEventDto } from './dto/update-event.dto';
import { withBannerDefaults, withThemeDefaults } from './event-defaults';
import type { FaqEntry } from './event.entity';
import { type EventContent, EventsRepository } from './events.repository';

const NOT_FOUND = 'Event not found';

@Injectable()
export class EventsService {
  constructor(
    private readonly events: EventsRepository,
    private readonly subscriptions: SubscriptionsService,
    private readonly members: MembersService,
    private readonly files: StoredFiles,
    private readonly config: AppConfig,
  ) {}

  /** The caller's events, soonest first; events without dates last. */
  async listForUser(userId: string): Promise<EventListItem[]> {
    const rows = await this.events.listForUser(userId);
    return rows.map(mapEventListRow);
  }

  async getDetail(caller: EventCaller): Promise<EventDetail> {
    const event = await this.events.find(caller.eventId);
    if (!event) throw new NotFoundException(NOT_FOUND);
    const members = await this.members.list(event.id);
    return {
      id: event.id,
      name: event.name,
      description: event.description,
      startDate: event.startDate,
      endDate: event.endDate,
      timeZone: event.timeZone,
      location: event.location,
      mapUrl: this.config.mapLink(event.location),
      dressCode: event.dressCode,
      registryUrl: event.registryUrl,
      faq: event.faq,
      customLogo: event.customLogo,
      themeColors: withThemeDefaults(event.themeColors),
      bannerSettings: withBannerDefaults(event.bannerSettings),
      role: listedRole(caller.role),
      memberCount: members.length,
      members,
      createdBy: event.createdBy,
      createdAt: event.createdAt,
    };
  }

  /**
   * Creates an event with its creator's membership, within the creator's plan: parallel creations cannot
   * slip past the plan's event limit together (see EventsRepository.createLocked).
   */
  async create(userId: string, input: CreateEventDto): Promise<EventDetail> {
    checkDateOrder(input.startDate ?? null, input.endDate ?? null);
    const event = {
      name: input.name,
      description: input.description ?? null,
      location: input.location ?? null,
      startDate: toDate(input.startDate),
      endDate: toDate(input.endDate),
      timeZone: canonicalTimeZone(input.timeZone ?? 'UTC'),
      customLogo: input.customLogo ?? null,
      dressCode: input.dressCode ?? null,
      registryUrl: input.registryUrl ?? null,
      faq: faqOf(input.faq ?? []),
      themeColors: definedEntries({ ...input.themeColors }),
    };
    const eventId = await this.events.createLocked(userId, event, (tx) => this.assertCanCreate(userId, tx));
    return this.getDetail({ eventId, userId, role: 'creator' });
  }

  async update(caller: EventCaller, changes: UpdateEventDto): Promise<EventDetail> {
    if (Object.keys(definedEntries(changes)).length === 0)
      throw new BadRequestException('Nothing to update: send at least one field');
    const found = await this.events.changeLocked(caller.eventId, caller.userId, (event): EventContent => {
      const startDate = changes.startDate !== undefined ? toDate(changes.startDate) : event.startDate;
      const endDate = changes.endDate !== undefined ? toDate(changes.endDate) : event.endDate;
      checkDateOrder(startDate?.toISOString() ?? null, endDate?.toISOString() ?? null);
      return {
        name: sentOr(changes.name, event.name),
        description: sentOr(changes.description, event.description),
        location: sentOr(changes.location, event.location),
        customLogo: sentOr(changes.customLogo, event.customLogo),
        startDate,
        endDate,
        timeZone: changes.timeZone ? canonicalTimeZone(changes.timeZone) : event.timeZone,
        dressCode: sentOr(changes.dressCode, event.dressCode),
        registryUrl: sentOr(changes.registryUrl, event.registryUrl),
        // The whole list is sent: its order is the order the admins chose.
        faq: changes.faq ? faqOf(changes.faq) : event.faq,
        // Merged, so a client saving one colour or one banner switch keeps the rest.
        themeColors: { ...event.themeColors, ...definedEntries({ ...changes.themeColors }) },
        bannerSettings: { ...event.bannerSettings, ...definedEntries({ ...changes.bannerSettings }) },
      };
    });
    if (!found) throw new NotFoundException(NOT_FOUND);
    return this.getDetail(caller);
  }

  /** Everything in it goes with it; the stored files of its photos and banners after the commit. */
  async remove(eventId: string): Promise<void> {
    const files = await this.events.delete(eventId, (tx) => this.files.ofEvents(tx, [eventId]));
    await this.files.discard(files, `deleted event ${eventId}`);
  }

  /** The plan's event limit, read in the creation's transaction (see EventsRepository.createLocked). */
  private async assertCanCreate(userId: string, tx: Db): Promise<void> {
    const limits = await this.subscriptions.eventCreationLimits(userId, tx);
    if (limits.limit === 0) throw new ForbiddenException(PREMIUM_REQUIRED_MESSAGE);
    if (!limits.canCreate) {
      const tier = await this.subscriptions.effectiveTier(userId, tx);
      throw new ForbiddenException(
        `Event limit reached: your ${tier.displayName} plan allows ${limits.limit} events. Upgrade to create more.`,
      );
    }
  }
}

/** 'europe/madrid' and 'Europe/Madrid' are one zone: the stored name is Intl's own spelling. */
function canonicalTimeZone(zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
}

/** Only the question and the answer are stored, whatever class the entries came in. */
function faqOf(entries: FaqEntry[]): FaqEntry[] {
  return entries.map(({ question, answer }) => ({ question, answer }));
}

function toDate(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

function checkDateOrder(start: string | null, end: string | null): void {
  if (start && end && new Date(end).getTime() < new Date(start).getTime()) {
    throw new BadRequestException('End date must be after the start date');
  }
}
