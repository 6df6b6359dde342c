import { escapeText, foldLine, formatUtc, renderCalendar } from './icalendar';

const stamp = new Date('2025-06-01T08:00:00.000Z');
const dinner = {
  uid: 'b7c1@gatherly.example',
  summary: 'Welcome dinner',
  description: 'Tapas; then, maybe, the beach\nBring a jacket',
  location: 'Casa Lola, Sitges',
  start: new Date('2025-06-12T19:30:00.000Z'),
  end: new Date('2025-06-12T22:00:00.000Z'),
  created: new Date('2025-05-20T10:15:30.456Z'),
  lastModified: new Date('2025-05-21T09:00:00.000Z'),
  sequence: 3,
  url: 'https://gatherly.example/events/42',
};

describe('renderCalendar', () => {
  const ics = renderCalendar({ name: 'Lake Weekend', entries: [dinner] }, stamp);

  it('writes a VCALENDAR with version, product id and one VEVENT per item, CRLF-terminated', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Gatherly//Event schedule//EN\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('gives each item its uid, DTSTAMP, SEQUENCE and UTC times', () => {
    const lines = ics.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:b7c1@gatherly.example',
        'DTSTAMP:20250601T080000Z',
        'CREATED:20250520T101530Z',
        'LAST-MODIFIED:20250521T090000Z',
        'SEQUENCE:3',
        'DTSTART:20250612T193000Z',
        'DTEND:20250612T220000Z',
        'SUMMARY:Welcome dinner',
        'URL:https://gatherly.example/events/42',
      ]),
    );
  });

  it('escapes the text values', () => {
    expect(ics).toContain('DESCRIPTION:Tapas\\; then\\, maybe\\, the beach\\nBring a jacket\r\n');
    expect(ics).toContain('LOCATION:Casa Lola\\, Sitges\r\n');
    expect(ics).toContain('X-WR-CALNAME:Lake Weekend\r\n');
  });

  it('leaves out DTEND when the item has no end or ends when it starts, and empty optional texts', () => {
    const open = renderCalendar(
      { name: 'x', entries: [{ ...dinner, end: null, description: null, location: null, url: null }] },
      stamp,
    );
    const instant = renderCalendar({ name: 'x', entries: [{ ...dinner, end: dinner.start }] }, stamp);
    for (const text of [open, instant]) expect(text).not.toContain('DTEND');
    expect(open).not.toMatch(/DESCRIPTION|LOCATION|URL/);
  });

  it('asks subscribed apps to refresh only when told how often', () => {
    expect(ics).not.toContain('REFRESH-INTERVAL');
    const feed = renderCalendar({ name: 'Mine', entries: [], refreshMinutes: 60 }, stamp);
    expect(feed).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M\r\nX-PUBLISHED-TTL:PT60M\r\n');
    expect(feed).not.toContain('BEGIN:VEVENT');
  });

  it('folds long lines so that no line exceeds 75 octets', () => {
    const long = renderCalendar({ name: 'x', entries: [{ ...dinner, description: 'Ünïcödé 🎉 '.repeat(40) }] }, stamp);
    for (const line of long.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = long.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'Ünïcödé 🎉 '.repeat(40)}\r\n`);
  });
});

describe('escapeText', () => {
  it('escapes backslashes first, then semicolons, commas and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\r\ne\rf\ng')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('drops control characters but keeps tabs', () => {
    expect(escapeText('a\u0000b\u0007c\td\u007f')).toBe('abc\td');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('continues with a space, each continuation holding 74 octets after it', () => {
    const folded = foldLine('x'.repeat(75 + 74 + 3));
    expect(folded).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n xxx`);
  });

  it('never splits a multi-octet character', () => {
    // 74 one-octet characters, then a two-octet one that would straddle the limit.
    const folded = foldLine(`${'x'.repeat(74)}é${'y'.repeat(10)}`);
    expect(folded.split('\r\n ')).toEqual(['x'.repeat(74), `é${'y'.repeat(10)}`]);
  });
});

describe('formatUtc', () => {
  it('writes a UTC DATE-TIME without separators or milliseconds', () => {
    expect(formatUtc(new Date('2025-12-31T23:59:59.999Z'))).toBe('20251231T235959Z');
  });
});
