import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../../common/access/event-access.decorator';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { IdParam } from '../../../common/validation/id-param';
import { ChangeGuestLimitDto, JoinPartyDto } from './dto/party-change.dto';
import { AddPartyGuestDto, UpdatePartyGuestDto } from './dto/party-guest.dto';
import { PartyEnvelope, PartyGuestEnvelope, PartyListEnvelope } from './dto/party.response';
import { PartiesService } from './parties.service';

const PARTY_NOT_FOUND = 'Party not found';
const GUEST_NOT_FOUND = 'Guest not found';

@ApiTags('parties')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller('events/:eventId/parties')
export class PartiesController {
  constructor(private readonly parties: PartiesService) {}

  @Get()
  @EventAccess('admin')
  @ApiOkResponse({ type: PartyListEnvelope })
  async list(@Caller() caller: EventCaller): Promise<PartyListEnvelope> {
    return { parties: await this.parties.list(caller) };
  }

  @Get('mine')
  @EventAccess('member')
  @ApiOkResponse({ type: PartyEnvelope, description: "The caller's party: who they answer for" })
  async mine(@Caller() caller: EventCaller): Promise<PartyEnvelope> {
    return { party: await this.parties.mine(caller) };
  }

  @Patch(':partyId')
  @EventAccess('admin')
  @ApiOkResponse({ type: PartyEnvelope })
  async setGuestLimit(
    @Caller() caller: EventCaller,
    @IdParam('partyId', PARTY_NOT_FOUND) partyId: string,
    @Body() input: ChangeGuestLimitDto,
  ): Promise<PartyEnvelope> {
    return { party: await this.parties.setGuestLimit(caller, partyId, input.guestLimit) };
  }

  @Post(':partyId/members')
  @EventAccess('admin')
  @HttpCode(200)
  @ApiOkResponse({ type: PartyEnvelope, description: 'The member joined the party' })
  async join(
    @Caller() caller: EventCaller,
    @IdParam('partyId', PARTY_NOT_FOUND) partyId: string,
    @Body() input: JoinPartyDto,
  ): Promise<PartyEnvelope> {
    return { party: await this.parties.join(caller, partyId, input.userId) };
  }

  @Delete(':partyId/members/:userId')
  @EventAccess('admin')
  @ApiOkResponse({ type: PartyEnvelope, description: 'The party left behind; the member has a party of their own' })
  async separate(
    @Caller() caller: EventCaller,
    @IdParam('partyId', PARTY_NOT_FOUND) partyId: string,
    @IdParam('userId', 'Member not found') userId: string,
  ): Promise<PartyEnvelope> {
    return { party: await this.parties.separate(caller, partyId, userId) };
  }

  @Post(':partyId/guests')
  @EventAccess('member')
  @ApiCreatedResponse({ type: PartyGuestEnvelope })
  async addGuest(
    @Caller() caller: EventCaller,
    @IdParam('partyId', PARTY_NOT_FOUND) partyId: string,
    @Body() input: AddPartyGuestDto,
  ): Promise<PartyGuestEnvelope> {
    return { guest: await this.parties.addGuest(caller, partyId, input) };
  }

  @Patch(':partyId/guests/:guestId')
  @EventAccess('member')
  @ApiOkResponse({ type: PartyGuestEnvelope })
  async updateGuest(
    @Caller() caller: EventCaller,
    @IdParam('partyId', PARTY_NOT_FOUND) partyId: string,
    @IdParam('guestId', GUEST_NOT_FOUND) guestId: string,
    @Body() input: UpdatePartyGuestDto,
  ): Promise<PartyGuestEnvelope> {
    return { guest: await this.parties.updateGuest(caller, partyId, guestId, input) };
  }

  @Delete(':partyId/guests/:guestId')
  @EventAccess('member')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed with their answers' })
  async removeGuest(
    @Caller() caller: EventCaller,
    @IdParam('partyId', PARTY_NOT_FOUND) partyId: string,
    @IdParam('guestId', GUEST_NOT_FOUND) guestId: string,
  ): Promise<void> {
    await this.parties.removeGuest(caller, partyId, guestId);
  }
}
