import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { definedEntries } from '../../common/objects';
import type { EventCaller } from '../../common/access/event-access.rules';
import type { UpdateEventProfileDto } from './dto/update-event-profile.dto';
import { type EventProfileRow, EventProfilesRepository } from './event-profiles.repository';
import { canReadEventProfile, showsProfileFields } from './profile-visibility';
import { UsersService } from './users.service';

export type EventProfileResponse = Omit<EventProfileRow, 'id' | 'createdAt' | 'updatedAt'> & {
  id: string | null;
  createdAt: Date | null;
  updatedAt: Date | null;
};

@Injectable()
export class EventProfilesService {
  constructor(
    private readonly profiles: EventProfilesRepository,
    private readonly users: UsersService,
  ) {}

  /**
   * A member's profile for this event. One not yet saved starts from the core profile's dietary
   * restrictions and allergies, so nobody types them twice, but only where the core profile's privacy
   * lets this viewer see them.
   */
  async read(viewer: EventCaller, userId: string): Promise<EventProfileResponse> {
    await this.requireMember(viewer.eventId, userId);
    const saved = await this.profiles.find(viewer.eventId, userId);
    if (saved) {
      if (!canReadEventProfile(saved.profileVisibility, viewer.userId === userId, viewer.role)) {
        throw new ForbiddenException("This profile is only visible to the event's organizers");
      }
      return saved;
    }
    const user = await this.users.getById(userId);
    const inherited = showsProfileFields(await this.users.accessTo(viewer.userId, user));
    const dietaryRestrictions = inherited ? user.dietaryRestrictions : [];
    return {
      id: null,
      eventId: viewer.eventId,
      userId,
      eventNickname: null,
      eventBio: null,
      role: null,
      roomingPreferences: null,
      transportationNotes: null,
      eventEmergencyContact: null,
      eventEmergencyContactPhone: null,
      eventDietaryNotes: dietaryRestrictions.length > 0 ? dietaryRestrictions.join(', ') : null,
      eventAllergies: inherited ? user.allergies : [],
      specialRequests: null,
      profileVisibility: 'event_members',
      isProfileComplete: false,
      createdAt: null,
      updatedAt: null,
    };
  }

  /** The caller's own event profile (OwnProfileGuard): the fields sent change, the others stay. */
  async update(eventId: string, userId: string, changes: UpdateEventProfileDto): Promise<EventProfileResponse> {
    await this.requireMember(eventId, userId);
    return this.profiles.upsert(eventId, userId, definedEntries(changes));
  }

  private async requireMember(eventId: string, userId: string): Promise<void> {
    if (!(await this.profiles.isMember(eventId, userId))) {
      throw new NotFoundException('This person is not a member of the event');
    }
  }
}
