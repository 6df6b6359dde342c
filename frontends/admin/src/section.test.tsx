import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderConsole } from './common/test-render';
import { deletionSummary, formatBytes } from './common/admin-wording';
import Section from './section';

jest.mock('@gatherly/shared', () => ({
  ...jest.requireActual('@gatherly/shared'),
  useAuth: () => ({ user: { id: 'u-op', email: 'op@example.com' } }),
}));

describe('Operator console', () => {
  beforeEach(() =>
    fakeApi((_, url) => ({
      status: 200,
      body: url.startsWith('/api/admin/users')
        ? { users: [], nextCursor: null }
        : url.startsWith('/api/admin/queues')
          ? { queues: [] }
          : { entries: [], nextCursor: null },
    })),
  );

  it('opens on Users and moves between its tabs, each at its own path', async () => {
    renderConsole(<Section />, '/admin');
    expect(await screen.findByRole('heading', { name: 'Operator console' })).toBeInTheDocument();
    expect(await screen.findByRole('searchbox', { name: 'Search users' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Users/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: /Jobs/ }));
    expect(await screen.findByText('No queues')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /E-mail/ }));
    expect(await screen.findByRole('button', { name: 'Send test e-mail' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /Audit/ }));
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Audit/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('names sizes as a person reads them', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
  });

  it('says what deleting a user takes with them', () => {
    expect(deletionSummary({ email: 'a@x.org', eventsCreated: 0, storageBytes: 0 })).toBe(
      "This deletes a@x.org, no events of their own (0 bytes of files), and their place in other people's events. It cannot be undone.",
    );
    expect(deletionSummary({ email: 'a@x.org', eventsCreated: 1, storageBytes: 2048 })).toContain(
      'the event they created, with all members, photos, travel plans and costs in it (2 KB of files)',
    );
  });
});
