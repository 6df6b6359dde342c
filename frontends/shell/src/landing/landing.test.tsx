import { AuthProvider, createQueryClient } from '@gatherly/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Landing } from './landing';
import { DEMO_SCREENS } from './demo/demo-screens';
import { apiAnswer } from '@gatherly/shared/testing';

function renderLanding() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider notify={jest.fn()}>
        <Landing />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('Landing page', () => {
  it('presents every claim of the spec and the sign-in', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue(apiAnswer(401));
    renderLanding();
    for (const text of [
      'Start Planning for Free',
      'Watch Demo',
      'How it works',
      'Features',
      'Multi-event management',
      'Travel coordination',
      'Photo galleries',
      'Scheduling',
      'Member management',
      'Mobile-first design',
      'Free to start. No credit card needed.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(/data isolated and its own custom branding/)).toBeInTheDocument();
    expect(screen.getByText(/© 2024/)).toBeInTheDocument();
    // The sign-in buttons say they are inert until the session check has answered.
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(signIn).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('button', { name: 'Get Started Free' })).not.toHaveAttribute('aria-disabled');
  });
});

/** jsdom has no modal dialogs: these do what the browser's do, as far as the landing page relies on them. */
function withModalDialogs() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

function answeringProviders(oidc: { name: string } | null) {
  globalThis.fetch = jest.fn((input: RequestInfo | URL) =>
    Promise.resolve(
      String(input).endsWith('/api/auth/providers') ? apiAnswer(200, { google: true, oidc }) : apiAnswer(401),
    ),
  ) as unknown as typeof fetch;
}

describe('Sign in with another OpenID provider', () => {
  beforeAll(withModalDialogs);

  it('asks which provider when the server offers one besides Google, and opens that one in the popup', async () => {
    answeringProviders({ name: 'Acme SSO' });
    renderLanding();
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(signIn).not.toHaveAttribute('aria-disabled'));
    // Nothing on the page itself changes: the prerendered page could not have known the providers.
    expect(screen.queryByRole('button', { name: /Acme SSO/ })).toBeNull();
    fireEvent.click(signIn);
    const chooser = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(chooser).getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    const opened = jest.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(within(chooser).getByRole('button', { name: 'Continue with Acme SSO' }));
    await waitFor(() => expect(opened).toHaveBeenCalled());
    expect(opened.mock.calls[0]![0]).toMatch(/^\/api\/auth\/oidc\?origin=/);
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
    opened.mockRestore();
  });

  it('signs in with Google at once without one, and waits for the answer before either', async () => {
    answeringProviders(null);
    renderLanding();
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(signIn).not.toHaveAttribute('aria-disabled'));
    const opened = jest.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(signIn);
    await waitFor(() => expect(opened).toHaveBeenCalled());
    expect(opened.mock.calls[0]![0]).toMatch(/^\/api\/auth\/google\?origin=/);
    expect(screen.queryByRole('dialog')).toBeNull();
    opened.mockRestore();
  });
});

describe('Watch Demo', () => {
  beforeAll(withModalDialogs);
  beforeEach(() => {
    globalThis.fetch = jest.fn().mockResolvedValue(apiAnswer(401));
  });

  async function openWalkthrough() {
    fireEvent.click(screen.getByRole('button', { name: 'Watch Demo' }));
    return screen.findByRole('dialog', { name: 'A quick tour of Gatherly' });
  }

  it('requests no screenshot until the walkthrough opens, then shows the first screen with its caption', async () => {
    renderLanding();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    const dialog = await openWalkthrough();
    expect(dialog).toHaveAttribute('open');
    const image = within(dialog).getByRole('img', { name: DEMO_SCREENS[0]!.alt });
    expect(image).toHaveAttribute('src', 'event-dashboard.webp');
    // Sized before it loads: the dialog does not move when the image arrives.
    expect(image).toHaveAttribute('width', '390');
    expect(image).toHaveAttribute('height', '700');
    expect(within(dialog).getByText('1 of 5')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Event dashboard' })).toBeInTheDocument();
    expect(within(dialog).getByText(DEMO_SCREENS[0]!.caption)).toBeInTheDocument();
    // Keyboard users start on Next.
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('steps through every screen with Next and back with Previous, and ends on Start Planning for Free', async () => {
    renderLanding();
    const dialog = await openWalkthrough();
    const previous = within(dialog).getByRole('button', { name: 'Previous' });
    expect(previous).toBeDisabled();
    for (const [index, { title, caption, alt }] of DEMO_SCREENS.entries()) {
      expect(within(dialog).getByText(`${index + 1} of ${DEMO_SCREENS.length}`)).toBeInTheDocument();
      expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
      expect(within(dialog).getByText(caption)).toBeInTheDocument();
      expect(within(dialog).getByRole('img', { name: alt })).toBeInTheDocument();
      if (index < DEMO_SCREENS.length - 1) fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    }
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Start Planning for Free' })).toBeEnabled();
    expect(within(dialog).getAllByRole('img')).toHaveLength(1);

    fireEvent.click(previous);
    expect(within(dialog).getByText(`4 of ${DEMO_SCREENS.length}`)).toBeInTheDocument();
    expect(within(dialog).getByText(DEMO_SCREENS[3]!.caption)).toBeInTheDocument();
    // The arrow keys step too; Previous stops at the first screen, and focus does not drop to the page.
    for (let step = 0; step < DEMO_SCREENS.length; step++) fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(within(dialog).getByText(`1 of ${DEMO_SCREENS.length}`)).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByText(DEMO_SCREENS[1]!.caption)).toBeInTheDocument();
  });

  it("signs in from the last screen as the hero's button does", async () => {
    renderLanding();
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(signIn).not.toHaveAttribute('aria-disabled'));
    const opened = jest.spyOn(window, 'open').mockReturnValue(null);
    const dialog = await openWalkthrough();
    for (let step = 1; step < DEMO_SCREENS.length; step++)
      fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start Planning for Free' }));
    await waitFor(() => expect(opened).toHaveBeenCalled());
    opened.mockRestore();
  });

  it('closes with its close button and gives focus back to Watch Demo', async () => {
    renderLanding();
    const dialog = await openWalkthrough();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Watch Demo' })).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on one inside it or a drag out of it', async () => {
    renderLanding();
    const dialog = await openWalkthrough();
    const caption = within(dialog).getByRole('heading', { name: 'Event dashboard' });
    fireEvent.pointerDown(caption);
    fireEvent.click(caption);
    // A selection dragged from inside out to the backdrop.
    fireEvent.pointerDown(caption);
    fireEvent.click(dialog);
    expect(dialog).toHaveAttribute('open');
    // The backdrop's presses reach the dialog element itself.
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Watch Demo' })).toHaveFocus();
  });
});
