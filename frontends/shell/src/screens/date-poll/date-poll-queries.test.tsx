import { queryKeys } from '@gatherly/shared';
import { expectToastAfterRefresh, TEST_EVENT_ID } from '@gatherly/shared/testing';
import { datePollKey, useChooseDates, useRemoveCandidate } from './date-poll-queries';

const OPTION_ID = '44444444-4444-4444-8444-444444444444';

describe("A date poll change's toast", () => {
  it('says a candidate was removed once the poll has been read again', () =>
    expectToastAfterRefresh({
      section: 'dashboard',
      useChange: () => useRemoveCandidate(TEST_EVENT_ID),
      variables: OPTION_ID,
      refreshed: datePollKey(TEST_EVENT_ID),
      toast: 'Candidate Removed',
    }));

  it('says the dates were chosen once the event has been read again', () =>
    expectToastAfterRefresh({
      section: 'dashboard',
      useChange: () => useChooseDates(TEST_EVENT_ID),
      variables: OPTION_ID,
      refreshed: queryKeys.events,
      toast: 'Dates Chosen',
      answer: {
        poll: {
          options: [{ id: OPTION_ID, startDate: '2030-07-03T06:00:00.000Z', endDate: '2030-07-06T18:00:00.000Z' }],
        },
      },
    }));
});
