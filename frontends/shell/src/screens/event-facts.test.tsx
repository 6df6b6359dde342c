import { fireEvent, render, screen } from '@testing-library/react';
import { EventFacts, eventWhen } from './event-facts';

const TODAY = new Date('2027-06-01T12:00:00Z');

const getaway = {
  startDate: '2027-06-10T22:30:00.000Z',
  endDate: '2027-06-13T10:00:00.000Z',
  timeZone: 'Asia/Tokyo',
  location: 'Kyoto',
  description: 'Temples, tea and a lot of walking.',
};

describe('When and where an event is', () => {
  beforeAll(() => jest.useFakeTimers({ now: TODAY, doNotFake: ['setTimeout', 'queueMicrotask'] }));
  afterAll(() => jest.useRealTimers());

  it('reads the dates by the calendar of the event’s place, with the days to go', () => {
    // 22:30 UTC on the 10th is already the 11th in Tokyo.
    expect(eventWhen(getaway)).toBe('Fri, Jun 11 – Sun, Jun 13, 2027 · 9 days to go');
    expect(eventWhen({ ...getaway, endDate: null })).toBe('Fri, Jun 11, 2027 · 9 days to go');
  });

  it('shows the location and the description', () => {
    render(<EventFacts event={getaway} color="black" />);
    expect(screen.getByText('Kyoto')).toBeInTheDocument();
    expect(screen.getByText('Temples, tea and a lot of walking.')).toBeInTheDocument();
  });

  it('links "Date TBD" to the date poll only when the poll is shown', () => {
    const tbd = { ...getaway, startDate: null, endDate: null };
    const { rerender } = render(<EventFacts event={tbd} color="black" />);
    expect(screen.queryByRole('link', { name: 'Date TBD' })).not.toBeInTheDocument();
    rerender(<EventFacts event={tbd} color="black" datePoll />);
    expect(screen.getByRole('link', { name: 'Date TBD' })).toHaveAttribute('href', '#date-poll');
  });

  it('shows a long description’s beginning, and the rest on request', () => {
    const long = `${'A long weekend by the sea. '.repeat(20)}The end.`;
    render(<EventFacts event={{ ...getaway, description: long }} color="black" />);
    expect(screen.queryByText(/The end\./)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(/The end\./)).toBeInTheDocument();
  });
});
