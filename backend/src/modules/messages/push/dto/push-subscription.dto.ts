import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { PUSH_ENDPOINT_MAX_LENGTH } from '../push-endpoint';

const KEYS_MESSAGE = 'The push subscription keys are not valid';

/** A required endpoint: the validators run in the order listed, so a missing one reads "required". */
const Endpoint = (...more: PropertyDecorator[]) =>
  applyDecorators(
    IsNotEmpty({ message: 'Endpoint is required' }),
    IsString({ message: 'Endpoint is required' }),
    ...more,
  );

export class PushSubscriptionKeysDto {
  @ApiProperty({ type: String, description: "The device's P-256 public key, base64url" })
  @IsString({ message: KEYS_MESSAGE })
  @Matches(/^[A-Za-z0-9_-]{87}=?$/, { message: KEYS_MESSAGE })
  p256dh: string;

  @ApiProperty({ type: String, description: "The device's 16-byte authentication secret, base64url" })
  @IsString({ message: KEYS_MESSAGE })
  @Matches(/^[A-Za-z0-9_-]{22}(==)?$/, { message: KEYS_MESSAGE })
  auth: string;
}

/** A browser's PushSubscription as its toJSON() gives it. */
export class SubscribePushDto {
  @ApiProperty({
    type: String,
    maxLength: PUSH_ENDPOINT_MAX_LENGTH,
    description: "The push service's address for the device",
  })
  @Endpoint(MaxLength(PUSH_ENDPOINT_MAX_LENGTH, { message: 'This push service is not supported' }))
  endpoint: string;

  @ApiProperty({ type: () => PushSubscriptionKeysDto })
  @IsDefined({ message: KEYS_MESSAGE })
  @IsObject({ message: KEYS_MESSAGE })
  @ValidateNested()
  @Type(() => PushSubscriptionKeysDto)
  keys: PushSubscriptionKeysDto;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Ignored: what the browser sends along' })
  @IsOptional()
  expirationTime?: number | null;
}

export class UnsubscribePushQuery {
  @ApiProperty({ type: String, description: 'The endpoint of the subscription to drop' })
  @Endpoint()
  endpoint: string;
}

export class PushPublicKeyResponse {
  @ApiProperty({ type: String, description: "The server's VAPID public key (base64url), the applicationServerKey" })
  publicKey: string;
}

export class PushSubscriptionResponse {
  @ApiProperty({ type: String, description: 'The endpoint now subscribed for the caller' })
  endpoint: string;
}
