import { AuthProvider, createQueryClient } from '@gatherly/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { Landing } from './landing';
import { apiAnswer } from '@gatherly/shared/testing';

describe('Landing page', () => {
  it('presents every claim of the spec and the sign-in', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue(apiAnswer(401));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider notify={jest.fn()}>
          <Landing />
        </AuthProvider>
      </QueryClientProvider>,
    );
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
