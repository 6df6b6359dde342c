import { queryKeys } from '@gatherly/shared';
import { expectToastAfterRefresh } from '@gatherly/shared/testing';
import { useInvite, useRemoveMember } from './members-queries';
import { EVENT_ID } from './test-render';

describe("A membership change's toast", () => {
  it('says an invitation was sent once the invitations have been read again', () =>
    expectToastAfterRefresh({
      section: 'members',
      useChange: () => useInvite(EVENT_ID),
      variables: { userEmail: 'ines@example.com', role: 'attendee' as const },
      refreshed: queryKeys.invitations(EVENT_ID),
      toast: 'Invitation Sent',
    }));

  it('says a member was removed once the members have been read again', () =>
    expectToastAfterRefresh({
      section: 'members',
      useChange: () => useRemoveMember(EVENT_ID),
      variables: '22222222-2222-4222-8222-222222222222',
      refreshed: queryKeys.members(EVENT_ID),
      toast: 'Member Removed',
    }));

  it.each([
    ['carpools', queryKeys.carpools(EVENT_ID)],
    ['stays', queryKeys.stays(EVENT_ID)],
    ['costs', queryKeys.costs(EVENT_ID)],
  ])("reads the %s again after a removal: the member's seats, bed and plan costs change with it", (_, refreshed) =>
    expectToastAfterRefresh({
      section: 'members',
      useChange: () => useRemoveMember(EVENT_ID),
      variables: '22222222-2222-4222-8222-222222222222',
      refreshed,
      toast: 'Member Removed',
    }),
  );
});
