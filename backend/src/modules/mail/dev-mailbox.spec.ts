import { summarizeMail } from './dev-mailbox';

describe('summarizeMail', () => {
  it('reads headers and finds invitation links through quoted-printable breaks', () => {
    const raw = [
      'To: sam@example.com',
      'Subject: Ada invited you',
      'Date: Fri, 20 Nov 2026 10:00:00 +0000',
      '',
      'Open http://localhost:8080/invite/abc=',
      'DEF_12 now',
    ].join('\r\n');
    expect(summarizeMail('x.eml', raw)).toEqual({
      file: 'x.eml',
      to: 'sam@example.com',
      subject: 'Ada invited you',
      date: 'Fri, 20 Nov 2026 10:00:00 +0000',
      links: ['http://localhost:8080/invite/abcDEF_12'],
    });
  });
});
