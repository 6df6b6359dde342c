import { acceptedAnswer, failureAnswer, smtpServerOf } from './smtp-answer';

const server = { host: 'smtp.example.com', port: 587 };

describe('SMTP answers in plain words', () => {
  it("gives the server's reply to an accepted message", () => {
    expect(acceptedAnswer('250 2.0.0 Ok: queued as 12345')).toBe('250 2.0.0 Ok: queued as 12345');
    expect(acceptedAnswer('250 Ok\r\n')).toBe('250 Ok');
    expect(acceptedAnswer(undefined)).toBe('The SMTP server accepted the message.');
  });

  it("gives the server's refusal as it said it", () => {
    const refusal = {
      code: 'EENVELOPE',
      responseCode: 550,
      response: '550 5.1.1 <x@example.com>: mailbox unavailable',
    };
    expect(failureAnswer(refusal, server)).toBe('550 5.1.1 <x@example.com>: mailbox unavailable');
  });

  it('says what kept the message from reaching the server', () => {
    expect(
      failureAnswer({ code: 'ESOCKET', originalCode: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }, server),
    ).toBe('Connection refused by smtp.example.com:587');
    expect(failureAnswer({ code: 'EDNS', originalCode: 'ENOTFOUND' }, server)).toBe(
      'The address of smtp.example.com could not be found',
    );
    expect(failureAnswer({ code: 'ETIMEDOUT' }, server)).toBe('No answer from smtp.example.com:587 in time');
    expect(failureAnswer({ code: 'EAUTH', message: 'Invalid login' }, server)).toBe(
      'smtp.example.com:587 refused the user name or password',
    );
    expect(failureAnswer({ message: 'Something\n odd' }, null)).toBe('Something odd');
    expect(failureAnswer({}, null)).toBe('Sending through the SMTP server failed');
  });

  it("reads the server from SMTP_URL, with SMTP's default ports", () => {
    expect(smtpServerOf('smtp://user:secret@mail.example.com:2525')).toEqual({ host: 'mail.example.com', port: 2525 });
    expect(smtpServerOf('smtp://mail.example.com')).toEqual({ host: 'mail.example.com', port: 587 });
    expect(smtpServerOf('smtps://mail.example.com')).toEqual({ host: 'mail.example.com', port: 465 });
    expect(smtpServerOf(null)).toBeNull();
  });
});
