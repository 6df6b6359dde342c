import { AuthProvider, createQueryClient, ThemeModeProvider } from '@gatherly/shared';
import { apiAnswer } from '@gatherly/shared/testing';
import { EventThemeProvider } from '@gatherly/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { rememberAcceptAfterSignIn, takeAcceptAfterSignIn } from './accept-after-sign-in';
import type { Invitation } from './invitation-card';
import { InvitationPage } from './invitation-page';

const invitation: Invitation = {
  email: 'gus@example.com',
  role: 'attendee',
  eventName: 'Barcelona Birthday',
  eventDescription: 'Three days by the sea',
  eventStartDate: '2027-06-12T12:00:00.000Z',
  eventEndDate: '2027-06-14T12:00:00.000Z',
  eventLocation: 'Barcelona',
  eventTimeZone: 'Europe/Madrid',
  eventMapUrl: 'https://www.openstreetmap.org/search?query=Barcelona',
  eventDressCode: 'Beachwear',
  eventRegistryUrl: 'https://www.zola.com/registry/hana',
  eventFaq: [{ question: 'Is there parking?', answer: 'On the street, free at weekends.' }],
  eventLogo: 'https://cdn.example.test/logo.png',
  themeColors: {
    primary: '#0f766e',
    secondary: '#14b8a6',
    tertiary: '#f59e0b',
    background: '#fff7ed',
    surface: '#f8fafc',
  },
  hostName: 'Hana Host',
  joinedEventId: null,
};

/**
 * Signed out (the session check answers 401); the invitation answers `answer`; the server offers Google
 * and, when `oidc` is given, another OpenID provider.
 */
function renderPage(path: string, answer = apiAnswer(200, invitation), oidc: { name: string } | null = null) {
  globalThis.fetch = jest.fn((url: string) =>
    Promise.resolve(
      String(url).includes('/api/invitations/')
        ? answer
        : String(url).endsWith('/api/auth/providers')
          ? apiAnswer(200, { google: true, oidc })
          : apiAnswer(401),
    ),
  ) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider notify={jest.fn()}>
        <ThemeModeProvider>
          <EventThemeProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/invite/:token" element={<InvitationPage />} />
                <Route path="/invite" element={<InvitationPage />} />
              </Routes>
            </MemoryRouter>
          </EventThemeProvider>
        </ThemeModeProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('Invitation page', () => {
  it('shows the event’s logo, host and essentials in its colours', async () => {
    renderPage('/invite/abc');
    expect(await screen.findByText("You're Invited")).toBeInTheDocument();
    expect(screen.getByText('Hana Host')).toBeInTheDocument();
    expect(screen.getByText('Barcelona Birthday')).toBeInTheDocument();
    // The dates by the calendar of the event's place, as on its dashboard.
    expect(screen.getByText(/^Sat, Jun 12 – Mon, Jun 14, 2027 · \d+ days to go$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Barcelona \(map/ })).toHaveAttribute('href', invitation.eventMapUrl);
    expect(screen.getByText('Three days by the sea')).toBeInTheDocument();
    expect(screen.getByText(/Dress code: Beachwear/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gift registry' })).toHaveAttribute('href', invitation.eventRegistryUrl);
    expect(screen.getByText('Is there parking?')).toBeInTheDocument();
    expect(screen.getByAltText('Barcelona Birthday logo')).toHaveAttribute('src', invitation.eventLogo);
    expect(screen.getByRole('button', { name: 'Accept Invitation' })).toBeInTheDocument();
  });

  it('offers a way home when the link has no token', async () => {
    renderPage('/invite/');
    expect(await screen.findByText('Invalid Invitation')).toBeInTheDocument();
    expect(screen.getByText('This invitation link is not valid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('says the spec’s text for a link that is used, revoked or unknown', async () => {
    renderPage('/invite/used', apiAnswer(404, { message: 'This invitation link has expired or is no longer valid' }));
    expect(await screen.findByText('Invitation Not Found')).toBeInTheDocument();
    expect(screen.getByText('This invitation link has expired or is no longer valid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeInTheDocument();
  });
});

describe('Signing in from an invitation', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks which provider when the server offers another, and accepts once signed in with it', async () => {
    renderPage('/invite/abc', apiAnswer(200, invitation), { name: 'Acme SSO' });
    const accept = await screen.findByRole('button', { name: 'Accept Invitation' });
    await waitFor(() =>
      expect(globalThis.fetch).toHaveBeenCalledWith(
        expect.stringMatching(/\/api\/auth\/providers$/),
        expect.anything(),
      ),
    );
    const opened = jest.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(accept);
    const chooser = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(chooser).getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
    fireEvent.click(within(chooser).getByRole('button', { name: 'Continue with Acme SSO' }));
    await waitFor(() => expect(opened).toHaveBeenCalled());
    expect(opened.mock.calls[0]![0]).toMatch(/^\/api\/auth\/oidc\?origin=/);
    expect(takeAcceptAfterSignIn('abc')).toBe(true);
  });

  it('signs in with Google at once when the server offers nothing else', async () => {
    renderPage('/invite/abc');
    const opened = jest.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(opened).toHaveBeenCalled());
    expect(opened.mock.calls[0]![0]).toMatch(/^\/api\/auth\/google\?origin=/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(takeAcceptAfterSignIn('abc')).toBe(true);
  });
});

describe('accepting after sign-in', () => {
  it('remembers the click for the same invitation only, once', () => {
    rememberAcceptAfterSignIn('abc');
    expect(takeAcceptAfterSignIn('other')).toBe(false);
    expect(takeAcceptAfterSignIn('abc')).toBe(false);
    rememberAcceptAfterSignIn('abc');
    expect(takeAcceptAfterSignIn('abc')).toBe(true);
    expect(takeAcceptAfterSignIn('abc')).toBe(false);
  });
});
