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
  ],
  exports: [AccessTokenService, AuthSessionsService, RefreshTokenService, AuthService, LocalIdpService, UsersModule],
})
export class AuthModule {}

/** The API's part: sign-in, refresh and sign-out, and the local identity provider. */
@Module({
  imports: [AuthModule],
  controllers: [AuthController, LocalIdpController],
})
export class AuthApiModule {}
