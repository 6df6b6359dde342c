import { CALLERS, Caller, createEventFixture, EventFixture } from './support/event-fixture';
import { addMember, databaseFingerprint, startTestApp, TestApp } from './support/test-app';

describe('Profiles', () => {
  let t: TestApp;
  let f: EventFixture;

  beforeAll(async () => {
    t = await startTestApp();
    f = await createEventFixture(t);
  });
  afterAll(() => t.close());

  async function expectRefused(
    request: () => PromiseLike<{ status: number; body: unknown }>,
    status: number,
    message?: string,
  ) {
    const before = await databaseFingerprint(t.db, ['refresh_tokens']);
    const usersBefore = await t.db.query('SELECT id, "updatedAt" FROM users ORDER BY id');
    const response = await request();
    expect(response.status).toBe(status);
    if (message) expect((response.body as { message: string }).message).toContain(message);
    expect(await databaseFingerprint(t.db, ['refresh_tokens'])).toEqual(before);
    expect(await t.db.query('SELECT id, "updatedAt" FROM users ORDER BY id')).toEqual(usersBefore);
  }

  describe('core profile: /api/users/:userId', () => {
    it('reads your own profile with every field', async () => {
      const response = await t.http().get(`/api/users/${f.users.attendee.id}`).set(f.users.attendee.auth).expect(200);
      expect(response.body.user).toMatchObject({
        id: f.users.attendee.id,
        email: f.users.attendee.email,
        profilePrivacy: 'friends',
        dietaryRestrictions: [],
        allergies: [],
      });
    });

    it('shows a co-member’s profile by their privacy setting, and nothing to a stranger', async () => {
      const target = f.users.attendee;
      await t.http().get(`/api/users/${target.id}`).set(f.users.admin.auth).expect(200);
      await t.http().get(`/api/users/${target.id}`).set(f.users.outsider.auth).expect(404);
      await t.http().get(`/api/users/${target.id}`).expect(401);

      await t
        .http()
        .put(`/api/users/${target.id}`)
        .set(target.auth)
        .send({ displayName: 'Tara Target', profilePrivacy: 'private', bio: 'Secret' })
        .expect(200);
      const limited = await t.http().get(`/api/users/${target.id}`).set(f.users.admin.auth).expect(200);
      expect(limited.body.user).toEqual({
        id: target.id,
        email: target.email,
        displayName: expect.any(String),
        photoURL: null,
        profilePrivacy: 'private',
      });

      const setPrivacy = (profilePrivacy: string) =>
        t
          .http()
          .put(`/api/users/${target.id}`)
          .set(target.auth)
          .send({ displayName: 'Tara Target', bio: 'Secret', profilePrivacy })
          .expect(200);
      await setPrivacy('public');
      const open = await t.http().get(`/api/users/${target.id}`).set(f.users.outsider.auth).expect(200);
      expect(open.body.user.bio).toBe('Secret');
      await setPrivacy('friends');
    });

    it('replaces the profile on PUT: the name is required and a field left out is cleared', async () => {
      const me = f.users.creator;
      const put = (body: object) => t.http().put(`/api/users/${me.id}`).set(me.auth).send(body);
      await put({
        displayName: 'Cora Creator',
        bio: 'Plans everything',
        allergies: ['nuts'],
        profilePrivacy: 'public',
      }).expect(200);
      await expectRefused(() => put({ bio: 'No name' }), 400, 'Name is required');
      const replaced = await put({ displayName: 'Cora Creator', location: 'Lisbon' }).expect(200);
      expect(replaced.body.user).toMatchObject({
        displayName: 'Cora Creator',
        location: 'Lisbon',
        bio: null,
        allergies: [],
        profilePrivacy: 'friends',
      });
    });

    it('saves your own profile: trimmed lists, handles without @, empty URLs cleared', async () => {
      const me = f.users.admin;
      const response = await t
        .http()
        .put(`/api/users/${me.id}`)
        .set(me.auth)
        .send({
          displayName: ' Grace Hopper ',
          bio: 'Admiral',
          instagramHandle: '@grace',
          linkedinUrl: 'https://www.linkedin.com/in/grace',
          website: '',
          dietaryRestrictions: [' vegetarian ', '', 'halal'],
          allergies: ['peanuts'],
        })
        .expect(200);
      expect(response.body.user).toMatchObject({
        displayName: 'Grace Hopper',
        instagramHandle: 'grace',
        linkedinUrl: 'https://www.linkedin.com/in/grace',
        website: null,
        dietaryRestrictions: ['vegetarian', 'halal'],
        allergies: ['peanuts'],
      });
    });

    it.each([
      [{ displayName: '' }, 'Name is required'],
      [{ displayName: '   ' }, 'Name is required'],
      [{ linkedinUrl: 'not a url' }, 'Invalid LinkedIn URL'],
      [{ website: 'ftp://example.com' }, 'Invalid website URL'],
      [{ profilePrivacy: 'everyone' }, 'Profile privacy must be public, friends or private'],
      [{ subscriptionTier: 'enterprise' }, 'Unknown property: subscriptionTier'],
      [{ email: 'someone@else.com' }, 'Unknown property: email'],
    ])('refuses %j with “%s” and changes nothing', (body, message) =>
      expectRefused(
        () => t.http().put(`/api/users/${f.users.admin.id}`).set(f.users.admin.auth).send(body),
        400,
        message,
      ),
    );

    it('refuses to edit someone else’s profile', () =>
      expectRefused(
        () =>
          t
            .http()
            .put(`/api/users/${f.users.attendee.id}`)
            .set(f.users.creator.auth)
            .send({ displayName: 'Hacked', bio: 'hacked' }),
        403,
        'You can only edit your own profile',
      ));

    it('refuses anonymous edits', () =>
      expectRefused(() => t.http().put(`/api/users/${f.users.attendee.id}`).send({ bio: 'hacked' }), 401));
  });

  describe('event profile: /api/events/:eventId/users/:userId/profile', () => {
    const path = () => `/api/events/${f.eventId}/users/${f.users.attendee.id}/profile`;
    const readStatus: Record<Caller, number> = {
      anonymous: 401,
      outsider: 404,
      attendee: 200,
      admin: 200,
      creator: 200,
    };

    it.each(CALLERS)('%s reading gets the expected status', async (caller) => {
      const response = await t.http().get(path()).set(f.headers(caller));
      expect(response.status).toBe(readStatus[caller]);
    });

    it('starts an unsaved profile from the core profile’s dietary restrictions and allergies', async () => {
      const me = f.users.attendee;
      await t
        .http()
        .put(`/api/users/${me.id}`)
        .set(me.auth)
        .send({ displayName: 'Ann Attendee', dietaryRestrictions: ['vegan'], allergies: ['shellfish'] })
        .expect(200);
      const response = await t.http().get(path()).set(me.auth).expect(200);
      expect(response.body.profile).toMatchObject({
        id: null,
        eventDietaryNotes: 'vegan',
        eventAllergies: ['shellfish'],
        profileVisibility: 'event_members',
        isProfileComplete: false,
      });
    });

    const writeStatus: Record<Caller, number> = {
      anonymous: 401,
      outsider: 404,
      attendee: 200,
      admin: 403,
      creator: 403,
    };
    it.each(CALLERS)('%s writing the attendee’s profile gets the expected status', async (caller) => {
      const send = () =>
        t
          .http()
          .put(path())
          .set(f.headers(caller))
          .send({ eventNickname: `Set by ${caller}` });
      if (writeStatus[caller] >= 400) await expectRefused(send, writeStatus[caller]);
      else expect((await send()).status).toBe(200);
    });

    it('saves and reads back the event profile', async () => {
      const me = f.users.attendee;
      await t
        .http()
        .put(path())
        .set(me.auth)
        .send({
          eventNickname: 'Sunny',
          role: 'Best Man',
          eventAllergies: ['nuts', ' '],
          profileVisibility: 'organizers_only',
          isProfileComplete: true,
        })
        .expect(200);
      const own = await t.http().get(path()).set(me.auth).expect(200);
      expect(own.body.profile).toMatchObject({
        eventNickname: 'Sunny',
        role: 'Best Man',
        eventAllergies: ['nuts'],
        isProfileComplete: true,
      });
      await t.http().get(path()).set(f.users.admin.auth).expect(200);
      const fellow = await createEventMemberReading();
      expect(fellow).toBe(403);
      await t.http().put(path()).set(me.auth).send({ profileVisibility: 'event_members' }).expect(200);
    });

    async function createEventMemberReading(): Promise<number> {
      const other = await t.signIn();
      await addMember(t.db, f.eventId, other.id, 'attendee');
      return (await t.http().get(path()).set(other.auth)).status;
    }

    it('answers 404 for someone who is not a member of the event', async () => {
      await t
        .http()
        .get(`/api/events/${f.eventId}/users/${f.users.outsider.id}/profile`)
        .set(f.users.creator.auth)
        .expect(404);
    });

    it.each([
      [{ profileVisibility: 'everyone' }, 'Profile visibility must be public, event_members or organizers_only'],
      [{ eventNickname: 'x'.repeat(65) }, 'eventNickname'],
      [{ userId: 'someone' }, 'Unknown property: userId'],
    ])('refuses %j', (body, message) =>
      expectRefused(() => t.http().put(path()).set(f.users.attendee.auth).send(body), 400, message),
    );
  });
});
