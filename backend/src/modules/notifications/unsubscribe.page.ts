import { Injectable } from '@nestjs/common';
import { escapeHtml, page } from '../../common/http/html';
import { AppConfig } from '../../config/app-config';
import { NOTIFICATION_LABEL } from './notification-mail';
import type { Unsubscription } from './unsubscribe-token';

/** The two small pages of the unsubscribe link: the question, and the answer. */
@Injectable()
export class UnsubscribePage {
  constructor(private readonly config: AppConfig) {}

  confirm({ kind }: Unsubscription, token: string): string {
    return page(
      'Unsubscribe',
      `<h1>Stop ${NOTIFICATION_LABEL[kind]}?</h1>
<p>You will no longer get e-mails about ${NOTIFICATION_LABEL[kind]} from Gatherly. Other e-mails and invitations still reach you.</p>
<form method="post" action="${escapeHtml(this.config.unsubscribeLink(token))}"><button type="submit">Unsubscribe</button></form>`,
    );
  }

  done({ kind }: Unsubscription): string {
    return page(
      'Unsubscribed',
      `<h1>You're unsubscribed</h1>
<p>You will no longer get ${NOTIFICATION_LABEL[kind]}. You can turn them back on in your profile.</p>
<p><a href="${escapeHtml(this.config.publicUrl)}/">Open Gatherly</a></p>`,
    );
  }
}
