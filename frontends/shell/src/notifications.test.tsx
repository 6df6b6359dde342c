import { act, render, screen, waitFor } from '@testing-library/react';
import { notify } from './notifications';
import { Root } from './root';
import { apiAnswer } from '@gatherly/shared/testing';

describe("The app's toasts", () => {
  it('wait for antd, then show in the app’s own root; later ones show at once', async () => {
    localStorage.clear();
    globalThis.fetch = jest.fn().mockResolvedValue(apiAnswer(401));
    render(<Root landingFirst={false} />);
    await screen.findByRole('button', { name: 'Sign In' });
    expect(document.querySelector('[data-theme-root]')).toBeNull();

    act(() => notify({ title: 'Welcome back!', description: 'Signed in as Pat' }));
    // The first toast waits for antd's chunk, which a fresh clone's jest compiles first: seconds, on CI.
    expect(await screen.findByText('Signed in as Pat', undefined, { timeout: 20_000 })).toBeInTheDocument();
    // The host renders inside the app's container, not in a root of its own.
    expect(document.querySelector('[data-theme-root]')!.closest('body > div')).toBe(
      screen.getByRole('button', { name: 'Sign In' }).closest('body > div'),
    );

    act(() => notify({ title: 'Signed out', description: 'You have been signed out successfully' }));
    await waitFor(() => expect(screen.getByText('You have been signed out successfully')).toBeInTheDocument());
  });
});
