import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { EventAccess, CurrentMembership } from '../../common/access/event-access.decorator';
import type { EventMembership } from '../../common/access/event-access.rules';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { IdParam } from '../../common/validation/id-param';
import { UpdateEventProfileDto } from './dto/update-event-profile.dto';
import { EventProfilesService } from './event-profiles.service';
import { OwnProfileOnly } from './own-profile.guard';

@ApiTags('users')
@ApiBearerAuth()
@Controller('events/:eventId/users/:userId/profile')
export class EventProfilesController {
  constructor(private readonly profiles: EventProfilesService) {}

  @Get()
  @EventAccess('member')
  async read(
    @CurrentUser() viewer: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @IdParam('userId', 'User not found') userId: string,
  ) {
    return { profile: await this.profiles.read({ ...membership, userId: viewer.id }, userId) };
  }

  @Put()
  @EventAccess('member')
  @OwnProfileOnly()
  async update(
    @CurrentMembership() membership: EventMembership,
    @IdParam('userId', 'User not found') userId: string,
    @Body() changes: UpdateEventProfileDto,
  ) {
    return { profile: await this.profiles.update(membership.eventId, userId, changes) };
  }
}
