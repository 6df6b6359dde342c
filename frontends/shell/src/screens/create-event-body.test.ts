import dayjs from 'dayjs';
import { createEventBody } from './create-event-body';

const colours = { primary: '#6236ff', secondary: '#14b8a6', tertiary: '#f59e0b' };

describe('the create-event request', () => {
  const start = dayjs('2027-06-01T18:00:00Z');
  const end = dayjs('2027-06-03T12:00:00Z');

  it('sends the dates as ISO timestamps and empty texts as null', () => {
    expect(
      createEventBody({ name: ' Wedding ', startDate: start, endDate: end, description: '', ...colours }, false),
    ).toEqual({
      name: 'Wedding',
      description: null,
      location: null,
      startDate: '2027-06-01T18:00:00.000Z',
      endDate: '2027-06-03T12:00:00.000Z',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      customLogo: null,
      themeColors: colours,
    });
  });

  it("sends no dates when 'Dates TBD' is chosen, whatever was typed before", () => {
    const body = createEventBody({ name: 'Reunion', startDate: start, endDate: end, ...colours }, true);
    expect(body).toMatchObject({ startDate: null, endDate: null });
  });
});
