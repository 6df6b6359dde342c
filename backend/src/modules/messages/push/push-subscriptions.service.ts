import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { ECDH } from 'node:crypto';
import { AppConfig } from '../../../config/app-config';
import type { SubscribePushDto } from './dto/push-subscription.dto';
import { PUSH_SERVICE_REFUSED, pushEndpointAllowed } from './push-endpoint';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';

export const PUSH_NOT_SET_UP = 'Push notifications are not set up on this server';

/** The caller's devices subscribed to Web Push. */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly config: AppConfig,
  ) {}

  publicKey(): string {
    const vapid = this.config.vapid;
    if (!vapid) throw new NotFoundException(PUSH_NOT_SET_UP);
    return vapid.publicKey;
  }

  async subscribe(userId: string, input: SubscribePushDto): Promise<void> {
    if (!this.config.vapid) throw new NotFoundException(PUSH_NOT_SET_UP);
    if (!pushEndpointAllowed(input.endpoint, this.config.pushServiceHosts)) {
      throw new BadRequestException(PUSH_SERVICE_REFUSED);
    }
    const p256dh = input.keys.p256dh.replace(/=+$/, '');
    if (!isP256Point(p256dh)) throw new BadRequestException('The push subscription keys are not valid');
    await this.subscriptions.save(userId, {
      endpoint: input.endpoint,
      p256dh,
      auth: input.keys.auth.replace(/=+$/, ''),
    });
  }

  unsubscribe(userId: string, endpoint: string): Promise<void> {
    return this.subscriptions.remove(userId, endpoint);
  }
}

/** A key the payload can be encrypted to: an uncompressed point on P-256. */
function isP256Point(base64url: string): boolean {
  try {
    ECDH.convertKey(base64url, 'prime256v1', 'base64url', 'base64url', 'uncompressed');
    return Buffer.from(base64url, 'base64url')[0] === 0x04;
  } catch {
    return false;
  }
}
