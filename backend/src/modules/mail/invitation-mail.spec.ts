import { renderInvitationMail } from './invitation-mail';

describe('renderInvitationMail', () => {
  const mail = renderInvitationMail({
    to: 'sam@example.com',
    eventName: 'Sam & Ada <Wedding>',
    inviterName: 'Ada',
    role: 'attendee',
    link: 'https://gatherly.example/invite/abc',
  });

  it('names the event, the inviter, the role and the link in both bodies', () => {
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Ada');
      expect(body).toContain('Attendee');
      expect(body).toContain('https://gatherly.example/invite/abc');
    }
    expect(mail.subject).toBe('Ada invited you to Sam & Ada <Wedding> on Gatherly');
  });

  it('escapes the event name in HTML', () => {
    expect(mail.html).toContain('Sam &amp; Ada &lt;Wedding&gt;');
    expect(mail.html).not.toContain('<Wedding>');
  });
});
