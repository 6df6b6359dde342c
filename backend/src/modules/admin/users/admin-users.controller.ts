import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { CurrentOperator, type Operator, OperatorsOnly } from '../operator.guard';
import { AdminUsersService } from './admin-users.service';
import {
  AdminUserDetailResponse,
  AdminUserEnvelope,
  AdminUserPageResponse,
  AdminUsersQueryDto,
  ChangePlanDto,
  USERS_PAGE_DEFAULT,
} from './dto/admin-user.dto';

/** An operator names accounts by id: anything but a UUID is a mistake in the request, said as such. */
const UserIdParam = () =>
  Param('userId', new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('User id must be a UUID') }));

@ApiTags('admin')
@ApiErrorResponses()
@OperatorsOnly()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @ApiOperation({ summary: 'Accounts, newest first, optionally matching an e-mail or name' })
  @Get()
  @ApiOkResponse({ type: AdminUserPageResponse })
  search(@Query() query: AdminUsersQueryDto): Promise<AdminUserPageResponse> {
    return this.users.search(query.q, query.cursor, query.limit ?? USERS_PAGE_DEFAULT);
  }

  @ApiOperation({ summary: 'An account with its events and their storage' })
  @Get(':userId')
  @ApiOkResponse({ type: AdminUserDetailResponse })
  detail(@UserIdParam() userId: string): Promise<AdminUserDetailResponse> {
    return this.users.detail(userId);
  }

  @ApiOperation({ summary: 'Gives the account a plan (audited)' })
  @Put(':userId/plan')
  @ApiOkResponse({ type: AdminUserEnvelope })
  async changePlan(
    @CurrentOperator() operator: Operator,
    @UserIdParam() userId: string,
    @Body() body: ChangePlanDto,
  ): Promise<AdminUserEnvelope> {
    return { user: await this.users.changePlan(operator, userId, body.tier) };
  }

  @ApiOperation({ summary: 'Disables sign-in and ends every session of the account (audited)' })
  @Post(':userId/disable')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminUserEnvelope })
  async disable(@CurrentOperator() operator: Operator, @UserIdParam() userId: string): Promise<AdminUserEnvelope> {
    return { user: await this.users.disable(operator, userId) };
  }

  @ApiOperation({ summary: 'Lets the account sign in again (audited)' })
  @Post(':userId/enable')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminUserEnvelope })
  async enable(@CurrentOperator() operator: Operator, @UserIdParam() userId: string): Promise<AdminUserEnvelope> {
    return { user: await this.users.enable(operator, userId) };
  }

  @ApiOperation({
    summary: 'Deletes the account with its data and the events it created; costs shared with others stay (audited)',
  })
  @Delete(':userId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  async delete(@CurrentOperator() operator: Operator, @UserIdParam() userId: string): Promise<void> {
    await this.users.delete(operator, userId);
  }
}
