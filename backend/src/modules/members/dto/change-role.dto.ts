import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { InvitationRole } from '../event-invitation.entity';
import { INVITABLE_ROLES, SELECT_ROLE_MESSAGE } from './invite-member.dto';

export class ChangeRoleDto {
  @ApiProperty({ enum: INVITABLE_ROLES })
  @IsIn(INVITABLE_ROLES, { message: SELECT_ROLE_MESSAGE })
  role: InvitationRole;
}
