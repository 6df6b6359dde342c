import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { UsersModule } from '../users/users.module';
import { AccessTokenService } from './access-token.service';
import { AuthSessionsRepository } from './auth-sessions.repository';
import { AuthSessionsService } from './auth-sessions.service';
import { AuthService } from './auth.service';
import { GoogleStrategy } from './google.strategy';
import { LocalIdpService } from './local-idp/local-idp.service';
import { RefreshTokenService } from './refresh-token.service';
import { RefreshTokensRepository } from './refresh-tokens.repository';
import { AuthController } from './auth.controller';
import { LocalIdpController } from './local-idp/local-idp.controller';
import { LocalIdpMount } from './local-idp/local-idp.mount';
import { OidcController } from './oidc/oidc.controller';
import { OidcSignInService } from './oidc/oidc-sign-in.service';
import { SignInPopup } from './sign-in-popup';

@Module({
  imports: [JwtModule.register({}), PassportModule, UsersModule],
  providers: [
    AccessTokenService,
    AuthSessionsRepository,
    AuthSessionsService,
    RefreshTokensRepository,
    RefreshTokenService,
    AuthService,
    GoogleStrategy,
    LocalIdpService,
    OidcSignInService,
    SignInPopup,
  ],
  exports: [
    AccessTokenService,
    AuthSessionsService,
    RefreshTokenService,
    AuthService,
    LocalIdpService,
    OidcSignInService,
    SignInPopup,
    UsersModule,
  ],
})
export class AuthModule {}

/** The API's part: sign-in (Google, another OpenID provider), refresh and sign-out, the local identity provider. */
@Module({
  imports: [AuthModule],
  providers: [LocalIdpMount],
  controllers: [AuthController, OidcController, LocalIdpController],
})
export class AuthApiModule {}
