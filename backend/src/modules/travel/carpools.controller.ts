import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentMembership, EventAccess } from '../../common/access/event-access.decorator';
import type { EventMembership } from '../../common/access/event-access.rules';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { IdParam } from '../../common/validation/id-param';
import { CarpoolsService } from './carpools.service';
import { CreateCarpoolDto } from './dto/carpool.dto';

@ApiTags('travel')
@ApiBearerAuth()
@Controller()
export class CarpoolsController {
  constructor(private readonly carpools: CarpoolsService) {}

  @Get('events/:eventId/carpools')
  @EventAccess('member')
  async list(@CurrentMembership() membership: EventMembership) {
    return { carpools: await this.carpools.list(membership.eventId) };
  }

  @Post('events/:eventId/carpools')
  @EventAccess('member')
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @Body() input: CreateCarpoolDto,
  ) {
    return { carpool: await this.carpools.create({ eventId: membership.eventId, userId: user.id }, input) };
  }

  @Post('carpools/:carpoolId/join')
  @EventAccess('member', 'carpool')
  @HttpCode(200)
  async join(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @IdParam('carpoolId', 'Carpool not found') carpoolId: string,
  ) {
    return { carpool: await this.carpools.join({ eventId: membership.eventId, userId: user.id }, carpoolId) };
  }

  @Post('carpools/:carpoolId/leave')
  @EventAccess('member', 'carpool')
  @HttpCode(200)
  async leave(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @IdParam('carpoolId', 'Carpool not found') carpoolId: string,
  ) {
    return { carpool: await this.carpools.leave({ eventId: membership.eventId, userId: user.id }, carpoolId) };
  }

  @Delete('carpools/:carpoolId')
  @EventAccess('member', 'carpool')
  @HttpCode(204)
  async cancel(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @IdParam('carpoolId', 'Carpool not found') carpoolId: string,
  ): Promise<void> {
    await this.carpools.cancel({ eventId: membership.eventId, userId: user.id }, carpoolId);
  }
}
