import { queryKeys } from '@gatherly/shared';
import { expectToastAfterRefresh, TEST_EVENT_ID } from '@gatherly/shared/testing';
import { useDeleteScheduleItem, useSaveScheduleItem } from './schedule-queries';

const ITEM_ID = '33333333-3333-4333-8333-333333333333';
const fields = { title: 'Sunrise hike', startTime: '2030-07-04T04:30:00.000Z' };

describe("A schedule change's toast", () => {
  it.each([
    ['added', undefined, 'Schedule Item Added'],
    ['changed', ITEM_ID, 'Schedule Item Updated'],
  ])('says an item was %s once the schedule has been read again', (_change, itemId, toast) =>
    expectToastAfterRefresh({
      section: 'schedule',
      useChange: () => useSaveScheduleItem(TEST_EVENT_ID),
      variables: { itemId, fields } as Parameters<ReturnType<typeof useSaveScheduleItem>['mutate']>[0],
      refreshed: queryKeys.schedule(TEST_EVENT_ID),
      toast,
    }),
  );

  it('says an item was deleted once the schedule has been read again', () =>
    expectToastAfterRefresh({
      section: 'schedule',
      useChange: () => useDeleteScheduleItem(TEST_EVENT_ID),
      variables: ITEM_ID,
      refreshed: queryKeys.schedule(TEST_EVENT_ID),
      toast: 'Schedule Item Deleted',
    }));
});
