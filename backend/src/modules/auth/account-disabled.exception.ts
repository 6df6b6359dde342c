import { ForbiddenException } from '@nestjs/common';

/** What a disabled account is told at sign-in and refresh: the operator console disabled it. */
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Contact the person who runs this Gatherly.';

export class AccountDisabledException extends ForbiddenException {
  constructor() {
    super(ACCOUNT_DISABLED_MESSAGE);
  }
}
