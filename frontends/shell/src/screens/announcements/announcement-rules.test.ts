import { audienceLabel, draftOf, linkRefusal } from './announcement-rules';

describe("An announcement's rules", () => {
  it('take http(s) links with a domain, as the server does', () => {
    expect(linkRefusal('https://maps.example.com/bus?stop=1')).toBeNull();
    expect(linkRefusal('http://example.org')).toBeNull();
    for (const link of [
      'javascript:alert(1)',
      'ftp://example.com',
      'https://localhost',
      'example.com',
      'https://a b.com',
    ])
      expect(linkRefusal(link)).toBe('Link must be a web address (http or https)');
    expect(linkRefusal(`https://example.com/${'a'.repeat(2048)}`)).toBe('Link must be 2048 characters or fewer');
  });

  it('send the message trimmed, no blank link, and an item only for its guests', () => {
    expect(draftOf({ body: ' Hi ', link: '  ', audience: 'going', scheduleItemId: 'i1' })).toEqual({
      body: 'Hi',
      link: null,
      audience: 'going',
      scheduleItemId: null,
    });
    expect(draftOf({ body: 'Hi', link: ' https://x.example ', audience: 'item', scheduleItemId: 'i1' })).toEqual({
      body: 'Hi',
      link: 'https://x.example',
      audience: 'item',
      scheduleItemId: 'i1',
    });
  });

  it('say who an announcement went to', () => {
    const label = (audience: Parameters<typeof audienceLabel>[0]['audience'], recipientCount = 1) =>
      audienceLabel({ audience, scheduleItemTitle: audience === 'item' ? 'Dinner' : null, recipientCount });
    expect(label('everyone', 8)).toBe('Everyone · 8 members');
    expect(label('going')).toBe('Members going · 1 member');
    expect(label('not_responded', 2)).toBe('Members who have not answered · 2 members');
    expect(label('item', 3)).toBe('Guests of Dinner · 3 members');
  });
});
