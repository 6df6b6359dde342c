import {
  ADMINS_ASSIGN_BEDS,
  bedChangeRefusal,
  type BedChange,
  capacityRefusal,
  CHECK_OUT_AFTER_CHECK_IN,
  OWN_PARTY_ONLY,
  sleeperOf,
  stayTimesRefusal,
} from './stay-rules';

describe('stay rules', () => {
  const change = (overrides: Partial<BedChange> = {}): BedChange => ({
    callerIsAdmin: false,
    membersClaimBeds: true,
    callerId: 'ana',
    callerPartyId: 'party-a',
    sleeper: { userId: 'ana' },
    sleeperPartyId: 'party-a',
    ...overrides,
  });

  it('names exactly one person: a member or a guest', () => {
    expect(sleeperOf({ userId: 'u' })).toEqual({ userId: 'u' });
    expect(sleeperOf({ guestId: 'g' })).toEqual({ guestId: 'g' });
    expect(sleeperOf({})).toBeNull();
    expect(sleeperOf({ userId: 'u', guestId: 'g' })).toBeNull();
  });

  it('lets admins place anyone, whatever the stay allows members', () => {
    expect(
      bedChangeRefusal(change({ callerIsAdmin: true, membersClaimBeds: false, sleeper: { userId: 'ben' } })),
    ).toBeNull();
  });

  it('lets a member take a bed for themselves or their party’s guest when members claim beds', () => {
    expect(bedChangeRefusal(change())).toBeNull();
    expect(bedChangeRefusal(change({ sleeper: { guestId: 'g' } }))).toBeNull();
  });

  it('refuses a member when only admins assign beds', () => {
    expect(bedChangeRefusal(change({ membersClaimBeds: false }))).toBe(ADMINS_ASSIGN_BEDS);
  });

  it('refuses a member placing another member or another party’s guest', () => {
    expect(bedChangeRefusal(change({ sleeper: { userId: 'ben' } }))).toBe(OWN_PARTY_ONLY);
    expect(bedChangeRefusal(change({ sleeper: { guestId: 'g' }, sleeperPartyId: 'party-b' }))).toBe(OWN_PARTY_ONLY);
  });

  it('refuses a capacity below the people already in the room', () => {
    expect(capacityRefusal(2, 3)).toBe('This room already sleeps 3');
    expect(capacityRefusal(3, 3)).toBeNull();
  });

  it('wants check-out after check-in when both are set', () => {
    const noon = new Date('2025-06-12T12:00:00Z');
    expect(stayTimesRefusal(noon, new Date('2025-06-12T11:00:00Z'))).toBe(CHECK_OUT_AFTER_CHECK_IN);
    expect(stayTimesRefusal(noon, noon)).toBe(CHECK_OUT_AFTER_CHECK_IN);
    expect(stayTimesRefusal(noon, new Date('2025-06-14T10:00:00Z'))).toBeNull();
    expect(stayTimesRefusal(null, noon)).toBeNull();
  });
});
