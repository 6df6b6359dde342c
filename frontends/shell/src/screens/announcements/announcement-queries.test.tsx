import { expectToastAfterRefresh, TEST_EVENT_ID } from '@gatherly/shared/testing';
import { pinnedAnnouncementsKey } from './announcement-keys';
import { useDeleteAnnouncement, usePostAnnouncement, useUnpinAnnouncement } from './announcement-queries';

const ANNOUNCEMENT_ID = '55555555-5555-4555-8555-555555555555';

describe("An announcement change's toast", () => {
  it('says it was posted once the pinned announcements have been read again', () =>
    expectToastAfterRefresh({
      section: 'dashboard',
      useChange: () => usePostAnnouncement(TEST_EVENT_ID),
      variables: { body: 'Bus at nine', link: null, audience: 'everyone' as const, scheduleItemId: null },
      refreshed: pinnedAnnouncementsKey(TEST_EVENT_ID),
      toast: 'Announcement posted',
      answer: { announcement: { id: ANNOUNCEMENT_ID, recipientCount: 4 } },
    }));

  it('says it was unpinned once they have been read again', () =>
    expectToastAfterRefresh({
      section: 'dashboard',
      useChange: () => useUnpinAnnouncement(TEST_EVENT_ID),
      variables: ANNOUNCEMENT_ID,
      refreshed: pinnedAnnouncementsKey(TEST_EVENT_ID),
      toast: 'Announcement unpinned',
    }));

  it('says it was deleted once they have been read again', () =>
    expectToastAfterRefresh({
      section: 'dashboard',
      useChange: () => useDeleteAnnouncement(TEST_EVENT_ID),
      variables: ANNOUNCEMENT_ID,
      refreshed: pinnedAnnouncementsKey(TEST_EVENT_ID),
      toast: 'Announcement deleted',
    }));
});
