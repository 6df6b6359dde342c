import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventMember } from '../members/event-member.entity';
import { EventProfilesService } from './event-profiles.service';
import { EventUserProfile } from './event-user-profile.entity';
import { User } from './user.entity';
import { UsersService } from './users.service';
import { EventProfilesController } from './event-profiles.controller';
import { UsersController } from './users.controller';

@Module({
  imports: [TypeOrmModule.forFeature([User, EventUserProfile, EventMember])],
  providers: [UsersService, EventProfilesService],
  exports: [UsersService, EventProfilesService],
})
export class UsersModule {}

/** The API's part: core and per-event profiles. */
@Module({
  imports: [UsersModule],
  controllers: [UsersController, EventProfilesController],
})
export class UsersApiModule {}
