import dayjs from 'dayjs';
import { room, sleeper, stay } from '../common/test-data';
import {
  bedOf,
  CHECK_OUT_AFTER_CHECK_IN,
  checkOutRefusal,
  everyone,
  findMe,
  freeBedsText,
  isWebLink,
  mayHandle,
  parseSleeperKey,
  partyGuests,
  sleeperKey,
  stayNameByUser,
} from './stay-rules';

const me = sleeper();
const myGuest = sleeper({ userId: null, guestId: 'g1', displayName: 'Gus Guest' });
const theirGuest = sleeper({ userId: null, guestId: 'g2', partyId: 'p-other', displayName: 'Olga Guest' });
const other = sleeper({ userId: 'other', partyId: 'p-other', displayName: 'Otto Other' });

describe('Stay rules', () => {
  it('let an admin handle anyone’s bed', () => {
    expect(mayHandle(stay({ membersClaimBeds: false }), other, { userId: 'me', partyId: 'p-me', admin: true })).toBe(
      true,
    );
  });

  it('let a member handle their own and their party guests’ beds only where members claim beds', () => {
    const viewer = { userId: 'me', partyId: 'p-me', admin: false };
    const claiming = stay({ membersClaimBeds: true });
    expect(mayHandle(claiming, me, viewer)).toBe(true);
    expect(mayHandle(claiming, myGuest, viewer)).toBe(true);
    expect(mayHandle(claiming, other, viewer)).toBe(false);
    expect(mayHandle(claiming, theirGuest, viewer)).toBe(false);
    expect(mayHandle(stay({ membersClaimBeds: false }), me, viewer)).toBe(false);
  });

  it('find the caller and their party’s guests, bed or not', () => {
    const stays = [stay({ rooms: [room({ occupants: [myGuest, other] })] })];
    expect(findMe(stays, [me, theirGuest], 'me')).toBe(me);
    expect(partyGuests(everyone(stays, [me, theirGuest]), 'p-me')).toEqual([myGuest]);
    expect(partyGuests([myGuest], undefined)).toEqual([]);
  });

  it('tell members and guests apart by key, both ways', () => {
    expect(sleeperKey(me)).toBe('user:me');
    expect(sleeperKey(myGuest)).toBe('guest:g1');
    expect(parseSleeperKey('user:me')).toEqual({ userId: 'me' });
    expect(parseSleeperKey('guest:g1')).toEqual({ guestId: 'g1' });
  });

  it('know where someone sleeps, and each member’s stay by name', () => {
    const villa = stay({ rooms: [room({ occupants: [me, myGuest] })] });
    expect(bedOf([villa], 'guest:g1')?.room.name).toBe('Blue room');
    expect(bedOf([villa], 'user:other')).toBeUndefined();
    expect(stayNameByUser([villa])).toEqual(new Map([['me', 'Villa Sol']]));
  });

  it('say how many beds are free', () => {
    expect(freeBedsText(0)).toBe('Full');
    expect(freeBedsText(1)).toBe('1 bed free');
    expect(freeBedsText(3)).toBe('3 beds free');
  });

  it('want check-out after check-in', () => {
    const checkIn = dayjs('2030-06-12T15:00:00Z');
    expect(checkOutRefusal(checkIn, checkIn)).toBe(CHECK_OUT_AFTER_CHECK_IN);
    expect(checkOutRefusal(checkIn, checkIn.add(1, 'day'))).toBeNull();
    expect(checkOutRefusal(null, checkIn)).toBeNull();
  });

  it('take http and https booking links only', () => {
    expect(isWebLink('https://hotel.example/book')).toBe(true);
    expect(isWebLink('http://hotel.example')).toBe(true);
    expect(isWebLink('hotel.example')).toBe(false);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
  });
});
