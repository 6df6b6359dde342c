import { mailColors, mailDateRange, renderInvitationMail, type InvitationMailInput } from './invitation-mail';

const input: InvitationMailInput = {
  to: 'sam@example.com',
  eventName: 'Sam & Ada <Wedding>',
  inviterName: 'Ada',
  hostName: 'Hana <Host>',
  role: 'attendee',
  link: 'https://gatherly.example/invite/abc',
  startDate: new Date('2027-06-12T00:00:00Z'),
  endDate: new Date('2027-06-14T00:00:00Z'),
  location: 'Lake Tahoe & Co',
  primaryColor: '#0f766e',
};

describe('renderInvitationMail', () => {
  const mail = renderInvitationMail(input);

  it('names the event, the inviter, the role and the link in both bodies', () => {
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Ada');
      expect(body).toContain('Attendee');
      expect(body).toContain('https://gatherly.example/invite/abc');
    }
    expect(mail.subject).toBe('Ada invited you to Sam & Ada <Wedding> on Gatherly');
  });

  it('names the host and shows the dates and the location in both bodies', () => {
    expect(mail.text).toContain('Hosted by: Hana <Host>');
    expect(mail.text).toContain('When: Jun 12, 2027 – Jun 14, 2027');
    expect(mail.text).toContain('Where: Lake Tahoe & Co');
    expect(mail.html).toContain('Hana &lt;Host&gt;');
    expect(mail.html).toContain('Jun 12, 2027 – Jun 14, 2027');
    expect(mail.html).toContain('Lake Tahoe &amp; Co');
  });

  it('says when the dates are not set, and leaves out a missing location', () => {
    const undated = renderInvitationMail({ ...input, startDate: null, endDate: null, location: null });
    expect(undated.text).toContain('When: Dates to be announced');
    expect(undated.text).not.toContain('Where:');
    expect(undated.html).not.toContain('>Where<');
  });

  it('paints the button in the event’s primary colour', () => {
    expect(mail.html).toMatch(/background:#0f766e;color:#ffffff[^"]*">Accept Invitation<\/a>/);
  });

  it('escapes the event name in HTML', () => {
    expect(mail.html).toContain('Sam &amp; Ada &lt;Wedding&gt;');
    expect(mail.html).not.toContain('<Wedding>');
  });

  it('cannot be broken out of its style attribute by a stored colour', () => {
    const hostile = renderInvitationMail({ ...input, primaryColor: 'red;"><script>x</script>' });
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('background:#6236ff');
  });
});

describe('mailDateRange', () => {
  it('shows one day once, and a range with both ends', () => {
    expect(mailDateRange(new Date('2027-06-12T00:00:00Z'), null)).toBe('Jun 12, 2027');
    expect(mailDateRange(new Date('2027-06-12T00:00:00Z'), new Date('2027-06-12T20:00:00Z'))).toBe('Jun 12, 2027');
    expect(mailDateRange(null, null)).toBe('Dates to be announced');
  });
});

describe('mailColors', () => {
  it('keeps button text readable on near-black and bright-yellow palettes', () => {
    expect(mailColors('#0b0b0f')).toMatchObject({ button: '#0b0b0f', buttonText: '#ffffff', link: '#0b0b0f' });
    expect(mailColors('#ffe600')).toEqual({ button: '#ffe600', buttonText: '#0f172a', link: '#0f172a' });
    expect(mailColors('#FC0')).toMatchObject({ button: '#ffcc00', buttonText: '#0f172a' });
  });

  it('falls back to the app’s colour when none or an invalid one is stored', () => {
    expect(mailColors(null).button).toBe('#6236ff');
    expect(mailColors('tomato').button).toBe('#6236ff');
  });
});
