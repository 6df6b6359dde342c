import { googleCalendarUrl, webcalUrl } from './calendar-links';

describe('calendar links', () => {
  it('fills in Google Calendar’s add-event page, times in UTC, shown in the event’s zone', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Welcome dinner & drinks',
        start: '2027-06-12T17:30:00.000Z',
        end: '2027-06-12T20:00:00.000Z',
        description: 'Bring a jacket',
        location: 'Casa Lola, Sitges',
        zone: 'Europe/Madrid',
        link: 'https://gatherly.example/events/e1',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Welcome dinner & drinks',
      dates: '20270612T173000Z/20270612T200000Z',
      details: 'Bring a jacket\n\nhttps://gatherly.example/events/e1',
      location: 'Casa Lola, Sitges',
      ctz: 'Europe/Madrid',
    });
  });

  it('invents no end for an entry without one: it ends as it starts, and what is empty is left out', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Toast',
        start: '2027-06-12T17:30:00.000Z',
        end: null,
        zone: 'UTC',
        link: 'https://gatherly.example/events/e1',
      }),
    );
    expect(url.searchParams.get('dates')).toBe('20270612T173000Z/20270612T173000Z');
    expect(url.searchParams.get('details')).toBe('https://gatherly.example/events/e1');
    expect(url.searchParams.has('location')).toBe(false);
  });

  it('turns the feed’s https address into a webcal subscription link', () => {
    expect(webcalUrl('https://gatherly.example/api/calendar/feeds/abc.ics')).toBe(
      'webcal://gatherly.example/api/calendar/feeds/abc.ics',
    );
    expect(webcalUrl('http://localhost:8080/api/calendar/feeds/abc.ics')).toBe(
      'webcal://localhost:8080/api/calendar/feeds/abc.ics',
    );
  });
});
