import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { IdParam } from '../../common/validation/id-param';
import { UpdateCoreProfileDto } from './dto/update-core-profile.dto';
import { OwnProfileOnly } from './own-profile.guard';
import { UsersService } from './users.service';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get(':userId')
  async read(@CurrentUser() viewer: AuthenticatedUser, @IdParam('userId', 'User not found') userId: string) {
    return { user: await this.users.readProfile(viewer.id, userId) };
  }

  @Put(':userId')
  @OwnProfileOnly()
  async update(@IdParam('userId', 'User not found') userId: string, @Body() profile: UpdateCoreProfileDto) {
    return { user: await this.users.replaceCoreProfile(userId, profile) };
  }
}
