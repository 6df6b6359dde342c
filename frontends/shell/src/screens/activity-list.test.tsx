import { apiAnswer, renderInSection, TEST_EVENT_ID } from '@gatherly/shared/testing';
import { screen, within } from '@testing-library/react';
import type { ActivityEntry } from './activity-grouping';
import { ActivityList } from './activity-list';

const bob = { userId: 'u-bob', displayName: 'Bob Smith', photoURL: 'https://cdn.example.test/bob.png' };
const ana = { userId: 'u-ana', displayName: 'Ana Lopez', photoURL: null };
const photos = `/events/${TEST_EVENT_ID}/photos`;

const activity: ActivityEntry[] = [
  {
    id: 'p3',
    type: 'photo_uploaded',
    text: 'uploaded a photo: Jetty',
    at: '2030-06-12T12:00:00Z',
    link: photos,
    who: bob,
  },
  {
    id: 'p2',
    type: 'photo_uploaded',
    text: 'uploaded a photo: Lake',
    at: '2030-06-12T11:50:00Z',
    link: photos,
    who: bob,
  },
  { id: 'p1', type: 'photo_uploaded', text: 'uploaded a photo', at: '2030-06-12T11:40:00Z', link: photos, who: bob },
  {
    id: 'm1',
    type: 'member_joined',
    text: 'joined the event',
    at: '2030-06-12T11:00:00Z',
    link: `/events/${TEST_EVENT_ID}/members`,
    who: ana,
  },
  { id: 'p0', type: 'photo_uploaded', text: 'uploaded a photo', at: '2030-06-12T10:00:00Z', link: photos, who: null },
];

function renderList(entries: ActivityEntry[], limit?: number) {
  const fetchMock = jest.fn(() => Promise.resolve(apiAnswer(200, { activity: entries, nextCursor: null })));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  renderInSection('activity', <ActivityList eventId={TEST_EVENT_ID} limit={limit} />);
  return fetchMock;
}

describe('ActivityList', () => {
  it('names the person on every line, with their avatar, and groups their repeated uploads', async () => {
    const fetchMock = renderList(activity);
    await screen.findByText('uploaded 3 photos', { exact: false });
    const lines = screen.getAllByRole('listitem');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(`/api/events/${TEST_EVENT_ID}/activity?limit=80`);
    expect(lines.map((line) => within(line).getByRole('link').textContent)).toEqual([
      'Bob Smith uploaded 3 photos',
      'Ana Lopez joined the event',
      'A former member uploaded a photo',
    ]);
    expect(within(lines[0]!).getByRole('link')).toHaveAttribute('href', photos);
    expect(within(lines[0]!).getByRole('img', { name: 'Bob Smith' })).toHaveAttribute(
      'src',
      'https://cdn.example.test/bob.png',
    );
    expect(within(lines[1]!).getByText('AL')).toBeInTheDocument();
  });

  it('shows at most `limit` lines, reading more entries than that to fill them', async () => {
    const fetchMock = renderList(activity, 2);
    await screen.findByText('uploaded 3 photos', { exact: false });
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(`/api/events/${TEST_EVENT_ID}/activity?limit=8`);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Bob Smith uploaded 3 photos',
      'Ana Lopez joined the event',
    ]);
  });

  it('says so when nothing has happened yet', async () => {
    renderList([]);
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });
});
