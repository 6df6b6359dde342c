import { Logger } from '@nestjs/common';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server inside the worker for development without SMTP_URL: mail goes over SMTP as in
 * production and lands as .eml files in the data folder, readable at /api/dev/mailbox.
 */
export class MailCatcher {
  private readonly logger = new Logger(MailCatcher.name);

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(directory: string, mailboxUrl: string): Promise<MailCatcher> {
    await mkdir(directory, { recursive: true });
    const logger = new Logger(MailCatcher.name);
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const file = join(directory, `${Date.now()}-${randomUUID()}.eml`);
        pipeline(stream, createWriteStream(file)).then(
          () => {
            const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
            logger.log(`Caught an e-mail to ${to}; read it at ${mailboxUrl}`);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    // A client that drops its connection mid-session must not take the worker down with it.
    server.on('error', (error) => logger.warn(`Mail catcher connection error: ${error.message}`));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    const catcher = new MailCatcher(server, port);
    catcher.logger.log(`No SMTP_URL: e-mails are caught locally; read them at ${mailboxUrl}`);
    return catcher;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
