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

export class OidcProviderSummary {
  @ApiProperty({ type: String, description: 'The name on the button: "Sign in with {name}"' })
  name: string;
}

/** Which sign-in buttons the app shows. */
export class SignInProvidersResponse {
  @ApiProperty({ type: Boolean, enum: [true] })
  google: true;

  @ApiProperty({ type: OidcProviderSummary, nullable: true, description: 'null unless OIDC_ISSUER is configured' })
  oidc: OidcProviderSummary | null;
}
