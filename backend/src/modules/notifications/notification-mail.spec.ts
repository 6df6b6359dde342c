import { renderNotificationMail } from './notification-mail';

const frame = {
  to: 'ben@example.com',
  eventName: 'Sitges Wedding',
  eventLink: 'https://gatherly.example/events/e1',
  primaryColor: null,
  timeZone: 'Europe/Madrid',
  unsubscribeLink: 'https://gatherly.example/api/email/unsubscribe?token=t',
  profileHint: 'Choose which e-mails you get in your profile.',
};

describe('an announcement e-mail', () => {
  const mail = renderNotificationMail({
    ...frame,
    kind: 'announcement',
    authorName: 'Ana',
    body: 'The bus leaves at 9.\n\n<b>Bring</b> a jacket & a hat.',
    link: 'https://maps.example/stop?a=1&b=2',
  });

  it('says who posted it, in the subject and the heading', () => {
    expect(mail.subject).toBe('Announcement from Ana: Sitges Wedding');
    expect(mail.text.split('\n')[0]).toBe('Ana posted an announcement');
  });

  it('shows the text as plain text, each line a paragraph, markup escaped', () => {
    expect(mail.text).toContain('The bus leaves at 9.\n<b>Bring</b> a jacket & a hat.');
    expect(mail.html).toContain('&lt;b&gt;Bring&lt;/b&gt; a jacket &amp; a hat.');
    expect(mail.html).not.toContain('<b>Bring');
  });

  it('shows the link, the button to the event and the way to stop announcements', () => {
    expect(mail.text).toContain('Link: https://maps.example/stop?a=1&b=2');
    expect(mail.html).toContain('href="https://maps.example/stop?a=1&amp;b=2"');
    expect(mail.text).toContain('Open the event: https://gatherly.example/events/e1');
    expect(mail.html).toContain('>Open the event</a>');
    expect(mail.text).toContain(`Stop announcements: ${frame.unsubscribeLink}`);
  });

  it('reads without an author (a deleted account) and without a link', () => {
    const plain = renderNotificationMail({ ...frame, kind: 'announcement', authorName: null, body: 'Hi', link: null });
    expect(plain.subject).toBe('Announcement: Sitges Wedding');
    expect(plain.text).not.toContain('Link:');
  });
});
