import { createQueryClient, type EventDetail, eventPalette, queryKeys, ThemeModeProvider } from '@gatherly/shared';
import { subscriptionSummary } from '@gatherly/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import Section from './section';
import { Placeholders } from './below-the-fold/lower-cards';
import { FeedbackProvider } from '@gatherly/shared/ui';

const EVENT_ID = '22222222-2222-4222-8222-222222222222';
let role: 'creator' | 'admin' | 'member' = 'creator';

jest.mock('@gatherly/shared', () => ({
  ...jest.requireActual('@gatherly/shared'),
  useCurrentEvent: () => ({ events: [{ id: EVENT_ID, role }] }),
}));

const member = (userId: string, name: string, memberRole: 'creator' | 'admin' | 'attendee') => ({
  id: `m-${userId}`,
  userId,
  role: memberRole,
  partyId: `p-${userId}`,
  joinedAt: '2026-01-01T00:00:00.000Z',
  user: { displayName: name, email: `${userId}@example.com`, photoURL: null },
});

function event(changes: Partial<EventDetail> = {}): EventDetail {
  return {
    id: EVENT_ID,
    name: 'Lisbon Getaway',
    customLogo: null,
    role: 'creator',
    memberCount: 3,
    startDate: null,
    endDate: null,
    description: null,
    location: 'Lisbon',
    mapUrl: 'https://www.openstreetmap.org/search?query=Lisbon',
    dressCode: null,
    registryUrl: null,
    faq: [],
    timeZone: 'Europe/Lisbon',
    createdBy: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z',
    themeColors: {
      primary: '#6236ff',
      secondary: '#14b8a6',
      tertiary: '#f59e0b',
      background: '#ffffff',
      surface: '#f8fafc',
    },
    bannerSettings: { style: 'contained', autoRotate: true, rotateInterval: 4000, customBannerImage: null },
    members: [
      member('u1', 'Cleo Creator', 'creator'),
      member('u2', 'Ada Admin', 'admin'),
      member('u3', 'Tom Attendee', 'attendee'),
    ],
    ...changes,
  };
}

function renderSettings(detail?: EventDetail) {
  const queryClient = createQueryClient();
  if (detail) queryClient.setQueryData(queryKeys.event(EVENT_ID), detail);
  queryClient.setQueryData(queryKeys.subscription, subscriptionSummary('paid'));
  // The questions card reads its own list: none here, so the tests see only the settings' own requests.
  queryClient.setQueryData(queryKeys.questions(EVENT_ID), []);
  render(
    <ThemeModeProvider>
      <QueryClientProvider client={queryClient}>
        <FeedbackProvider notification={{}}>
          <MemoryRouter initialEntries={[`/events/${EVENT_ID}/settings`]}>
            <Routes>
              <Route path="/events/:eventId/settings" element={<Section />} />
              <Route path="/events/:eventId" element={<p>Event dashboard</p>} />
            </Routes>
          </MemoryRouter>
        </FeedbackProvider>
      </QueryClientProvider>
    </ThemeModeProvider>,
  );
}

/** The screen with every card in place: in jsdom the cards below the fold load at once, after an import. */
async function renderSettingsInFull(detail: EventDetail) {
  renderSettings(detail);
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading more settings' })).not.toBeInTheDocument());
}

beforeEach(() => {
  role = 'creator';
  globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
});

describe('Event Settings screen', () => {
  it('sends a non-admin back to the event', () => {
    role = 'member';
    renderSettings(event());
    expect(screen.getByText('Event dashboard')).toBeInTheDocument();
  });

  it('shows a skeleton while the event loads', () => {
    renderSettings();
    expect(screen.getByRole('status', { name: 'Loading settings' })).toBeInTheDocument();
  });

  it('shows the title, the auto-save note and every section', async () => {
    await renderSettingsInFull(event());
    expect(screen.getByRole('heading', { name: 'Event Settings' })).toBeInTheDocument();
    for (const text of [
      'Configure your event details, branding, and preferences',
      'Changes are saved automatically as you edit',
      'Event Banner',
      'Upload Custom Banner',
      'Recommended size: 1200x400 pixels',
      'Auto-Rotate Photos',
      'Auto-cycling enabled',
      'Contained',
      'Full-width',
      'Basic Information',
      'Event Dates',
      'Set Specific Dates',
      'To Be Determined',
      'Essentials',
      'Dress code (optional)',
      'Questions and answers',
      'Questions for guests',
      'Branding and Theme',
      'Role Management',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByLabelText('Event Name')).toHaveValue('Lisbon Getaway');
    // An idle field keeps no empty status line under it, so the gaps between fields stay even.
    for (const title of ['Event Banner', 'Basic Information', 'Branding and Theme']) {
      const card = screen.getByText(title).closest('.ant-card') as HTMLElement;
      expect(card.querySelectorAll('.ant-form-item-extra')).toHaveLength(0);
    }
    // The auto-save note is a quiet line, not an alert that reads like an error.
    expect(
      screen.getByText('Changes are saved automatically as you edit').closest('[role="alert"], .ant-alert'),
    ).toBeNull();
    expect(screen.getByLabelText('Location (optional)')).toHaveValue('Lisbon');
    for (const label of ['Primary', 'Secondary', 'Tertiary', 'Background', 'Surface'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Surface')).toHaveValue('#f8fafc');
  });

  it('shows the TBD text without dates and the pickers with both dates', async () => {
    await renderSettingsInFull(event());
    expect(
      screen.getByText('Event dates will be determined later. Members will be notified when dates are set.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Start Date')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Set Specific Dates'));
    expect(await screen.findByLabelText('Start Date')).toBeInTheDocument();
    expect(screen.getByLabelText('End Date')).toBeInTheDocument();
  });

  it('saves the time zone the schedule is shown in as soon as another is chosen', async () => {
    await renderSettingsInFull(event());
    const zone = screen.getByRole('combobox', { name: 'Time Zone' });
    expect(screen.getByTitle('Europe/Lisbon')).toBeInTheDocument();
    fireEvent.mouseDown(zone);
    fireEvent.change(zone, { target: { value: 'Madrid' } });
    fireEvent.click(await screen.findByTitle('Europe/Madrid'));
    const [path, init] = (globalThis.fetch as jest.Mock).mock.calls[0];
    expect(path).toBe(`/api/events/${EVENT_ID}`);
    expect(init).toMatchObject({ method: 'PUT', body: JSON.stringify({ timeZone: 'Europe/Madrid' }) });
  });

  it('refuses an empty event name and a logo that is not a web address, without saving', async () => {
    await renderSettingsInFull(event());
    const name = screen.getByLabelText('Event Name');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.blur(name);
    expect(screen.getByText('Event name is required')).toBeInTheDocument();
    const logo = screen.getByLabelText('Custom Logo URL (optional)');
    fireEvent.change(logo, { target: { value: 'not a url' } });
    fireEvent.blur(logo);
    expect(screen.getByText('Logo must be a web address (http or https)')).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('does not save a field left unchanged', async () => {
    await renderSettingsInFull(event());
    fireEvent.blur(screen.getByLabelText('Event Name'));
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(screen.queryByText('Saving...')).not.toBeInTheDocument();
  });

  it('shows Saving... while a changed field saves', async () => {
    await renderSettingsInFull(event());
    const name = screen.getByLabelText('Event Name');
    fireEvent.change(name, { target: { value: 'Porto Getaway' } });
    fireEvent.blur(name);
    expect(screen.getByText('Saving...')).toBeInTheDocument();
    const [path, init] = (globalThis.fetch as jest.Mock).mock.calls[0];
    expect(path).toBe(`/api/events/${EVENT_ID}`);
    expect(init).toMatchObject({ method: 'PUT', body: JSON.stringify({ name: 'Porto Getaway' }) });
  });

  it('says when a hex colour is not valid', async () => {
    await renderSettingsInFull(event());
    fireEvent.change(screen.getByLabelText('Primary'), { target: { value: 'purple' } });
    expect(screen.getByText('Colors must be hex values such as #6236ff')).toBeInTheDocument();
  });

  it('shows, next to a colour the app adjusts, the colour in use and why', async () => {
    const themeColors = { ...event().themeColors!, background: '#0a0a0a', surface: '#ffffff' };
    await renderSettingsInFull(event({ themeColors }));
    const cards = eventPalette(themeColors, false).container;
    expect(screen.getByLabelText('Surface')).toHaveAccessibleDescription(
      `In use: ${cards} — darkened so the background's white text stays readable on cards`,
    );
    expect(screen.getByLabelText('Primary')).toHaveAccessibleDescription(
      'In use on buttons and links: #ffffff — #6236ff is too close to the cards to stand out',
    );
    const swatch = document
      .getElementById(screen.getByLabelText('Surface').getAttribute('aria-describedby')!)!
      .querySelector<HTMLElement>('[data-swatch]')!;
    expect(swatch).toHaveStyle({ background: cards });
    for (const label of ['Secondary', 'Tertiary', 'Background'])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-describedby');
  });

  it('shows no colour in use where every colour shows as chosen', async () => {
    await renderSettingsInFull(event());
    expect(screen.queryByText(/^In use/)).not.toBeInTheDocument();
  });

  it('previews the logo as it is typed', async () => {
    await renderSettingsInFull(event());
    fireEvent.change(screen.getByLabelText('Custom Logo URL (optional)'), {
      target: { value: 'https://example.com/logo.png' },
    });
    const preview = screen.getByRole('img', { name: 'Logo preview' });
    expect(preview).toHaveAttribute('src', 'https://example.com/logo.png');
    fireEvent.error(preview);
    expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
  });

  it('lets the creator change roles of non-creators, with the confirmation texts', async () => {
    await renderSettingsInFull(event());
    expect(screen.queryByRole('combobox', { name: 'Role of Cleo Creator' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Ada Admin' })).toBeInTheDocument();
    // Each role shows once: the creator's as a tag, the others' in their selector only.
    const roles = screen.getByText('Role Management').closest('.ant-card') as HTMLElement;
    expect(within(roles).getByText('Creator')).toBeInTheDocument();
    expect(within(roles).getAllByText('Admin')).toHaveLength(1);
    expect(within(roles).getAllByText('Attendee')).toHaveLength(1);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role of Tom Attendee' }));
    fireEvent.click(screen.getAllByText('Admin').find((node) => node.closest('.ant-select-item-option'))!);
    expect(await screen.findByText('Change Member Role')).toBeInTheDocument();
    expect(
      screen.getByText("Are you sure you want to change Tom Attendee's role from Attendee to Admin?"),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Admins can manage event settings, invite members, and modify event content'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Role' })).toBeInTheDocument();
  });

  it('hides Role Management from admins', async () => {
    role = 'admin';
    await renderSettingsInFull(event({ role: 'admin' }));
    expect(screen.queryByText('Role Management')).not.toBeInTheDocument();
  });
});

describe('The settings cards below Basic Information', () => {
  // Nothing is ever in view and nobody scrolls or taps: the cards must come all the same.
  beforeEach(() => {
    globalThis.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('load as the page opens, with no scroll or tap', async () => {
    renderSettings(event());
    expect(await screen.findByText('Set Specific Dates')).toBeInTheDocument();
    expect(screen.getByLabelText('Primary')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading more settings' })).not.toBeInTheDocument();
  });

  it('stand in meanwhile as titled placeholders, Role Management only for a creator', () => {
    const { rerender } = render(<Placeholders role="creator" />);
    const loading = screen.getByRole('status', { name: 'Loading more settings' });
    for (const title of [
      'Event Dates',
      'Essentials',
      'Questions for guests',
      'Branding and Theme',
      'Role Management',
      'Data Export',
    ])
      expect(within(loading).getByText(title)).toBeInTheDocument();
    rerender(<Placeholders role="admin" />);
    expect(screen.getByText('Branding and Theme')).toBeInTheDocument();
    expect(screen.queryByText('Role Management')).not.toBeInTheDocument();
  });
});
