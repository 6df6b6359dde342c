import { AuthProvider, createQueryClient } from '@gatherly/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { firstPaintHead } from '../prerender/first-paint-head';
import { prerenderLanding } from '../prerender/prerender-page';
import { Root } from '../root';
import { landingFirst, SESSION_HINT_KEY, SKIP_LANDING_ATTRIBUTE } from './first-paint';
import { mountApp } from './mount';
import { useSessionHint } from './session-hint';
import { apiAnswer } from '@gatherly/shared/testing';

/** The built page before any bundle: the first-paint markup in <head>, the prerendered landing in #root. */
function loadBuiltPage(): HTMLElement {
  document.head.innerHTML = firstPaintHead('/session-worker.js');
  // Markup set through innerHTML does not run its scripts; the browser runs this one while parsing <head>.
  const script = document.createElement('script');
  script.textContent = document.head.querySelector('script')!.textContent;
  document.head.appendChild(script);
  document.body.innerHTML = `<div id="root">${prerenderLanding()}</div>`;
  return document.getElementById('root')!;
}

describe('Taking over the prerendered page', () => {
  let errors: jest.SpyInstance;

  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(SKIP_LANDING_ATTRIBUTE);
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => errors.mockRestore());

  it("hydrates a visitor's landing page without a mismatch, keeps its nodes and makes Sign In work", async () => {
    globalThis.fetch = jest.fn().mockResolvedValue(apiAnswer(401));
    const open = jest.spyOn(window, 'open').mockReturnValue({ closed: false } as Window);
    const container = loadBuiltPage();
    expect(landingFirst()).toBe(true);
    expect(container).toBeVisible();
    const heading = screen.getByRole('heading', { level: 1 });

    await act(async () => {
      mountApp(container, <Root landingFirst={landingFirst()} />, landingFirst());
    });
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(signIn).not.toHaveAttribute('aria-disabled'));

    expect(errors).not.toHaveBeenCalled();
    // Hydrated, not rendered again: the very nodes of the first paint are the app's now.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBe(signIn);
    fireEvent.click(signIn);
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('/api/auth/google'),
      'gatherly-sign-in',
      expect.any(String),
    );
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    open.mockRestore();
  });

  it('hides the prerender from a returning member before any script runs; a 401 shows the landing and clears the hint', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    globalThis.fetch = jest.fn().mockResolvedValue(apiAnswer(401));
    const container = loadBuiltPage();
    expect(landingFirst()).toBe(false);
    expect(container).not.toBeVisible();

    await act(async () => {
      mountApp(container, <Root landingFirst={landingFirst()} />, landingFirst());
    });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeVisible();
    await waitFor(() => expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull());
    expect(document.documentElement).not.toHaveAttribute(SKIP_LANDING_ATTRIBUTE);
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the landing page hidden on an invitation link', () => {
    window.history.pushState({}, '', '/invite/abc');
    loadBuiltPage();
    expect(landingFirst()).toBe(false);
    window.history.pushState({}, '', '/');
  });
});

describe('The session hint', () => {
  function HintKeeper() {
    useSessionHint();
    return null;
  }

  it('is set once the session check establishes a session', async () => {
    localStorage.clear();
    const user = { id: 'u1', email: 'pat@example.com', displayName: 'Pat' };
    globalThis.fetch = jest.fn((path: string) => {
      if (path === '/api/auth/refresh')
        return Promise.resolve(apiAnswer(200, { token: 't', expiresAt: Date.now() + 3600_000 }));
      if (path === '/api/auth/login') return Promise.resolve(apiAnswer(200, { user }));
      return Promise.resolve(apiAnswer(200, {}));
    }) as jest.Mock;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider notify={jest.fn()}>
          <HintKeeper />
        </AuthProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1'));
  });
});
