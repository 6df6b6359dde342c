import { createEventFixture, EventFixture } from './support/event-fixture';
import { addMember, SignedInUser, startTestApp, TestApp, uniqueEmail } from './support/test-app';

/**
 * What each route shows of a person's profile, for each privacy level and each kind of viewer. Friends
 * are the people who share an event with the profile's owner.
 */
const LEVELS = ['public', 'friends', 'private'] as const;
const VIEWERS = ['self', 'co-member', 'admin', 'outsider'] as const;
type Level = (typeof LEVELS)[number];
type Viewer = (typeof VIEWERS)[number];

const HEALTH = { dietaryRestrictions: ['vegan'], allergies: ['peanuts'] };
const PROFILE = {
  displayName: 'Pat Private',
  bio: 'Likes lakes',
  phoneNumber: '+351 900 000 000',
  emergencyContactName: 'Mum',
  emergencyContactPhone: '+351 911 111 111',
  ...HEALTH,
};
const ACCOUNT_FIELDS = ['subscriptionTier', 'subscriptionStatus', 'subscriptionExpiresAt', 'lastLoginAt', 'operator'];

/** Expected: the whole account, the profile without the account's fields, the basics, or 404. */
function coreExpectation(level: Level, viewer: Viewer): 'own' | 'profile' | 'basic' | 404 {
  if (viewer === 'self') return 'own';
  if (level === 'public') return 'profile';
  if (viewer === 'outsider') return 404;
  return level === 'friends' ? 'profile' : 'basic';
}

describe('Profile privacy on every route that shows profile fields', () => {
  let t: TestApp;
  let f: EventFixture;
  let target: SignedInUser;
  let coMember: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp();
    f = await createEventFixture(t, 'Privacy Retreat');
    [target, coMember] = await Promise.all([t.signIn(uniqueEmail('pat')), t.signIn(uniqueEmail('colleague'))]);
    await addMember(t.db, f.eventId, target.id, 'attendee');
    await addMember(t.db, f.eventId, coMember.id, 'attendee');
  });
  afterAll(() => t.close());

  const viewerOf = (viewer: Viewer) =>
    ({ self: target, 'co-member': coMember, admin: f.users.admin, outsider: f.users.outsider })[viewer];
  const setLevel = (level: Level) =>
    t
      .http()
      .put(`/api/users/${target.id}`)
      .set(target.auth)
      .send({ ...PROFILE, profilePrivacy: level })
      .expect(200);

  describe.each(LEVELS)('a %s core profile', (level) => {
    beforeAll(() => setLevel(level));

    it.each(VIEWERS)('GET /api/users/{id} as %s shows what the level allows', async (viewer) => {
      const response = await t.http().get(`/api/users/${target.id}`).set(viewerOf(viewer).auth);
      const expected = coreExpectation(level, viewer);
      if (expected === 404) {
        expect(response.status).toBe(404);
        return;
      }
      expect(response.status).toBe(200);
      const user = response.body.user as Record<string, unknown>;
      expect(user).toMatchObject({ id: target.id, displayName: PROFILE.displayName });
      for (const field of ACCOUNT_FIELDS) expect(field in user).toBe(expected === 'own');
      if (expected === 'basic') {
        expect(Object.keys(user).sort()).toEqual(['displayName', 'email', 'id', 'photoURL', 'profilePrivacy']);
      } else {
        expect(user).toMatchObject({ ...HEALTH, emergencyContactPhone: PROFILE.emergencyContactPhone });
      }
    });

    it.each(VIEWERS)(
      'an event profile never saved, read as %s, inherits health details only where allowed',
      async (viewer) => {
        const response = await t
          .http()
          .get(`/api/events/${f.eventId}/users/${target.id}/profile`)
          .set(viewerOf(viewer).auth);
        if (viewer === 'outsider') {
          expect(response.status).toBe(404);
          return;
        }
        expect(response.status).toBe(200);
        const inherits = coreExpectation(level, viewer) !== 'basic';
        expect(response.body.profile).toMatchObject(
          inherits
            ? { id: null, eventAllergies: ['peanuts'], eventDietaryNotes: 'vegan' }
            : { id: null, eventAllergies: [], eventDietaryNotes: null },
        );
      },
    );

    it.each(VIEWERS)('the members list and the event, read as %s, show only name, e-mail and photo', async (viewer) => {
      const auth = viewerOf(viewer).auth;
      const members = await t.http().get(`/api/events/${f.eventId}/members`).set(auth);
      const event = await t.http().get(`/api/events/${f.eventId}`).set(auth);
      if (viewer === 'outsider') {
        expect([members.status, event.status]).toEqual([404, 404]);
        return;
      }
      const lists = [members.body.members, event.body.event.members] as Array<
        Array<{ userId: string; user: Record<string, unknown> }>
      >;
      for (const list of lists) {
        const entry = list.find((member) => member.userId === target.id)!;
        expect(Object.keys(entry.user).sort()).toEqual(['displayName', 'email', 'photoURL']);
      }
    });
  });

  describe('a saved event profile', () => {
    const path = () => `/api/events/${f.eventId}/users/${target.id}/profile`;

    it.each([
      ['public', { self: 200, 'co-member': 200, admin: 200, outsider: 404 }],
      ['event_members', { self: 200, 'co-member': 200, admin: 200, outsider: 404 }],
      ['organizers_only', { self: 200, 'co-member': 403, admin: 200, outsider: 404 }],
    ] as const)('with visibility %s is shown by role', async (visibility, statuses) => {
      await t
        .http()
        .put(path())
        .set(target.auth)
        .send({ profileVisibility: visibility, eventAllergies: ['peanuts'] })
        .expect(200);
      for (const viewer of VIEWERS) {
        const response = await t.http().get(path()).set(viewerOf(viewer).auth);
        expect([viewer, response.status]).toEqual([viewer, statuses[viewer]]);
        if (response.status === 200) expect(response.body.profile.eventAllergies).toEqual(['peanuts']);
      }
    });
  });
});
