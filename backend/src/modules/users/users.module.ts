import { Module } from '@nestjs/common';
import { EventProfilesRepository } from './event-profiles.repository';
import { EventProfilesService } from './event-profiles.service';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { EventProfilesController } from './event-profiles.controller';
import { UsersController } from './users.controller';

@Module({
  providers: [UsersRepository, UsersService, EventProfilesRepository, EventProfilesService],
  exports: [UsersService, EventProfilesService],
})
export class UsersModule {}

/** The API's part: core and per-event profiles. */
@Module({
  imports: [UsersModule],
  controllers: [UsersController, EventProfilesController],
})
export class UsersApiModule {}
