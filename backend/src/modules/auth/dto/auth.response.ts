import { ApiProperty } from '@nestjs/swagger';

/** A bearer token and when it stops working. */
export class AccessTokenResponse {
  @ApiProperty({ type: String })
  token: string;

  @ApiProperty({ type: Number, description: 'Milliseconds since the epoch; refresh before then' })
  expiresAt: number;
}

export class AuthCheckResponse {
  @ApiProperty({ type: Boolean, enum: [true] })
  authenticated: true;

  @ApiProperty({ type: String, format: 'uuid' })
  userId: string;

  @ApiProperty({ type: String, format: 'email' })
  email: string;
}
