import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderConsole } from '../common/test-render';
import { user, userEvent } from '../common/test-data';
import Section from '../section';

jest.mock('@gatherly/shared', () => ({
  ...jest.requireActual('@gatherly/shared'),
  useAuth: () => ({ user: { id: 'u-op', email: 'op@example.com' } }),
}));

const ana = user();
const bo = user({ id: 'u-bo', email: 'bo@example.com', displayName: 'Bo Berg', tier: 'paid', disabled: true });

describe('Users', () => {
  it('lists everyone with e-mail, name, plan and status, and searches by e-mail or name', async () => {
    const calls = fakeApi((_, url) => ({
      status: 200,
      body: url.includes('q=bo') ? { users: [bo], nextCursor: null } : { users: [ana, bo], nextCursor: null },
    }));
    renderConsole(<Section />);
    const list = await screen.findByRole('list', { name: 'Users' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Ana Alves' })).toHaveAttribute('href', '/admin/users/u-ana');
    expect(within(first!).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(first!).getByText('Free')).toBeInTheDocument();
    expect(within(first!).getByText('Active')).toBeInTheDocument();
    expect(within(second!).getByText('Pro')).toBeInTheDocument();
    expect(within(second!).getByText('Sign-in disabled')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: ' bo ' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(screen.queryByText('Ana Alves')).not.toBeInTheDocument());
    expect(calls.at(-1)!.url).toBe('/api/admin/users?q=bo&limit=25');
  });

  it('says when nobody matches', async () => {
    fakeApi(() => ({ status: 200, body: { users: [], nextCursor: null } }));
    renderConsole(<Section />);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('loads the next page with the cursor the last one gave', async () => {
    const calls = fakeApi((_, url) => ({
      status: 200,
      body: url.includes('cursor=c2') ? { users: [bo], nextCursor: null } : { users: [ana], nextCursor: 'c2' },
    }));
    renderConsole(<Section />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Bo Berg')).toBeInTheDocument();
    expect(screen.getByText('Ana Alves')).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe('/api/admin/users?cursor=c2&limit=25');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe("A user's page", () => {
  const detail = (overrides = {}) => ({
    user: { ...ana, ...overrides },
    events: [
      userEvent(),
      userEvent({ id: 'e-2', name: 'Cabin Trip', role: 'attendee', createdByUser: false, members: 1, photos: 1 }),
    ],
  });

  it('shows their events with what each holds, and their storage', async () => {
    fakeApi(() => ({ status: 200, body: detail() }));
    renderConsole(<Section />, '/admin/users/u-ana');
    expect(await screen.findByRole('heading', { name: 'Ana Alves' })).toBeInTheDocument();
    expect(screen.getByText('3 MB')).toBeInTheDocument();
    const events = screen.getByRole('list', { name: 'Their events' });
    expect(within(events).getByText('Lisbon Weekend')).toBeInTheDocument();
    expect(within(events).getByText(/Creator · 6 members · 12 photos · 2 MB/)).toBeInTheDocument();
    expect(within(events).getByText(/Attendee · 1 member · 1 photo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All users/ })).toHaveAttribute('href', '/admin/users');
  });

  it('changes the plan only once the operator confirms, then says so', async () => {
    const calls = fakeApi((method) =>
      method === 'PUT' ? { status: 200, body: { user: { ...ana, tier: 'paid' } } } : { status: 200, body: detail() },
    );
    renderConsole(<Section />, '/admin/users/u-ana');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Plan' }));
    fireEvent.click(await screen.findByTitle('Pro'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Move ana@example.com from Free to Pro? Their limits change at once.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change to Pro' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PUT', url: '/api/admin/users/u-ana/plan', body: { tier: 'paid' } }),
    );
    expect(await screen.findByText('ana@example.com is now on Pro')).toBeInTheDocument();
  });

  it('disables sign-in after a confirmation, and enables it again without one', async () => {
    let disabled = false;
    const calls = fakeApi((method, url) => {
      if (method === 'POST') disabled = url.endsWith('/disable');
      return { status: 200, body: method === 'POST' ? { user: { ...ana, disabled } } : detail({ disabled }) };
    });
    renderConsole(<Section />, '/admin/users/u-ana');
    fireEvent.click(await screen.findByRole('button', { name: 'Disable sign-in' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/signed out everywhere at once/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable sign-in' }));
    expect(await screen.findByRole('button', { name: 'Enable sign-in' })).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/admin/users/u-ana/disable', body: undefined });
    expect(screen.getAllByText('Sign-in disabled').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Enable sign-in' }));
    expect(await screen.findByRole('button', { name: 'Disable sign-in' })).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/admin/users/u-ana/enable', body: undefined });
    expect(await screen.findByText('ana@example.com can sign in again')).toBeInTheDocument();
  });

  it('deletes the user after a danger confirmation that names what goes with them, then lists users', async () => {
    const calls = fakeApi((method, url) => {
      if (method === 'DELETE') return { status: 204 };
      if (url.startsWith('/api/admin/users?')) return { status: 200, body: { users: [bo], nextCursor: null } };
      return { status: 200, body: detail() };
    });
    renderConsole(<Section />, '/admin/users/u-ana');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete user' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete Ana Alves?', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        "This deletes ana@example.com, the 2 events they created, with all members, photos, travel plans and costs in them (3 MB of files), and their place in other people's events. It cannot be undone.",
      ),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete user' });
    expect(confirm).toHaveClass('ant-btn-dangerous');
    fireEvent.click(confirm);
    expect(await screen.findByRole('list', { name: 'Users' })).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/admin/users/u-ana', body: undefined });
    expect(await screen.findByText('ana@example.com and their data are gone')).toBeInTheDocument();
  });

  it("shows the server's reason when a change is refused", async () => {
    fakeApi((method) =>
      method === 'POST'
        ? { status: 409, body: { statusCode: 409, message: 'That account is busy', error: 'Conflict' } }
        : { status: 200, body: detail() },
    );
    renderConsole(<Section />, '/admin/users/u-ana');
    fireEvent.click(await screen.findByRole('button', { name: 'Disable sign-in' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable sign-in' }));
    expect(await screen.findByText('That account is busy')).toBeInTheDocument();
  });

  it("offers neither disabling nor deleting the operator's own account", async () => {
    fakeApi(() => ({
      status: 200,
      body: { user: user({ id: 'u-op', email: 'op@example.com', operator: true }), events: [] },
    }));
    renderConsole(<Section />, '/admin/users/u-op');
    expect(await screen.findByText(/This is your own account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable sign-in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete user' })).not.toBeInTheDocument();
    expect(screen.getByText('Operator')).toBeInTheDocument();
  });
});
