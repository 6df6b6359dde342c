import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, MaxLength } from 'class-validator';
import { Trim } from '../../../../common/validation/transforms';

export class TestEmailDto {
  @ApiProperty({ type: String, format: 'email', maxLength: 320 })
  @Trim()
  @MaxLength(320, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  to: string;
}

export class TestEmailResponse {
  @ApiProperty({ type: Boolean, description: 'The SMTP server accepted the message' })
  delivered: boolean;

  @ApiProperty({
    type: String,
    example: '250 2.0.0 Ok: queued as 12345',
    description: "The SMTP server's reply, or what kept the message from reaching it, in plain words",
  })
  answer: string;
}
