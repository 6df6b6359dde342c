import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig } from '../../config/app-config';
import type { RenderedMail } from './invitation-mail';
import { MailCatcher } from './mail-catcher';

/** What the SMTP server answered when it accepted a message ("250 2.0.0 Ok: queued as 12345"). */
export interface SentMail {
  response: string;
}

/** The worker's SMTP connection pool: SMTP_URL, or the embedded catcher in development. */
@Injectable()
export class MailTransport implements OnModuleInit, OnModuleDestroy {
  private transporter?: Transporter;
  private catcher?: MailCatcher;
  private starting?: Promise<void>;
  /** A pool of connections kept open between e-mails: the worker's many; see OnDemandMailTransport. */
  protected readonly pooled: boolean = true;

  constructor(private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    await this.start();
  }

  /** Opens the transport once, whoever asks first (start-up, or the first e-mail of a lazy subclass). */
  protected start(): Promise<void> {
    return (this.starting ??= this.open());
  }

  private async open(): Promise<void> {
    if (this.config.smtpUrl) {
      const url = new URL(this.config.smtpUrl);
      if (!url.searchParams.has('pool')) url.searchParams.set('pool', String(this.pooled));
      // Half the processor's concurrency: with nodemailer's default of 5, jobs queued for a connection
      // while the worker had CPU to spare (benchmark: 180 -> 200 e-mails/s). SMTP_URL may set its own.
      if (this.pooled && !url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '10');
      this.transporter = createTransport(url.toString());
      return;
    }
    this.catcher = await MailCatcher.start(this.config.mailboxDir, `${this.config.apiBaseUrl}/dev/mailbox`);
    this.transporter = createTransport({
      host: '127.0.0.1',
      port: this.catcher.port,
      secure: false,
      ignoreTLS: true,
      pool: this.pooled,
    });
  }

  async send(mail: RenderedMail & { messageId: string; headers?: Record<string, string> }): Promise<SentMail> {
    await this.start();
    if (!this.transporter) throw new Error('Mail transport is not started');
    const info = (await this.transporter.sendMail({
      from: this.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
      headers: mail.headers,
    })) as { response?: unknown };
    return { response: typeof info.response === 'string' ? info.response : '' };
  }

  async onModuleDestroy(): Promise<void> {
    await this.starting?.catch(() => undefined);
    this.transporter?.close();
    await this.catcher?.stop();
  }
}
