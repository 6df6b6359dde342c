import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { FeedbackProvider } from '../feedback';
import { AuthProvider } from '../../auth/auth-context';
import { CurrentEventProvider } from '../../event/current-event-context';
import { CURRENT_EVENT_KEY } from '../../event/current-event-storage';
import { createQueryClient } from '../../query/query-client';
import { apiAnswer } from '../../testing';
import { ProfileDialog } from './profile-dialog';

const PAT = { id: 'u1', email: 'pat@example.com', displayName: 'Pat', photoURL: null, bio: 'Loves hikes' };
const SAM = { id: 'u2', email: 'sam@example.com', displayName: 'Sam', photoURL: null, allergies: ['nuts', 'dust'] };
const MEMBERS = [
  { id: 'm1', userId: 'u1', role: 'creator', joinedAt: '2026-01-05T00:00:00Z', user: PAT },
  { id: 'm2', userId: 'u2', role: 'attendee', joinedAt: '2026-02-10T00:00:00Z', user: SAM },
];
const EVENT = { id: 'e1', name: 'Lisbon Getaway', members: MEMBERS };

/** Pat signed in, a member of e1 with Sam; answers each profile and records what was saved. */
function api() {
  const answer = (status: number, body: unknown) => Promise.resolve(apiAnswer(status, body));
  const fetchMock = jest.fn((path: string, _init?: RequestInit) => {
    if (path === '/api/auth/refresh') return answer(200, { token: 't', expiresAt: Date.now() + 3_600_000 });
    if (path === '/api/auth/login' || path === '/api/auth/me') return answer(200, { user: PAT });
    if (path === '/api/events') return answer(200, { events: [{ ...EVENT, role: 'creator', memberCount: 2 }] });
    if (path === '/api/events/e1') return answer(200, { event: EVENT });
    if (path === '/api/users/u1') return answer(200, { user: PAT });
    if (path === '/api/users/u2') return answer(200, { user: SAM });
    if (path === '/api/user/email-preferences')
      return _init?.method === 'PATCH'
        ? answer(200, {
            preferences: { eventDates: true, scheduleUpdates: false, reminders: true, announcements: true },
          })
        : answer(200, {
            preferences: { eventDates: true, scheduleUpdates: true, reminders: true, announcements: true },
          });
    if (path === '/api/events/e1/users/u1/profile')
      return answer(200, { profile: { eventNickname: 'Patty', eventAllergies: [], profileVisibility: 'public' } });
    return answer(200, {});
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderDialog(userId: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackProvider notification={{}}>
          <AuthProvider notify={jest.fn()}>
            <CurrentEventProvider>
              <ProfileDialog open userId={userId} onClose={jest.fn()} />
            </CurrentEventProvider>
          </AuthProvider>
        </FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

describe('The profile dialog', () => {
  beforeEach(() => {
    localStorage.setItem(CURRENT_EVENT_KEY, 'e1');
    // The modal measures the scroll bar through a pseudo-element, which jsdom does not implement.
    const computed = window.getComputedStyle.bind(window);
    jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computed(element));
  });
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it("shows another member's profile, role and joining date, with nothing to edit", async () => {
    api();
    renderDialog('u2');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('sam@example.com')).toBeInTheDocument();
    expect(await within(dialog).findByText('Attendee')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Joined /)).toBeInTheDocument();
    expect(within(dialog).getByText('nuts, dust')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit Profile' })).toBeNull();
  });

  it('lets its owner edit the core profile and saves lists from comma-separated text', async () => {
    const fetchMock = api();
    renderDialog('u1');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Loves hikes')).toBeInTheDocument();
    expect(await within(dialog).findByText('Creator')).toBeInTheDocument();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(within(dialog).getByLabelText('Allergies (comma-separated)'), {
      target: { value: 'shellfish, , pollen ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/users/u1', expect.objectContaining({ method: 'PUT' })),
    );
    const [, init] = fetchMock.mock.calls.find(
      ([path, options]) => path === '/api/users/u1' && options?.method === 'PUT',
    )!;
    expect(JSON.parse(init!.body as string)).toMatchObject({ displayName: 'Pat', allergies: ['shellfish', 'pollen'] });
    expect(await within(dialog).findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('says the profile was updated once it has been read again, and a failed re-read is no failed save', async () => {
    const fetchMock = api();
    const answered = fetchMock.getMockImplementation()!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let saved = false;
    fetchMock.mockImplementation((path, init) => {
      if (path === '/api/users/u1' && init?.method === 'PUT') saved = true;
      else if (saved && path === '/api/users/u1') return held.then(() => answered(path, init));
      // The session's own re-read of the user fails: the profile is saved all the same.
      else if (saved && path === '/api/auth/login') return Promise.resolve(apiAnswer(500, { message: 'Down' }));
      return answered(path, init);
    });
    renderDialog('u1');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Edit Profile' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toBe(true));
    await expect(screen.findByText('Profile updated', undefined, { timeout: 300 })).rejects.toThrow();
    release();
    expect(await screen.findByText('Your core profile has been successfully updated')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to save profile changes')).toBeNull();
  });

  it("says so when a core profile has nothing in it, by name when it is another member's", async () => {
    const fetchMock = api();
    const answered = fetchMock.getMockImplementation()!;
    const bare = ({ id, email, displayName }: typeof PAT | typeof SAM) => ({ id, email, displayName, photoURL: null });
    fetchMock.mockImplementation((path, init) => {
      if (path === '/api/users/u1') return Promise.resolve(apiAnswer(200, { user: bare(PAT) }));
      if (path === '/api/users/u2') return Promise.resolve(apiAnswer(200, { user: bare(SAM) }));
      return answered(path, init);
    });
    renderDialog('u2');
    expect(await screen.findByText("Sam hasn't added anything to their profile yet")).toBeInTheDocument();
    cleanup();
    renderDialog('u1');
    expect(await screen.findByText("You haven't added anything to your profile yet")).toBeInTheDocument();
  });

  it("shows the owner's event profile on its tab", async () => {
    api();
    renderDialog('u1');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'Event Profile' }));
    expect(await within(dialog).findByText('Patty')).toBeInTheDocument();
  });

  it('lets its owner turn off one kind of e-mail with a switch, saved at once; nobody else sees the tab', async () => {
    const fetchMock = api();
    renderDialog('u1');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'Alerts' }));
    const updates = await within(dialog).findByRole('switch', { name: 'Schedule updates' });
    expect(updates).toBeChecked();
    expect(within(dialog).queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    fireEvent.click(updates);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/user/email-preferences',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ scheduleUpdates: false }) }),
      ),
    );
    expect(within(dialog).getByRole('switch', { name: 'Schedule updates' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Reminders' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Announcements' })).toBeChecked();
  });

  it("hides another member's e-mail choices", async () => {
    api();
    renderDialog('u2');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Attendee')).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'Alerts' })).toBeNull();
  });

  it("says so when another member's event profile has nothing in it, instead of an empty tab", async () => {
    api();
    renderDialog('u2');
    const dialog = await screen.findByRole('dialog');
    // The tab opens once the current event is known.
    expect(await within(dialog).findByText('Attendee')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Event Profile' }));
    expect(await within(dialog).findByText("Sam hasn't added anything for this event yet")).toBeInTheDocument();
  });
});
