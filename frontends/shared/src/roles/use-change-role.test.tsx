import { expectToastAfterRefresh, TEST_EVENT_ID } from '../testing';
import { queryKeys } from '../query/query-client';
import { useChangeRole } from './use-change-role';

describe("A role change's toast", () => {
  it('says the role was updated once the members have been read again', () =>
    expectToastAfterRefresh({
      section: 'members',
      useChange: () => useChangeRole(TEST_EVENT_ID),
      variables: { userId: '22222222-2222-4222-8222-222222222222', role: 'admin' as const },
      refreshed: queryKeys.members(TEST_EVENT_ID),
      toast: 'Role Updated',
    }));
});
