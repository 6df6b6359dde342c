import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { summarizeMail, type CaughtMail } from '../../src/modules/mail/dev-mailbox';

export interface ReceivedMail extends CaughtMail {
  raw: string;
  messageId: string;
  from: string;
}

/** A real SMTP server for tests: it accepts (or, while down, refuses) and keeps what it received. */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server?: SMTPServer;

  constructor(public port = 0) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const summary = summarizeMail('', raw);
          this.received.push({
            ...summary,
            raw,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '',
          });
          callback();
        });
      },
    });
    // Tests kill senders mid-session; the reset connection is expected, not a failure of the suite.
    server.on('error', () => undefined);
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(email: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(email));
  }

  /** Waits until `count` mails reached this address. */
  async waitFor(email: string, count = 1, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mails = this.to(email);
      if (mails.length >= count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`Expected ${count} e-mail(s) to ${email}, got ${this.to(email).length}`);
  }
}
