import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventMember } from '../members/event-member.entity';
import { EventProfilesService } from './event-profiles.service';
import { EventUserProfile } from './event-user-profile.entity';
import { User } from './user.entity';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, EventUserProfile, EventMember])],
  providers: [UsersService, EventProfilesService],
  exports: [UsersService, EventProfilesService],
})
export class UsersModule {}
