import { render, screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { MemoryRouter } from 'react-router-dom';
import { RemoteSection } from '../remotes/remote-section';
import { NotFound } from '../screens/not-found';
import { OperatorOnly } from './operator-only';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(() => Promise.resolve({ default: () => <h2>The console</h2> })),
}));

let operator = false;
jest.mock('@gatherly/shared', () => ({
  ...jest.requireActual('@gatherly/shared'),
  useAuth: () => ({ user: { id: 'u1', email: 'op@example.com', operator } }),
}));

const requested: string[] = [];
beforeEach(() => {
  requested.length = 0;
  globalThis.fetch = jest.fn((url: string) => {
    requested.push(String(url));
    return Promise.resolve({
      ok: true,
      json: () => Promise.resolve({ admin: 'http://localhost:3106/mf-manifest.json' }),
    });
  }) as unknown as typeof fetch;
});

const renderConsoleRoute = () =>
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <OperatorOnly otherwise={<NotFound />}>
        <RemoteSection name="admin" />
      </OperatorOnly>
    </MemoryRouter>,
  );

describe('The operator console route', () => {
  it("shows anyone but an operator the not-found page, and never asks for the console's code or manifest", async () => {
    operator = false;
    renderConsoleRoute();
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    // Time for a load started by the render to show up.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual([]);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("loads the admin remote's section for an operator", async () => {
    operator = true;
    renderConsoleRoute();
    expect(await screen.findByRole('heading', { name: 'The console' })).toBeInTheDocument();
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('admin/Section'));
    expect(requested).toEqual(['/remotes.json']);
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
  });
});
