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

  it('links the location to its map in a new tab that learns nothing of the page', () => {
    const mapUrl = 'https://www.openstreetmap.org/search?query=Kyoto';
    render(<EventFacts event={{ ...getaway, mapUrl }} color="black" />);
    const map = screen.getByRole('link', { name: 'Kyoto (map, opens in a new tab)' });
    expect(map).toHaveAttribute('href', mapUrl);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows the location as text without a map link', () => {
    render(<EventFacts event={{ ...getaway, mapUrl: null }} color="black" />);
    expect(screen.getByText('Kyoto')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the dress code and the registry, which opens in a new tab and names its site', () => {
    const registryUrl = 'https://www.zola.com/registry/kyoto-trip';
    render(<EventFacts event={{ ...getaway, dressCode: 'Comfortable shoes', registryUrl }} color="black" />);
    expect(screen.getByText(/Dress code: Comfortable shoes/)).toBeInTheDocument();
    const registry = screen.getByRole('link', { name: 'Gift registry' });
    expect(registry).toHaveAttribute('href', registryUrl);
    expect(registry).toHaveAttribute('target', '_blank');
    expect(registry).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(registry.parentElement).toHaveTextContent('Gift registry (zola.com)');
  });

  it('lists the FAQ’s questions in order, each answer folded until its question is opened', () => {
    const faq = [
      { question: 'Do I need a visa?', answer: 'Not for 90 days.' },
      { question: 'What should I pack?', answer: 'Layers.\nAn umbrella.' },
    ];
    render(<EventFacts event={{ ...getaway, faq }} color="black" />);
    const questions = screen.getAllByRole('group').map((entry) => entry.querySelector('summary')?.textContent);
    expect(questions).toEqual(['Do I need a visa?', 'What should I pack?']);
    const first = screen.getByText('Do I need a visa?').closest('details')!;
    expect(first).not.toHaveAttribute('open');
    expect(screen.getByText('Not for 90 days.')).not.toBeVisible();
    fireEvent.click(screen.getByText('Do I need a visa?'));
    expect(first).toHaveAttribute('open');
    expect(screen.getByText('Not for 90 days.')).toBeVisible();
  });

  it('shows none of the extras an event has not set, nor those of an event kept from before they existed', () => {
    const { container, rerender } = render(
      <EventFacts event={{ ...getaway, dressCode: null, registryUrl: null, faq: [] }} color="black" />,
    );
    const plain = container.innerHTML;
    rerender(<EventFacts event={getaway} color="black" />);
    expect(container.innerHTML).toBe(plain);
    expect(screen.queryByText(/Dress code/)).not.toBeInTheDocument();
    expect(screen.queryByText('Gift registry')).not.toBeInTheDocument();
    expect(screen.queryByText('Questions and answers')).not.toBeInTheDocument();
  });

  it('shows a long description’s beginning, and the rest on request', () => {
    const long = `${'A long weekend by the sea. '.repeat(20)}The end.`;
    render(<EventFacts event={{ ...getaway, description: long }} color="black" />);
    expect(screen.queryByText(/The end\./)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(/The end\./)).toBeInTheDocument();
  });
});
