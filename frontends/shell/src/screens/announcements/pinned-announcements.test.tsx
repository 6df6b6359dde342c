import { createQueryClient } from '@gatherly/shared';
import { apiAnswer } from '@gatherly/shared/testing';
import { FeedbackProvider } from '@gatherly/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { Announcement } from './announcement-rules';
import PinnedAnnouncements from './pinned-announcements';

const shuttle: Announcement = {
  id: 'a1',
  eventId: 'ev1',
  body: 'The shuttle leaves at three, not four.\nSee the map: https://example.com/map <b>now</b>',
  link: 'https://www.maps.example.com/bus-stop',
  audience: 'item',
  scheduleItemId: 'item-swim',
  scheduleItemTitle: 'Lake swim',
  pinned: true,
  createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  author: { userId: 'hana', displayName: 'Hana Host', photoURL: null },
  recipientCount: 12,
};

function renderPinned(admin: boolean, announcements: Announcement[] = [shuttle]) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, ...(init?.body ? { body: JSON.parse(init.body as string) } : {}) });
    if (method === 'PATCH') return Promise.resolve(apiAnswer(200, { announcement: { ...shuttle, pinned: false } }));
    if (method === 'DELETE') return Promise.resolve(apiAnswer(204));
    return Promise.resolve(apiAnswer(200, { announcements: [], activity: [] }));
  }) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackProvider notification={{}}>
          <PinnedAnnouncements eventId="ev1" announcements={announcements} admin={admin} />
        </FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return calls;
}

const writes = (calls: { method: string }[]) => calls.filter((call) => call.method !== 'GET');

describe("The dashboard's pinned announcements", () => {
  it('show who posted each and when, its text as text with safe links, and its link as a button', () => {
    renderPinned(false);
    const region = screen.getByRole('region', { name: 'Announcements' });
    const card = within(region).getByRole('article', { name: 'Announcement from Hana Host' });
    expect(card).toHaveTextContent('Hana Host');
    expect(card).toHaveTextContent('2 hours ago');
    expect(card).toHaveTextContent('The shuttle leaves at three, not four.');
    expect(card).toHaveTextContent('<b>now</b>');
    expect(card.querySelector('b')).toBeNull();
    const inText = within(card).getByRole('link', { name: 'https://example.com/map' });
    expect(inText).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    const button = within(card).getByRole('link', { name: /Open maps\.example\.com/ });
    expect(button).toHaveAttribute('href', 'https://www.maps.example.com/bus-stop');
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('offer members neither Unpin nor Delete, nor who they went to', () => {
    renderPinned(false);
    expect(screen.queryByRole('button', { name: 'Unpin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByText(/12 members/)).toBeNull();
  });

  it('never make a link of a link that is not http(s), and name a deleted author', () => {
    renderPinned(false, [{ ...shuttle, link: 'javascript:alert(1)', body: 'Plain', author: null }]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('article', { name: 'Announcement from A former organiser' })).toBeInTheDocument();
  });

  it('let an admin see who each went to, and unpin one', async () => {
    const calls = renderPinned(true);
    expect(screen.getByText('Guests of Lake swim · 12 members')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unpin' }));
    expect(await screen.findByText('Announcement unpinned')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'PATCH', url: '/api/announcements/a1', body: { pinned: false } }]);
  });

  it('let an admin delete one once they confirm, and nothing is deleted when they cancel', async () => {
    const calls = renderPinned(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete announcement' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete announcement' })).toBeNull());
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete announcement' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Announcement deleted')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'DELETE', url: '/api/announcements/a1' }]);
  });
});
