import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { EventMembership } from '../../common/access/event-access.rules';
import { definedEntries } from '../../common/objects';
import { EventMember } from '../members/event-member.entity';
import { MembersService } from '../members/members.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { PREMIUM_REQUIRED_MESSAGE } from '../subscriptions/tier-catalogue';
import { User } from '../users/user.entity';
import type { CreateEventDto } from './dto/create-event.dto';
import { EventDetail, EventListItem, listedRole } from './dto/event.response';
import type { UpdateEventDto } from './dto/update-event.dto';
import { withBannerDefaults, withThemeDefaults } from './event-defaults';
import { Event } from './event.entity';

const LIST_COLUMNS = `e.id, e.name, e."customLogo", e."startDate", e."endDate", e.description, e.location,
  (SELECT count(*)::int FROM event_members c WHERE c."eventId" = e.id) AS "memberCount"`;

@Injectable()
export class EventsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly members: MembersService,
  ) {}

  /** The caller's events, soonest first; events without dates last. */
  async listForUser(userId: string): Promise<EventListItem[]> {
    const rows: Array<Omit<EventListItem, 'role'> & { role: EventMember['role'] }> = await this.dataSource.query(
      `SELECT ${LIST_COLUMNS}, m.role FROM event_members m JOIN events e ON e.id = m."eventId"
       WHERE m."userId" = $1 ORDER BY e."startDate" ASC NULLS LAST, e."createdAt" DESC`,
      [userId],
    );
    return rows.map((row) => ({ ...row, role: listedRole(row.role) }));
  }

  async getDetail(membership: EventMembership): Promise<EventDetail> {
    const event = await this.dataSource.manager.findOne(Event, { where: { id: membership.eventId } });
    if (!event) throw new NotFoundException('Event not found');
    const members = await this.members.list(event.id);
    return {
      id: event.id,
      name: event.name,
      description: event.description,
      startDate: event.startDate,
      endDate: event.endDate,
      location: event.location,
      customLogo: event.customLogo,
      themeColors: withThemeDefaults(event.themeColors),
      bannerSettings: withBannerDefaults(event.bannerSettings),
      role: listedRole(membership.role),
      memberCount: members.length,
      members,
      createdBy: event.createdBy,
      createdAt: event.createdAt,
    };
  }

  /**
   * Creates an event with its creator's membership in one transaction. The creator's row is locked so
   * that parallel creations cannot slip past the plan's event limit together.
   */
  async create(userId: string, input: CreateEventDto): Promise<EventDetail> {
    checkDateOrder(input.startDate ?? null, input.endDate ?? null);
    const eventId = await this.dataSource.transaction(async (manager) => {
      await manager.findOne(User, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      await this.assertCanCreate(userId, manager);
      const event = manager.create(Event, {
        name: input.name,
        description: input.description ?? null,
        location: input.location ?? null,
        startDate: toDate(input.startDate),
        endDate: toDate(input.endDate),
        customLogo: input.customLogo ?? null,
        themeColors: definedEntries({ ...input.themeColors }),
        bannerSettings: {},
        adminId: userId,
        createdBy: userId,
      });
      await manager.insert(Event, event);
      await manager.insert(EventMember, { eventId: event.id, userId, role: 'creator' });
      return event.id;
    });
    return this.getDetail({ eventId, role: 'creator' });
  }

  async update(membership: EventMembership, changes: UpdateEventDto): Promise<EventDetail> {
    if (Object.keys(definedEntries(changes)).length === 0)
      throw new BadRequestException('Nothing to update: send at least one field');
    await this.dataSource.transaction(async (manager) => {
      const event = await manager.findOne(Event, {
        where: { id: membership.eventId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!event) throw new NotFoundException('Event not found');
      const startDate = changes.startDate !== undefined ? toDate(changes.startDate) : event.startDate;
      const endDate = changes.endDate !== undefined ? toDate(changes.endDate) : event.endDate;
      checkDateOrder(startDate?.toISOString() ?? null, endDate?.toISOString() ?? null);
      await manager.update(
        Event,
        { id: event.id },
        {
          ...(changes.name !== undefined && { name: changes.name }),
          ...(changes.description !== undefined && { description: changes.description }),
          ...(changes.location !== undefined && { location: changes.location }),
          ...(changes.customLogo !== undefined && { customLogo: changes.customLogo }),
          startDate,
          endDate,
          // Merged, so a client saving one colour or one banner switch keeps the rest.
          ...(changes.themeColors && { themeColors: { ...event.themeColors, ...definedEntries(changes.themeColors) } }),
          ...(changes.bannerSettings && {
            bannerSettings: { ...event.bannerSettings, ...definedEntries(changes.bannerSettings) },
          }),
        },
      );
    });
    return this.getDetail(membership);
  }

  /** Members, profiles, photos, travel, schedule, role changes and invitations go with it (foreign keys). */
  async remove(eventId: string): Promise<void> {
    await this.dataSource.manager.delete(Event, { id: eventId });
  }

  private async assertCanCreate(userId: string, manager: EntityManager): Promise<void> {
    const limits = await this.subscriptions.eventCreationLimits(userId, manager);
    if (limits.limit === 0) throw new ForbiddenException(PREMIUM_REQUIRED_MESSAGE);
    if (!limits.canCreate) {
      const tier = await this.subscriptions.effectiveTier(userId, manager);
      throw new ForbiddenException(
        `Event limit reached: your ${tier.displayName} plan allows ${limits.limit} events. Upgrade to create more.`,
      );
    }
  }
}

function toDate(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

function checkDateOrder(start: string | null, end: string | null): void {
  if (start && end && new Date(end).getTime() < new Date(start).getTime()) {
    throw new BadRequestException('End date must be after the start date');
  }
}
