import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig } from '../../config/app-config';
import type { RenderedMail } from './invitation-mail';
import { MailCatcher } from './mail-catcher';

/** The worker's SMTP connection pool: SMTP_URL, or the embedded catcher in development. */
@Injectable()
export class MailTransport implements OnModuleInit, OnModuleDestroy {
  private transporter?: Transporter;
  private catcher?: MailCatcher;

  constructor(private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    if (this.config.smtpUrl) {
      const url = new URL(this.config.smtpUrl);
      if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
      // Half the processor's concurrency: with nodemailer's default of 5, jobs queued for a connection
      // while the worker had CPU to spare (benchmark: 180 -> 200 e-mails/s). SMTP_URL may set its own.
      if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '10');
      this.transporter = createTransport(url.toString());
      return;
    }
    this.catcher = await MailCatcher.start(this.config.mailboxDir, `${this.config.apiBaseUrl}/dev/mailbox`);
    this.transporter = createTransport({
      host: '127.0.0.1',
      port: this.catcher.port,
      secure: false,
      ignoreTLS: true,
      pool: true,
    });
  }

  async send(mail: RenderedMail & { messageId: string; headers?: Record<string, string> }): Promise<void> {
    if (!this.transporter) throw new Error('Mail transport is not started');
    await this.transporter.sendMail({
      from: this.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
      headers: mail.headers,
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.transporter?.close();
    await this.catcher?.stop();
  }
}
