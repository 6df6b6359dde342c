import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiExtraModels, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { IdParam } from '../../common/validation/id-param';
import { UpdateCoreProfileDto } from './dto/update-core-profile.dto';
import {
  LimitedUserResponse,
  ProfileResponse,
  UserEnvelope,
  UserProfileEnvelope,
  UserResponse,
} from './dto/user.response';
import { OwnProfileOnly } from './own-profile.guard';
import { UsersService } from './users.service';

@ApiTags('users')
@ApiBearerAuth()
@ApiErrorResponses()
@ApiExtraModels(UserResponse, ProfileResponse, LimitedUserResponse)
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get(':userId')
  @ApiOkResponse({ type: UserProfileEnvelope, description: 'As much of the profile as its privacy shows the caller' })
  async read(
    @CurrentUser() viewer: AuthenticatedUser,
    @IdParam('userId', 'User not found') userId: string,
  ): Promise<UserProfileEnvelope> {
    return { user: await this.users.readProfile(viewer.id, userId) };
  }

  @Put(':userId')
  @OwnProfileOnly()
  @ApiOkResponse({ type: UserEnvelope })
  async update(
    @IdParam('userId', 'User not found') userId: string,
    @Body() profile: UpdateCoreProfileDto,
  ): Promise<UserEnvelope> {
    return { user: await this.users.replaceCoreProfile(userId, profile) };
  }
}
