import { queryKeys } from '@gatherly/shared';
import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { CarpoolsTab } from '../carpools/carpools-tab';
import { StaysTab } from '../stays/stays-tab';
import { carpool, stay } from './test-data';
import { EVENT_ID, renderTravel } from './test-render';

// The thread itself is the SDK's, tested there: here, which subject a card opens it for.
jest.mock('@gatherly/shared/ui', () => ({
  ...jest.requireActual('@gatherly/shared/ui'),
  CommentThread: ({
    subjectKind,
    subjectId,
    subjectTitle,
  }: {
    subjectKind: string;
    subjectId: string;
    subjectTitle: string;
  }) => <section aria-label={`Comments on ${subjectTitle}`}>{`Thread of ${subjectKind} ${subjectId}`}</section>,
}));

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const seed = (client: QueryClient) => {
  client.setQueryData(queryKeys.carpools(EVENT_ID), [
    carpool(),
    carpool({ id: 'c2', fromLocation: 'Sitges station', toLocation: 'Villa Sol' }),
  ]);
  client.setQueryData(queryKeys.stays(EVENT_ID), {
    stays: [stay(), stay({ id: 's2', name: 'Hotel Calipolis', kind: 'hotel' })],
    withoutBed: [],
  });
  client.setQueryData(queryKeys.commentCounts(EVENT_ID), {
    photos: {},
    scheduleItems: {},
    carpools: { c2: 3 },
    stays: { s1: 1 },
  });
};

beforeEach(() => {
  // Only what is seeded is read.
  globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
});

const card = (heading: string) => screen.getByRole('heading', { name: heading }).closest<HTMLElement>('.ant-card')!;

describe('Comments on carpools', () => {
  it('shows a carpool’s count when it has comments, and a Comments button on each', () => {
    renderTravel(<CarpoolsTab eventId={EVENT_ID} userId="me" />, seed);
    expect(within(card('Sitges station to Villa Sol')).getByRole('img', { name: '3 comments' })).toBeInTheDocument();
    expect(within(card('Barcelona airport to Villa Sol')).queryByRole('img', { name: /comment/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Comments on Barcelona airport to Villa Sol' })).toHaveTextContent(
      'Comments',
    );
  });

  it('opens the carpool’s comments in a drawer, named in the address, and closes them', async () => {
    renderTravel(
      <>
        <CarpoolsTab eventId={EVENT_ID} userId="me" />
        <Address />
      </>,
      seed,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Comments on Sitges station to Villa Sol' }));
    const drawer = await screen.findByRole('dialog', { name: 'Comments: Sitges station to Villa Sol' });
    expect(within(drawer).getByRole('region', { name: 'Comments on Sitges station to Villa Sol' })).toHaveTextContent(
      'Thread of carpool c2',
    );
    expect(screen.getByTestId('address')).toHaveTextContent('?carpool=c2');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('address')).toBeEmptyDOMElement());
  });

  it('opens the comments of the carpool the address names', async () => {
    renderTravel(<CarpoolsTab eventId={EVENT_ID} userId="me" />, seed, '?tab=carpools&carpool=c1');
    const drawer = await screen.findByRole('dialog', { name: 'Comments: Barcelona airport to Villa Sol' });
    expect(
      within(drawer).getByRole('region', { name: 'Comments on Barcelona airport to Villa Sol' }),
    ).toHaveTextContent('Thread of carpool c1');
  });
});

describe('Comments on stays', () => {
  it('shows a stay’s count when it has comments, and a Comments button on each', () => {
    renderTravel(<StaysTab eventId={EVENT_ID} userId="me" admin={false} />, seed);
    expect(within(card('Villa Sol')).getByRole('img', { name: '1 comment' })).toBeInTheDocument();
    expect(within(card('Hotel Calipolis')).queryByRole('img', { name: /comment/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Comments on Hotel Calipolis' })).toBeInTheDocument();
  });

  it('opens a stay’s comments from its card', async () => {
    renderTravel(<StaysTab eventId={EVENT_ID} userId="me" admin={false} />, seed);
    fireEvent.click(screen.getByRole('button', { name: 'Comments on Hotel Calipolis' }));
    const drawer = await screen.findByRole('dialog', { name: 'Comments: Hotel Calipolis' });
    expect(within(drawer).getByRole('region', { name: 'Comments on Hotel Calipolis' })).toHaveTextContent(
      'Thread of stay s2',
    );
  });

  it('opens the comments of the stay the address names', async () => {
    renderTravel(<StaysTab eventId={EVENT_ID} userId="me" admin={false} />, seed, '?tab=stays&stay=s1');
    const drawer = await screen.findByRole('dialog', { name: 'Comments: Villa Sol' });
    expect(within(drawer).getByRole('region', { name: 'Comments on Villa Sol' })).toHaveTextContent(
      'Thread of stay s1',
    );
  });
});
