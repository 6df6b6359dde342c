import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { RetryLaterException } from '../../../common/errors/retry-later.exception';
import { AppConfig } from '../../../config/app-config';
import { OperatorAuditRepository } from '../audit/operator-audit.repository';
import type { Operator } from '../operator.guard';
import type { TestEmailResponse } from './dto/test-email.dto';
import { OnDemandMailTransport } from './on-demand-mail-transport';
import { acceptedAnswer, failureAnswer, type SmtpFailure, smtpServerOf } from './smtp-answer';

/** Enough to try a fix and try again; not enough to send mail through the console. */
export const TEST_EMAILS_PER_MINUTE = 5;
/** An operator waits for the answer; a server that says nothing for this long is reported as such. */
const SEND_TIMEOUT_MS = 15_000;

/** "Send a test e-mail": sent now, through the transport the worker uses, and the server's answer told. */
@Injectable()
export class TestEmailService {
  constructor(
    private readonly transport: OnDemandMailTransport,
    private readonly audit: OperatorAuditRepository,
    private readonly config: AppConfig,
  ) {}

  async send(operator: Operator, to: string): Promise<TestEmailResponse> {
    // Counted from the audit, so every API instance counts the same sendings.
    if ((await this.audit.countRecent(operator.id, 'test_email_sent', 60)) >= TEST_EMAILS_PER_MINUTE) {
      throw new RetryLaterException(
        `At most ${TEST_EMAILS_PER_MINUTE} test e-mails a minute. Please wait a minute.`,
        60,
      );
    }
    const result = await this.attempt(to);
    await this.audit.recordAlone(operator, {
      action: 'test_email_sent',
      targetType: 'mail',
      targetId: to,
      summary: `Test e-mail to ${to}: ${result.delivered ? 'accepted' : 'not sent'} (${result.answer})`,
      details: { delivered: result.delivered, answer: result.answer },
    });
    return result;
  }

  private async attempt(to: string): Promise<TestEmailResponse> {
    const server = smtpServerOf(this.config.smtpUrl);
    let timer: NodeJS.Timeout | undefined;
    try {
      const sent = await Promise.race([
        this.transport.send({
          to,
          subject: 'Gatherly test e-mail',
          text: `This is a test e-mail from Gatherly at ${this.config.publicUrl}. If you can read it, e-mail works.`,
          html: `<p>This is a test e-mail from Gatherly. If you can read it, e-mail works.</p>`,
          messageId: `<test-${randomUUID()}@gatherly.operators>`,
        }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject({ code: 'ETIMEDOUT' } satisfies SmtpFailure), SEND_TIMEOUT_MS);
        }),
      ]);
      return { delivered: true, answer: acceptedAnswer(sent.response) };
    } catch (error) {
      return { delivered: false, answer: failureAnswer((error ?? {}) as SmtpFailure, server) };
    } finally {
      clearTimeout(timer);
    }
  }
}
