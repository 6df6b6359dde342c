import { screen } from '@testing-library/react';
import { openDashboard } from './dashboard-first-render.fixture';

const announcement = {
  id: 'a1',
  eventId: 'ev1',
  body: 'The shuttle leaves at three, not four.',
  link: null,
  audience: 'everyone',
  scheduleItemId: null,
  scheduleItemTitle: null,
  pinned: true,
  createdAt: '2030-01-02T10:00:00.000Z',
  author: { userId: 'u1', displayName: 'Ada Admin', photoURL: null },
  recipientCount: 3,
};

// A file of its own: it checks a page's very first render, before any other screen was in it.
describe("The event dashboard's pinned announcements on a fresh load", () => {
  it('are in the first render, with the stats below them: nothing moves when they arrive', async () => {
    const statsFirstPainted = new Promise<string | null>((resolve) => {
      const observer = new MutationObserver(() => {
        const stat = document.querySelector('.ant-statistic');
        if (!stat) return;
        observer.disconnect();
        resolve(stat.closest('main')?.textContent ?? null);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    const sendLists = await openDashboard();
    sendLists({ photos: [], flights: [], carpools: [], schedule: [], pinnedAnnouncements: [announcement] });
    expect(await statsFirstPainted).toContain('The shuttle leaves at three, not four.');
    expect(await screen.findByRole('region', { name: 'Announcements' })).toBeVisible();
  });
});
