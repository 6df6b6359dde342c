import { explainedOffline, OFFLINE_TITLE } from './offline-toast';

const failed = {
  title: 'Error',
  description: 'Failed to add flight. Please try again.',
  variant: 'destructive',
} as const;

describe('A failure toast while offline', () => {
  it('says the change was not sent, and keeps what failed', () => {
    expect(explainedOffline(failed, false)).toEqual({ ...failed, title: OFFLINE_TITLE });
  });

  it('is left as it is online, and a success toast always', () => {
    expect(explainedOffline(failed, true)).toBe(failed);
    const added = { title: 'Flight Added' };
    expect(explainedOffline(added, false)).toBe(added);
  });
});
