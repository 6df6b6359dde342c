import { Injectable } from '@nestjs/common';
import { MailTransport } from '../../mail/mail-transport';

/**
 * The app's SMTP transport (SMTP_URL, or the development catcher) in the API, opened by the first test
 * e-mail rather than at start-up: an API process that never sends one opens nothing. A connection per
 * e-mail, closed after it: test e-mails are rare, and each shows what connecting is like now.
 */
@Injectable()
export class OnDemandMailTransport extends MailTransport {
  protected override readonly pooled = false;

  override async onModuleInit(): Promise<void> {
    // Opened by send().
  }
}
