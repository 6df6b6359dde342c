import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { EventCaller } from '../../common/access/event-access.rules';
import { carpoolCancelRefusal } from '../../common/access/ownership.rules';
import { PlanCostsService } from '../costs/plan-costs.service';
import { JobQueue } from '../../queues/job-queue';
import { JobName } from '../../queues/jobs';
import { CARPOOL_DEFAULT_SEATS } from './carpool.entity';
import { ALREADY_PASSENGER, CARPOOL_FULL, joinRefusal, leaveRefusal, NOT_PASSENGER } from './carpool-rules';
import { CarpoolsRepository, type SeatState } from './carpools.repository';
import type { CreateCarpoolDto } from './dto/carpool.dto';
import { CarpoolResponse, mapCarpool } from './dto/carpool.response';

const NOT_FOUND = 'Carpool not found';

@Injectable()
export class CarpoolsService {
  private readonly logger = new Logger(CarpoolsService.name);

  constructor(
    private readonly carpools: CarpoolsRepository,
    private readonly jobs: JobQueue,
    private readonly planCosts: PlanCostsService,
  ) {}

  async list(eventId: string): Promise<CarpoolResponse[]> {
    return (await this.carpools.listForEvent(eventId)).map(mapCarpool);
  }

  /** The caller drives; each invited member is e-mailed the offer of a seat, if they want such e-mails. */
  async create(caller: EventCaller, input: CreateCarpoolDto): Promise<CarpoolResponse> {
    const invite = input.invite ?? [];
    if (invite.includes(caller.userId)) throw new BadRequestException('You drive this carpool: invite others');
    const { carpoolId, outboxIds } = await this.carpools.createOffering(
      {
        eventId: caller.eventId,
        driverId: caller.userId,
        fromLocation: input.fromLocation,
        toLocation: input.toLocation,
        departureTime: new Date(input.departureTime),
        maxSeats: input.maxSeats ?? CARPOOL_DEFAULT_SEATS,
      },
      invite,
      (notMembers) => {
        if (notMembers.length > 0) throw new BadRequestException('Everyone invited must be a member of this event');
      },
    );
    for (const outboxId of outboxIds) {
      const failure = await this.jobs.enqueue(JobName.NotificationMail, { outboxId });
      if (failure) this.logger.warn(`Ride offer e-mail ${outboxId} left for the relay: ${failure.message}`);
    }
    return this.get(caller.eventId, carpoolId);
  }

  async join(caller: EventCaller, carpoolId: string): Promise<CarpoolResponse> {
    const outcome = await this.carpools.takeSeat(carpoolId, caller.userId);
    if (outcome === 'full') throw new ConflictException(CARPOOL_FULL);
    if (outcome === 'not-added') {
      // Nobody was added: the caller drives this carpool, or the unique constraint found them aboard.
      const { carpool, isPassenger } = await this.seatState(carpoolId, caller.userId);
      throw new ConflictException(joinRefusal(carpool, caller.userId, isPassenger) ?? ALREADY_PASSENGER);
    }
    await this.planCosts.followCarpool(carpoolId);
    return this.get(caller.eventId, carpoolId);
  }

  async leave(caller: EventCaller, carpoolId: string): Promise<CarpoolResponse> {
    if (!(await this.carpools.freeSeat(carpoolId, caller.userId))) {
      const { carpool, isPassenger } = await this.seatState(carpoolId, caller.userId);
      throw new ConflictException(leaveRefusal(carpool, caller.userId, isPassenger) ?? NOT_PASSENGER);
    }
    await this.planCosts.followCarpool(carpoolId);
    return this.get(caller.eventId, carpoolId);
  }

  /** The driver calls the ride off; the passengers' seats go with it. */
  async cancel(caller: EventCaller, carpoolId: string): Promise<void> {
    const { carpool } = await this.seatState(carpoolId, caller.userId);
    const refusal = carpoolCancelRefusal(carpool.driverId, caller.userId);
    if (refusal) throw new ForbiddenException(refusal);
    await this.carpools.delete(carpoolId);
  }

  /** Why a seat change did not happen: the carpool's state as it is now. */
  private async seatState(carpoolId: string, userId: string): Promise<SeatState> {
    const state = await this.carpools.seatState(carpoolId, userId);
    if (!state) throw new NotFoundException(NOT_FOUND);
    return state;
  }

  private async get(eventId: string, carpoolId: string): Promise<CarpoolResponse> {
    const row = await this.carpools.findInEvent(eventId, carpoolId);
    if (!row) throw new NotFoundException(NOT_FOUND);
    return mapCarpool(row);
  }
}
