import { fireEvent, screen, within } from '@testing-library/react';
import { auditEntry } from '../common/test-data';
import { fakeApi, renderConsole } from '../common/test-render';
import Section from '../section';

jest.mock('@gatherly/shared', () => ({
  ...jest.requireActual('@gatherly/shared'),
  useAuth: () => ({ user: { id: 'u-op', email: 'op@example.com' } }),
}));

describe('Audit', () => {
  it('lists what operators did as the server orders it, newest first, and loads more', async () => {
    const calls = fakeApi((_, url) => ({
      status: 200,
      body: url.includes('cursor=c2')
        ? { entries: [auditEntry(1)], nextCursor: null }
        : { entries: [auditEntry(3), auditEntry(2)], nextCursor: 'c2' },
    }));
    renderConsole(<Section />, '/admin/audit');
    const list = await screen.findByRole('list', { name: 'Audit' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('(3)'), expect.stringContaining('(2)')]);
    expect(within(list).getAllByText(/op@example.com/)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(/\(1\)$/)).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe('/api/admin/audit?cursor=c2&limit=25');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when nothing has been done yet', async () => {
    fakeApi(() => ({ status: 200, body: { entries: [], nextCursor: null } }));
    renderConsole(<Section />, '/admin/audit');
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
  });
});
