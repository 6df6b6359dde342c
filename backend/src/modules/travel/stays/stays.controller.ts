import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../../common/access/event-access.decorator';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { IdParam } from '../../../common/validation/id-param';
import { CreateRoomDto, CreateStayDto, SleeperDto, UpdateRoomDto, UpdateStayDto } from './dto/stay.dto';
import { StayEnvelope, StayListEnvelope } from './dto/stay.response';
import { StaysService } from './stays.service';

const STAY_NOT_FOUND = 'Stay not found';
const ROOM_NOT_FOUND = 'Room not found';

@ApiTags('travel')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller()
export class StaysController {
  constructor(private readonly stays: StaysService) {}

  @Get('events/:eventId/stays')
  @EventAccess('member')
  @ApiOkResponse({ type: StayListEnvelope })
  list(@Caller() caller: EventCaller): Promise<StayListEnvelope> {
    return this.stays.list(caller.eventId);
  }

  @Post('events/:eventId/stays')
  @EventAccess('admin')
  @ApiCreatedResponse({ type: StayEnvelope })
  async create(@Caller() caller: EventCaller, @Body() input: CreateStayDto): Promise<StayEnvelope> {
    return { stay: await this.stays.create(caller, input) };
  }

  @Patch('stays/:stayId')
  @EventAccess('admin', 'stay')
  @ApiOkResponse({ type: StayEnvelope })
  async update(
    @Caller() caller: EventCaller,
    @IdParam('stayId', STAY_NOT_FOUND) stayId: string,
    @Body() input: UpdateStayDto,
  ): Promise<StayEnvelope> {
    return { stay: await this.stays.update(caller, stayId, input) };
  }

  @Delete('stays/:stayId')
  @EventAccess('admin', 'stay')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Its rooms and beds go with it' })
  async remove(@IdParam('stayId', STAY_NOT_FOUND) stayId: string): Promise<void> {
    await this.stays.remove(stayId);
  }

  @Post('stays/:stayId/rooms')
  @EventAccess('admin', 'stay')
  @ApiCreatedResponse({ type: StayEnvelope })
  async addRoom(
    @Caller() caller: EventCaller,
    @IdParam('stayId', STAY_NOT_FOUND) stayId: string,
    @Body() input: CreateRoomDto,
  ): Promise<StayEnvelope> {
    return { stay: await this.stays.addRoom(caller, stayId, input) };
  }

  @Patch('stay-rooms/:roomId')
  @EventAccess('admin', 'stayRoom')
  @ApiOkResponse({ type: StayEnvelope })
  async updateRoom(
    @Caller() caller: EventCaller,
    @IdParam('roomId', ROOM_NOT_FOUND) roomId: string,
    @Body() input: UpdateRoomDto,
  ): Promise<StayEnvelope> {
    return { stay: await this.stays.updateRoom(caller, roomId, input) };
  }

  @Delete('stay-rooms/:roomId')
  @EventAccess('admin', 'stayRoom')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Those sleeping there have no bed again' })
  async removeRoom(@IdParam('roomId', ROOM_NOT_FOUND) roomId: string): Promise<void> {
    await this.stays.removeRoom(roomId);
  }

  @Post('stay-rooms/:roomId/sleepers')
  @EventAccess('member', 'stayRoom')
  @HttpCode(200)
  @ApiOkResponse({
    type: StayEnvelope,
    description:
      'Admins place anyone; members, when the stay lets them, themselves or their party’s guests. Moves the person from another bed.',
  })
  async place(
    @Caller() caller: EventCaller,
    @IdParam('roomId', ROOM_NOT_FOUND) roomId: string,
    @Body() input: SleeperDto,
  ): Promise<StayEnvelope> {
    return { stay: await this.stays.place(caller, roomId, input) };
  }

  @Delete('stay-rooms/:roomId/sleepers')
  @EventAccess('member', 'stayRoom')
  @HttpCode(200)
  @ApiOkResponse({ type: StayEnvelope, description: 'The same people as placing may take someone out' })
  async unplace(
    @Caller() caller: EventCaller,
    @IdParam('roomId', ROOM_NOT_FOUND) roomId: string,
    @Query() input: SleeperDto,
  ): Promise<StayEnvelope> {
    return { stay: await this.stays.unplace(caller, roomId, input) };
  }
}
