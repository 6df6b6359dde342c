import { judgeLines, type KnownAddress, quotaFor } from './bulk-invite.rules';
import { readInviteList } from './invite-list';

const known = (...addresses: KnownAddress[]) => new Map(addresses.map((address) => [address.email, address]));
const address = (email: string, fields: Partial<KnownAddress> = {}): KnownAddress => ({
  email,
  member: false,
  invitationStatus: null,
  waitSeconds: 0,
  ...fields,
});

describe('judgeLines', () => {
  it('marks bad lines, repeats, members and addresses already invited; the rest are sent', () => {
    const lines = readInviteList(
      [
        'ana@example.com',
        'not an address',
        'ANA@example.com',
        'bo@example.com',
        'cy@example.com',
        'di@example.com',
        'ed@example.com',
      ].join('\n'),
    );
    const judged = judgeLines(
      lines,
      known(
        address('bo@example.com', { member: true }),
        address('cy@example.com', { invitationStatus: 'pending' }),
        address('di@example.com', { invitationStatus: 'revoked', waitSeconds: 45 }),
        address('ed@example.com', { invitationStatus: 'revoked' }),
      ),
    );
    expect(judged.map(({ line, status, message }) => ({ line, status, message }))).toEqual([
      { line: 1, status: 'ok', message: undefined },
      { line: 2, status: 'invalid', message: 'This line has no e-mail address' },
      { line: 3, status: 'duplicate', message: 'Also on line 1' },
      { line: 4, status: 'member', message: 'Already a member of this event' },
      { line: 5, status: 'invited', message: 'Already invited: the invitation is waiting for an answer' },
      { line: 6, status: 'invited', message: 'Invited recently: it can be e-mailed again in 45 seconds' },
      { line: 7, status: 'ok', message: undefined },
    ]);
  });
});

describe('quotaFor', () => {
  const limits = { planName: 'Free', maxInvitationsPerDay: 10, maxAttendeesPerEvent: 20, sentToday: 7, seats: 5 };

  it('lets a list through that fits what is left today', () => {
    expect(quotaFor(limits, 3)).toEqual({ remainingToday: 3, placesLeft: 15, wouldExceed: false, message: null });
  });

  it('names the daily invitation limit when the list would pass it', () => {
    expect(quotaFor(limits, 4)).toEqual({
      remainingToday: 3,
      placesLeft: 15,
      wouldExceed: true,
      message:
        'Sending 4 invitations would pass the daily invitation limit: the Free plan allows 10 invitation e-mails per day, and 3 are left today.',
    });
  });

  it('names the attendee limit, pending invitations included, when the event would pass it', () => {
    const full = { ...limits, sentToday: 0, seats: 19 };
    expect(quotaFor(full, 2).message).toBe(
      'Inviting 2 people would pass the attendee limit: the Free plan allows 20 attendees per event, pending invitations included, and 1 place is left.',
    );
  });

  it('has no limit to pass on a plan without one', () => {
    expect(quotaFor({ ...limits, maxInvitationsPerDay: null, maxAttendeesPerEvent: null }, 500)).toEqual({
      remainingToday: null,
      placesLeft: null,
      wouldExceed: false,
      message: null,
    });
  });
});
