import { queryKeys } from '@gatherly/shared';
import { apiAnswer } from '@gatherly/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { carpool, flight } from '../common/test-data';
import { EVENT_ID, renderTravel } from '../common/test-render';
import type { RideSuggestion } from './ride-types';
import { rideSuggestionsKey } from './ride-queries';
import { RideSuggestions } from './ride-suggestions';

const landing: RideSuggestion = {
  airport: 'LAX',
  earliest: '2030-06-12T14:05:00.000Z',
  latest: '2030-06-12T14:50:00.000Z',
  people: [
    {
      userId: 'me',
      displayName: 'Mia Member',
      photoURL: null,
      flightId: 'f1',
      arrivalTime: '2030-06-12T14:05:00.000Z',
    },
    {
      userId: 'ann',
      displayName: 'Ann Arrival',
      photoURL: null,
      flightId: 'f2',
      arrivalTime: '2030-06-12T14:20:00.000Z',
    },
    {
      userId: 'bo',
      displayName: 'Bo Landing',
      photoURL: null,
      flightId: 'f3',
      arrivalTime: '2030-06-12T14:50:00.000Z',
    },
  ],
};

const renderSuggestions = (suggestions: RideSuggestion[]) =>
  renderTravel(<RideSuggestions eventId={EVENT_ID} userId="me" />, (client) => {
    client.setQueryData(rideSuggestionsKey(EVENT_ID), { suggestions });
    client.setQueryData(queryKeys.flights(EVENT_ID), [flight()]);
    client.setQueryData(queryKeys.carpools(EVENT_ID), []);
  });

describe('Ride suggestions above the arrivals board', () => {
  it('show nothing when nobody needs a ride', () => {
    renderSuggestions([]);
    expect(screen.queryByText('Ride suggestions')).not.toBeInTheDocument();
  });

  it('say who lands where and when, with their avatars', () => {
    renderSuggestions([landing]);
    const item = screen.getByRole('listitem', { name: /^3 people land at LAX between / });
    expect(within(item).getByText('Ann Arrival')).toBeInTheDocument();
    expect(within(item).getByText('Bo Landing')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: /Offer a ride/ })).toBeInTheDocument();
  });

  it('open Create Carpool filled in, create it inviting the others, and go once the suggestions are read again', async () => {
    let suggestionsRead = 0;
    globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return Promise.resolve(apiAnswer(201, { carpool: carpool() }));
      if (url.endsWith('/ride-suggestions')) {
        suggestionsRead++;
        // The server counts the carpool just offered as their ride: the suggestion it answers goes.
        return Promise.resolve(apiAnswer(200, { suggestions: [] }));
      }
      return Promise.resolve(apiAnswer(200, { carpools: [carpool()], activity: [] }));
    }) as unknown as typeof fetch;
    renderSuggestions([landing]);
    fireEvent.click(screen.getByRole('button', { name: /Offer a ride/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Carpool' });
    expect(within(dialog).getByLabelText('From')).toHaveValue('LAX');
    expect(within(dialog).getByLabelText('Available Seats')).toHaveValue('3');
    expect(within(dialog).getByText('Ann Arrival, Bo Landing get an invitation to join.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: 'Villa Sol' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Carpool' }));
    await waitFor(() => expect(suggestionsRead).toBeGreaterThan(0));
    const post = (globalThis.fetch as jest.Mock).mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe(`/api/events/${EVENT_ID}/carpools`);
    expect(JSON.parse(post?.[1].body as string)).toEqual({
      fromLocation: 'LAX',
      toLocation: 'Villa Sol',
      departureTime: '2030-06-12T14:50:00.000Z',
      maxSeats: 3,
      invite: ['ann', 'bo'],
    });
    expect(await screen.findByText('Carpool Created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ride suggestions')).not.toBeInTheDocument());
  });
});
