import { addMember, uniqueEmail, type SignedInUser } from './support/test-app';
import { f, postItem, refused, t, useScheduleSuite } from './support/schedule-suite';

/** Parties and their replies: guests within the allowance, couples joined, one answer per person. */
describe('Parties and party replies', () => {
  useScheduleSuite();

  const parties = (eventId = f.eventId) => `/api/events/${eventId}/parties`;

  async function newMember(): Promise<SignedInUser> {
    const user = await t.signIn(uniqueEmail('guest'));
    await addMember(t.db, f.eventId, user.id, 'attendee');
    return user;
  }

  async function partyOf(user: SignedInUser) {
    return (await t.http().get(`${parties()}/mine`).set(user.auth).expect(200)).body.party;
  }

  const setGuestLimit = (partyId: string, guestLimit: number, headers = f.headers('admin')) =>
    t.http().patch(`${parties()}/${partyId}`).set(headers).send({ guestLimit });

  const addGuest = (user: SignedInUser, partyId: string, body: object) =>
    t.http().post(`${parties()}/${partyId}/guests`).set(user.auth).send(body);

  const reply = (user: SignedInUser | Record<string, string>, itemId: string, people: object[]) =>
    t
      .http()
      .put(`/api/schedule/${itemId}/rsvps`)
      .set('auth' in user ? (user as SignedInUser).auth : user)
      .send({ people });

  async function newItem(): Promise<string> {
    return (await postItem(f, 'admin').expect(201)).body.item.id;
  }

  async function askMeal(itemId: string | null, required = true): Promise<string> {
    const [question] = await t.db.query(
      `INSERT INTO rsvp_questions ("eventId", "scheduleItemId", kind, prompt, options, required)
       VALUES ($1, $2, 'single_choice', 'Meal', '["Fish", "Beef", "Vegetarian"]', $3) RETURNING id`,
      [f.eventId, itemId, required],
    );
    return question.id;
  }

  describe('a party and its guests', () => {
    it('every member has a party of their own; its members add guests up to the allowance an admin sets', async () => {
      const ana = await newMember();
      const party = await partyOf(ana);
      expect(party).toEqual({
        id: expect.any(String),
        guestLimit: 0,
        lastRemindedAt: null,
        members: [{ userId: ana.id, displayName: expect.any(String), photoURL: null }],
        guests: [],
      });
      await refused(() => addGuest(ana, party.id, { name: 'Ben' }), 400, 'This party has all the guests it may bring');
      await refused(() => setGuestLimit(party.id, 2, ana.auth), 403);
      expect((await setGuestLimit(party.id, 2).expect(200)).body.party.guestLimit).toBe(2);

      const ben = (await addGuest(ana, party.id, { name: 'Ben' }).expect(201)).body.guest;
      expect(ben).toEqual({ id: expect.any(String), name: 'Ben', ageGroup: 'adult' });
      await addGuest(ana, party.id, { ageGroup: 'child' }).expect(201);
      await refused(() => addGuest(ana, party.id, { name: 'Cleo' }), 400, 'This party has all the guests it may bring');
      await refused(() => setGuestLimit(party.id, 1), 400, 'This party already brings 2 guests: remove some first');

      const named = await t
        .http()
        .patch(`${parties()}/${party.id}/guests/${ben.id}`)
        .set(ana.auth)
        .send({ name: 'Benjamin', ageGroup: 'child' })
        .expect(200);
      expect(named.body.guest).toEqual({ id: ben.id, name: 'Benjamin', ageGroup: 'child' });
      expect((await partyOf(ana)).guests.map((guest: { name: string | null }) => guest.name)).toEqual([
        'Benjamin',
        null,
      ]);
    });

    it('nobody outside a party edits its guests; outsiders learn nothing of it', async () => {
      const ana = await newMember();
      const stranger = await newMember();
      const party = await partyOf(ana);
      await setGuestLimit(party.id, 1).expect(200);
      await refused(() => addGuest(stranger, party.id, { name: 'X' }), 404, 'Party not found');
      await refused(() => addGuest(f.users.outsider, party.id, { name: 'X' }), 404);
      await refused(() => t.http().get(`${parties()}/mine`).set(f.headers('outsider')), 404);
      await refused(() => t.http().get(parties()).set(f.headers('attendee')), 403);
      await refused(() => addGuest(ana, party.id, { ageGroup: 'teen' }), 400, 'Age group must be adult or child');
      await refused(() => setGuestLimit(party.id, 11), 400, 'A party may bring at most 10 guests');
      // An admin adds a guest to any party.
      await t.http().post(`${parties()}/${party.id}/guests`).set(f.headers('admin')).send({ name: 'Dan' }).expect(201);
    });

    it('many members adding guests at once never pass the allowance', async () => {
      const ana = await newMember();
      const party = await partyOf(ana);
      await setGuestLimit(party.id, 3).expect(200);
      const added = await Promise.all(
        Array.from({ length: 8 }, (_, index) => addGuest(ana, party.id, { name: `Guest ${index}` })),
      );
      expect(added.filter((response) => response.status === 201)).toHaveLength(3);
      expect(added.filter((response) => response.status === 400)).toHaveLength(5);
      expect((await partyOf(ana)).guests).toHaveLength(3);
    });

    it('a couple invited separately is joined into one party, and either answers for both', async () => {
      const [ana, ben] = [await newMember(), await newMember()];
      const anaParty = await partyOf(ana);
      const benParty = await partyOf(ben);
      await setGuestLimit(benParty.id, 1).expect(200);
      await addGuest(ben, benParty.id, { name: 'Baby', ageGroup: 'child' }).expect(201);
      await refused(
        () => t.http().post(`${parties()}/${anaParty.id}/members`).set(f.headers('attendee')).send({ userId: ben.id }),
        403,
      );
      const joined = await t
        .http()
        .post(`${parties()}/${anaParty.id}/members`)
        .set(f.headers('admin'))
        .send({ userId: ben.id })
        .expect(200);
      expect(joined.body.party).toMatchObject({
        id: anaParty.id,
        guestLimit: 1,
        members: [{ userId: ana.id }, { userId: ben.id }],
        guests: [{ name: 'Baby', ageGroup: 'child' }],
      });
      expect((await partyOf(ben)).id).toBe(anaParty.id);
      const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM parties WHERE id = $1', [benParty.id]);
      expect(count).toBe(0);

      const itemId = await newItem();
      const answered = await reply(ben, itemId, [
        { kind: 'member', id: ana.id, status: 'going' },
        { kind: 'member', id: ben.id, status: 'maybe' },
      ]).expect(200);
      expect(answered.body.party.people.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([
        [ana.id, 'going'],
        [ben.id, 'maybe'],
        [expect.any(String), null],
      ]);

      // Separated again, Ben has a party of his own and no longer answers for Ana.
      await t.http().delete(`${parties()}/${anaParty.id}/members/${ben.id}`).set(f.headers('admin')).expect(200);
      await refused(() => reply(ben, itemId, [{ kind: 'member', id: ana.id, status: 'going' }]), 404);
      const benAlone = await partyOf(ben);
      await refused(
        () => t.http().delete(`${parties()}/${benAlone.id}/members/${ben.id}`).set(f.headers('admin')),
        400,
        'This member is already a party of their own',
      );
    });
  });

  describe('a party replies', () => {
    it('one member answers for a party of three; the schedule counts people, not accounts', async () => {
      const ana = await newMember();
      const party = await partyOf(ana);
      await setGuestLimit(party.id, 2).expect(200);
      const ben = (await addGuest(ana, party.id, { name: 'Ben' }).expect(201)).body.guest;
      const kid = (await addGuest(ana, party.id, { ageGroup: 'child' }).expect(201)).body.guest;
      const itemId = await newItem();
      await reply(ana, itemId, [
        { kind: 'member', id: ana.id, status: 'going' },
        { kind: 'guest', id: ben.id, status: 'going' },
        { kind: 'guest', id: kid.id, status: 'going' },
      ]).expect(200);
      const schedule = (await t.http().get(`/api/events/${f.eventId}/schedule`).set(ana.auth).expect(200)).body
        .schedule;
      expect(schedule.find((item: { id: string }) => item.id === itemId)).toMatchObject({
        rsvpCounts: { going: 3, maybe: 0, notGoing: 0 },
        userRsvp: 'going',
      });
      const respondents = (await t.http().get(`/api/schedule/${itemId}/respondents`).set(ana.auth).expect(200)).body
        .respondents;
      expect(respondents.going.map((person: { displayName: string }) => person.displayName)).toEqual(
        expect.arrayContaining(['Ben', expect.stringMatching(/^Guest of /)]),
      );
      expect(respondents.going).toHaveLength(3);
      // The activity shows the reply once, as Ana's answer, never an answer without a name.
      const activity = (await t.http().get(`/api/events/${f.eventId}/activity?limit=100`).set(ana.auth).expect(200))
        .body.activity as Array<{ type: string; who: { userId: string } | null }>;
      const answers = activity.filter((entry) => entry.type === 'rsvp_answered');
      expect(answers.every((entry) => entry.who !== null)).toBe(true);
      expect(answers.filter((entry) => entry.who?.userId === ana.id)).toHaveLength(1);
    });

    it('refuses what is not one party of the caller: strangers, two parties at once, the same person twice', async () => {
      const [ana, ben] = [await newMember(), await newMember()];
      const itemId = await newItem();
      await refused(
        () => reply(ana, itemId, [{ kind: 'member', id: ben.id, status: 'going' }]),
        404,
        'Person not found',
      );
      await refused(
        () =>
          reply(f.users.admin, itemId, [
            { kind: 'member', id: ana.id, status: 'going' },
            { kind: 'member', id: ben.id, status: 'going' },
          ]),
        400,
        'Answer for one party at a time',
      );
      await refused(
        () =>
          reply(ana, itemId, [
            { kind: 'member', id: ana.id, status: 'going' },
            { kind: 'member', id: ana.id, status: 'maybe' },
          ]),
        400,
        'Answer for each person once',
      );
      await refused(() => reply(ana, itemId, []), 400, 'Answer for at least one person');
      await refused(() => reply(ana, itemId, [{ kind: 'friend', id: ana.id, status: 'going' }]), 400);
      await refused(() => reply(ana, itemId, [{ kind: 'guest', id: ana.id, status: 'going' }]), 404);
      await refused(() => reply(f.users.outsider, itemId, [{ kind: 'member', id: ana.id, status: 'going' }]), 404);
    });

    it('an admin records an answer taken by phone; the party answering again makes it their own', async () => {
      const ana = await newMember();
      const itemId = await newItem();
      const recorded = await reply(f.users.admin, itemId, [{ kind: 'member', id: ana.id, status: 'going' }]).expect(
        200,
      );
      expect(recorded.body.party.people[0]).toMatchObject({
        id: ana.id,
        status: 'going',
        recordedBy: { userId: f.users.admin.id, displayName: expect.any(String) },
      });
      const own = await reply(ana, itemId, [{ kind: 'member', id: ana.id, status: 'not_going' }]).expect(200);
      expect(own.body.party.people[0]).toMatchObject({ status: 'not_going', recordedBy: null });
      const read = await t
        .http()
        .get(`/api/schedule/${itemId}/rsvps?partyId=${own.body.party.partyId}`)
        .set(f.headers('admin'))
        .expect(200);
      expect(read.body.party.people[0].status).toBe('not_going');
      await refused(
        () =>
          t.http().get(`/api/schedule/${itemId}/rsvps?partyId=${own.body.party.partyId}`).set(f.headers('attendee')),
        404,
        'Party not found',
      );
    });

    it('two members answering for one party at once leave one consistent answer per person', async () => {
      const [ana, ben] = [await newMember(), await newMember()];
      const anaParty = await partyOf(ana);
      await t.http().post(`${parties()}/${anaParty.id}/members`).set(f.headers('admin')).send({ userId: ben.id });
      await setGuestLimit(anaParty.id, 1).expect(200);
      const kid = (await addGuest(ana, anaParty.id, { ageGroup: 'child' }).expect(201)).body.guest;
      const itemId = await newItem();
      const everyone = (status: string) => [
        { kind: 'member', id: ana.id, status },
        { kind: 'member', id: ben.id, status },
        { kind: 'guest', id: kid.id, status },
      ];
      for (let round = 0; round < 5; round++) {
        const sent = await Promise.all([
          reply(ana, itemId, everyone('going')),
          reply(ben, itemId, everyone('not_going')),
          reply(ana, itemId, everyone('maybe')),
        ]);
        expect(sent.map((response) => response.status)).toEqual([200, 200, 200]);
        const rows = await t.db.query(
          `SELECT coalesce("userId", "guestId") AS person, status FROM rsvps WHERE "scheduleEventId" = $1`,
          [itemId],
        );
        expect(rows).toHaveLength(3);
        // Each reply wrote the whole party under its lock: all three answers are the same reply's.
        expect(new Set(rows.map((row: { status: string }) => row.status)).size).toBe(1);
      }
    });
  });

  it('only the answers of parties asked to an item count; an answer stays, and counts again when asked back', async () => {
    const [ana, ben] = [await newMember(), await newMember()];
    const itemId = await newItem();
    await reply(ana, itemId, [{ kind: 'member', id: ana.id, status: 'going' }]).expect(200);
    await reply(ben, itemId, [{ kind: 'member', id: ben.id, status: 'going' }]).expect(200);
    const counted = async () => {
      const schedule = (await t.http().get(`/api/events/${f.eventId}/schedule`).set(f.headers('admin')).expect(200))
        .body.schedule;
      const respondents = (
        await t.http().get(`/api/schedule/${itemId}/respondents`).set(f.headers('admin')).expect(200)
      ).body.respondents;
      return {
        going: schedule.find((item: { id: string }) => item.id === itemId).rsvpCounts.going,
        names: respondents.going.map((person: { id: string }) => person.id),
      };
    };
    expect(await counted()).toEqual({ going: 2, names: expect.arrayContaining([ana.id, ben.id]) });

    const benParty = await partyOf(ben);
    const onlyBen = { audience: 'parties', partyIds: [benParty.id] };
    await t.http().patch(`/api/schedule/${itemId}`).set(f.headers('admin')).send(onlyBen).expect(200);
    expect(await counted()).toEqual({ going: 1, names: [ben.id] });
    await refused(
      () => reply(f.users.admin, itemId, [{ kind: 'member', id: ana.id, status: 'going' }]),
      400,
      'This party is not invited to this item',
    );

    await t.http().patch(`/api/schedule/${itemId}`).set(f.headers('admin')).send({ audience: 'everyone' }).expect(200);
    expect((await counted()).going).toBe(2);
  });

  describe('questions asked with the reply', () => {
    it('a required question is answered by everyone going before anything is saved', async () => {
      const ana = await newMember();
      const party = await partyOf(ana);
      await setGuestLimit(party.id, 1).expect(200);
      const ben = (await addGuest(ana, party.id, { name: 'Ben' }).expect(201)).body.guest;
      const itemId = await newItem();
      const meal = await askMeal(itemId);

      await refused(
        () =>
          reply(ana, itemId, [
            { kind: 'member', id: ana.id, status: 'going', answers: [{ questionId: meal, value: ['Fish'] }] },
            { kind: 'guest', id: ben.id, status: 'going' },
          ]),
        400,
        'Please answer: Meal',
      );
      await refused(
        () => t.http().put(`/api/schedule/${itemId}/rsvp`).set(ana.auth).send({ status: 'going' }),
        400,
        'Please answer: Meal',
      );
      await refused(
        () =>
          reply(ana, itemId, [
            { kind: 'member', id: ana.id, status: 'going', answers: [{ questionId: meal, value: ['Pizza'] }] },
          ]),
        400,
        '“Meal” has no option “Pizza”',
      );
      const saved = await reply(ana, itemId, [
        { kind: 'member', id: ana.id, status: 'going', answers: [{ questionId: meal, value: ['Fish'] }] },
        { kind: 'guest', id: ben.id, status: 'not_going' },
      ]).expect(200);
      expect(saved.body.party.people).toEqual([
        expect.objectContaining({ id: ana.id, status: 'going', answers: [{ questionId: meal, value: ['Fish'] }] }),
        expect.objectContaining({ id: ben.id, name: 'Ben', status: 'not_going', answers: [] }),
      ]);
      // Answered before, Ana's meal stands when she answers again without it.
      await t.http().put(`/api/schedule/${itemId}/rsvp`).set(ana.auth).send({ status: 'going' }).expect(200);
    });

    it('a question of another item is not asked with this one', async () => {
      const ana = await newMember();
      const [itemId, otherId] = [await newItem(), await newItem()];
      const otherMeal = await askMeal(otherId);
      await reply(ana, itemId, [{ kind: 'member', id: ana.id, status: 'going' }]).expect(200);
      await refused(
        () =>
          reply(ana, itemId, [
            { kind: 'member', id: ana.id, status: 'going', answers: [{ questionId: otherMeal, value: ['Fish'] }] },
          ]),
        400,
        'Question not found for this item',
      );
    });
  });

  it('removing a member removes their party: its guests and every answer it gave', async () => {
    const ana = await newMember();
    const party = await partyOf(ana);
    await setGuestLimit(party.id, 1).expect(200);
    const ben = (await addGuest(ana, party.id, { name: 'Ben' }).expect(201)).body.guest;
    const itemId = await newItem();
    const meal = await askMeal(null, false);
    await reply(ana, itemId, [
      { kind: 'member', id: ana.id, status: 'going', answers: [{ questionId: meal, value: ['Beef'] }] },
      { kind: 'guest', id: ben.id, status: 'going', answers: [{ questionId: meal, value: ['Fish'] }] },
    ]).expect(200);
    await t.http().delete(`/api/events/${f.eventId}/members/${ana.id}`).set(f.headers('admin')).expect(204);
    const left = await t.db.query(
      `SELECT (SELECT count(*)::int FROM rsvps WHERE "userId" = $1 OR "guestId" = $2) AS rsvps,
              (SELECT count(*)::int FROM rsvp_question_answers WHERE "userId" = $1 OR "guestId" = $2) AS answers,
              (SELECT count(*)::int FROM parties WHERE id = $3) AS parties`,
      [ana.id, ben.id, party.id],
    );
    expect(left[0]).toEqual({ rsvps: 0, answers: 0, parties: 0 });
  });
});
