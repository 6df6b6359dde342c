import { carpoolCancelRefusal, flightChangeRefusal, photoRemovalRefusal, profileEditRefusal } from './ownership.rules';

describe('ownership rules', () => {
  it.each([
    ['the uploader', 'uploader', 'attendee', null],
    ['an admin', 'admin', 'admin', null],
    ['the creator', 'creator', 'creator', null],
    [
      'another attendee',
      'someone',
      'attendee',
      'Only the person who uploaded this photo or an event admin can delete it',
    ],
  ] as const)('%s deleting a photo: %s', (_, userId, role, refusal) => {
    expect(photoRemovalRefusal('uploader', { userId, role })).toBe(refusal);
  });

  it('lets an admin delete the photo of an account that is gone, and nobody else', () => {
    expect(photoRemovalRefusal(null, { userId: 'admin', role: 'admin' })).toBeNull();
    expect(photoRemovalRefusal(null, { userId: 'someone', role: 'attendee' })).not.toBeNull();
  });

  it('lets only the poster change a flight', () => {
    expect(flightChangeRefusal('poster', 'poster')).toBeNull();
    expect(flightChangeRefusal('poster', 'admin')).toBe('You can only change your own flights');
  });

  it('lets only the driver cancel a carpool', () => {
    expect(carpoolCancelRefusal('driver', 'driver')).toBeNull();
    expect(carpoolCancelRefusal('driver', 'rider')).toBe('Only the driver can cancel this carpool');
  });

  it('lets everyone edit only their own profile', () => {
    expect(profileEditRefusal('me', 'me')).toBeNull();
    expect(profileEditRefusal('you', 'me')).toBe('You can only edit your own profile');
    expect(profileEditRefusal(undefined, undefined)).toBe('You can only edit your own profile');
  });
});
