import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { AccountDisabledException } from './account-disabled.exception';
import { AuthService } from './auth.service';
import type { VerifiedIdentity } from './identity';
import { setImageCookie } from './image-cookie';
import { popupMessage, renderPopupResult } from './popup-result.page';
import { setRefreshCookie } from './refresh-cookie';

export type SignInOutcome = { identity: VerifiedIdentity } | { failure: string };

/**
 * The end of every provider's popup flow: the account signed in (cookies set) or the failure, told to the
 * window that opened the popup at its exact origin.
 */
@Injectable()
export class SignInPopup {
  constructor(
    private readonly auth: AuthService,
    private readonly config: AppConfig,
  ) {}

  /** The opener's origin if it is one of ours, else the app's own. */
  targetOrigin(requested: string | undefined): string {
    const origins = this.config.webOrigins;
    if (requested && origins.includes(requested)) return requested;
    return origins[0] || this.config.publicUrl;
  }

  async finish(response: FastifyReply, outcome: SignInOutcome, targetOrigin: string): Promise<void> {
    let message;
    let status = 200;
    if ('identity' in outcome) {
      try {
        const result = await this.auth.signIn(outcome.identity);
        setRefreshCookie(response, result.refresh, this.config.secureCookies);
        setImageCookie(response, result.access, this.config.secureCookies);
        message = popupMessage(result.access);
      } catch (error) {
        // A disabled account is told why in the popup, like any other failed sign-in.
        if (!(error instanceof AccountDisabledException)) throw error;
        message = popupMessage({ failure: error.message });
        status = 403;
      }
    } else {
      message = popupMessage({ failure: outcome.failure });
      status = 401;
    }
    const nonce = randomBytes(16).toString('base64');
    await response
      .code(status)
      .header('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'`)
      .type('text/html; charset=utf-8')
      .send(renderPopupResult(message, targetOrigin, nonce));
  }
}
