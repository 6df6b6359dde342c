import type { Caller } from './support/event-fixture';
import { addMember, SignedInUser, uniqueEmail } from './support/test-app';
import { f, other, refused, t, useTravelSuite } from './support/travel-suite';

const rental = (overrides: Record<string, unknown> = {}) => ({
  kind: 'rental',
  name: 'Villa Sol',
  address: 'Carrer de la Mar 12, Sitges',
  checkIn: '2025-06-12T14:00:00.000Z',
  checkOut: '2025-06-15T10:00:00.000Z',
  membersClaimBeds: true,
  rooms: [
    { name: 'Loft', beds: '1 queen, 1 sofa bed', capacity: 3 },
    { name: 'Garden room', capacity: 2 },
    { name: 'Bunk room', beds: '2 bunks', capacity: 4 },
  ],
  ...overrides,
});

interface Room {
  id: string;
  name: string;
  capacity: number;
  occupants: Array<{ userId: string | null; guestId: string | null; displayName: string; ageGroup: string }>;
}

/**
 * Stays: who may see and arrange them, validation, beds taken by admins and by members, races for the last
 * beds, moves between rooms, and a removed member's bed.
 */
describe('Travel: stays', () => {
  useTravelSuite();

  const api = (path: string) => `/api${path}`;
  const createStay = (caller: Caller, body: object = rental(), event = f) =>
    t
      .http()
      .post(api(`/events/${event.eventId}/stays`))
      .set(event.headers(caller))
      .send(body);
  const place = (roomId: string, headers: Record<string, string>, person: object) =>
    t
      .http()
      .post(api(`/stay-rooms/${roomId}/sleepers`))
      .set(headers)
      .send(person);
  const unplace = (roomId: string, headers: Record<string, string>, query: Record<string, string>) =>
    t
      .http()
      .delete(api(`/stay-rooms/${roomId}/sleepers`))
      .query(query)
      .set(headers);
  const list = (caller: Caller = 'attendee') =>
    t
      .http()
      .get(api(`/events/${f.eventId}/stays`))
      .set(f.headers(caller))
      .expect(200);
  const roomsOf = (stay: { rooms: Room[] }) => Object.fromEntries(stay.rooms.map((room) => [room.name, room]));
  const sleeperIds = (room: Room) => room.occupants.map((occupant) => occupant.userId ?? occupant.guestId);

  async function newStay(overrides: Record<string, unknown> = {}) {
    const stay = (await createStay('admin', rental(overrides)).expect(201)).body.stay;
    return { stay, rooms: roomsOf(stay) as Record<string, Room> };
  }

  async function newMembers(count: number, name: string): Promise<SignedInUser[]> {
    const users: SignedInUser[] = [];
    for (let i = 0; i < count; i++) users.push(await t.signIn(uniqueEmail(`${name}${i}`)));
    for (const user of users) await addMember(t.db, f.eventId, user.id, 'attendee');
    return users;
  }

  /** A guest the member's party brings, straight into the database as the parties API would add them. */
  async function addGuest(userId: string, name: string | null, ageGroup = 'adult'): Promise<string> {
    const [guest] = await t.db.query(
      `INSERT INTO party_guests ("partyId", "eventId", name, "ageGroup")
       SELECT "partyId", "eventId", $3, $4 FROM event_members WHERE "eventId" = $1 AND "userId" = $2 RETURNING id`,
      [f.eventId, userId, name, ageGroup],
    );
    return guest.id;
  }

  it('an admin creates a rental with three rooms; every member sees it with its beds', async () => {
    const { stay } = await newStay();
    expect(stay).toEqual({
      id: expect.any(String),
      kind: 'rental',
      name: 'Villa Sol',
      address: 'Carrer de la Mar 12, Sitges',
      bookingUrl: null,
      bookingCode: null,
      bookingCutoff: null,
      checkIn: '2025-06-12T14:00:00.000Z',
      checkOut: '2025-06-15T10:00:00.000Z',
      membersClaimBeds: true,
      createdBy: f.users.admin.id,
      createdAt: expect.any(String),
      capacity: 9,
      occupied: 0,
      rooms: [
        { id: expect.any(String), name: 'Loft', beds: '1 queen, 1 sofa bed', capacity: 3, position: 0, occupants: [] },
        { id: expect.any(String), name: 'Garden room', beds: null, capacity: 2, position: 1, occupants: [] },
        { id: expect.any(String), name: 'Bunk room', beds: '2 bunks', capacity: 4, position: 2, occupants: [] },
      ],
    });
    const { body } = await list('attendee');
    expect(body.stays.find((candidate: { id: string }) => candidate.id === stay.id)).toEqual(stay);
  });

  it('a hotel block keeps its booking link, code and cut-off date', async () => {
    const hotel = {
      kind: 'hotel',
      name: 'Hotel Calípolis',
      bookingUrl: 'https://calipolis.example/group?code=SMITHWED',
      bookingCode: 'SMITHWED',
      bookingCutoff: '2025-05-01',
    };
    const { body } = await createStay('creator', hotel).expect(201);
    expect(body.stay).toMatchObject({ ...hotel, address: null, membersClaimBeds: false, rooms: [], capacity: 0 });
    const patched = await t
      .http()
      .patch(api(`/stays/${body.stay.id}`))
      .set(f.headers('admin'))
      .send({ bookingCutoff: null, membersClaimBeds: true })
      .expect(200);
    expect(patched.body.stay).toMatchObject({ bookingCutoff: null, membersClaimBeds: true, name: 'Hotel Calípolis' });
  });

  describe('who may reach each route', () => {
    let stayId: string;
    let roomId: string;
    beforeAll(async () => {
      const { stay, rooms } = await newStay();
      stayId = stay.id;
      roomId = rooms.Loft!.id;
    });

    const routes = () => ({
      list: (caller: Caller) =>
        t
          .http()
          .get(api(`/events/${f.eventId}/stays`))
          .set(f.headers(caller)),
      create: (caller: Caller) => createStay(caller),
      update: (caller: Caller) =>
        t
          .http()
          .patch(api(`/stays/${stayId}`))
          .set(f.headers(caller))
          .send({ name: 'Casa' }),
      remove: (caller: Caller) =>
        t
          .http()
          .delete(api(`/stays/${stayId}`))
          .set(f.headers(caller)),
      addRoom: (caller: Caller) =>
        t
          .http()
          .post(api(`/stays/${stayId}/rooms`))
          .set(f.headers(caller))
          .send({ name: 'Attic', capacity: 1 }),
      updateRoom: (caller: Caller) =>
        t
          .http()
          .patch(api(`/stay-rooms/${roomId}`))
          .set(f.headers(caller))
          .send({ capacity: 2 }),
      removeRoom: (caller: Caller) =>
        t
          .http()
          .delete(api(`/stay-rooms/${roomId}`))
          .set(f.headers(caller)),
      place: (caller: Caller) => place(roomId, f.headers(caller), { userId: f.users.attendee.id }),
      unplace: (caller: Caller) => unplace(roomId, f.headers(caller), { userId: f.users.attendee.id }),
    });

    it.each(['list', 'create', 'update', 'remove', 'addRoom', 'updateRoom', 'removeRoom', 'place', 'unplace'] as const)(
      'outsiders get 404 and anonymous callers 401 from %s',
      async (route) => {
        await refused(() => routes()[route]('outsider'), 404);
        await refused(() => routes()[route]('anonymous'), 401);
      },
    );

    it.each(['create', 'update', 'remove', 'addRoom', 'updateRoom', 'removeRoom'] as const)(
      'attendees get 403 from the admin route %s',
      async (route) => {
        await refused(() => routes()[route]('attendee'), 403, 'Only event admins can do this');
      },
    );

    it("a stay or room of another event is not found, even for that event's admin", async () => {
      const elsewhere = (await createStay('admin', rental(), other).expect(201)).body.stay;
      await refused(
        () =>
          t
            .http()
            .patch(api(`/stays/${elsewhere.id}`))
            .set(f.headers('admin'))
            .send({ name: 'Mine' }),
        404,
        'Stay not found',
      );
      await refused(
        () => place(elsewhere.rooms[0].id, f.headers('admin'), { userId: f.users.attendee.id }),
        404,
        'Room not found',
      );
      await refused(() => t.http().delete(api('/stays/not-a-uuid')).set(f.headers('admin')), 404, 'Stay not found');
    });
  });

  describe('bad input', () => {
    it.each([
      [{ kind: 'tent' }, 'Kind must be hotel or rental'],
      [{ name: '  ' }, 'Name is required'],
      [{ name: 'x'.repeat(121) }, 'Name must be 120 characters or fewer'],
      [{ address: 'x'.repeat(201) }, 'Address must be 200 characters or fewer'],
      [{ bookingUrl: 'javascript:alert(1)' }, 'Booking link must be a web address (http or https)'],
      [{ bookingCode: 'x'.repeat(61) }, 'Booking code must be 60 characters or fewer'],
      [{ bookingCutoff: '1 May' }, 'Booking cut-off must be a date (YYYY-MM-DD)'],
      [{ bookingCutoff: '2025-02-30' }, 'Booking cut-off must be a date (YYYY-MM-DD)'],
      [{ checkIn: 'tomorrow' }, 'Check-in must be an ISO 8601 date and time with a time zone'],
      [{ checkOut: '2025-06-12T13:00:00.000Z' }, 'Check-out must be after check-in'],
      [{ membersClaimBeds: 'yes' }, 'Members claim beds must be true or false'],
      [{ rooms: [{ name: 'Loft', capacity: 0 }] }, 'Capacity must be a whole number from 1 to 20'],
      [{ rooms: [{ name: 'Loft', capacity: 21 }] }, 'Capacity must be a whole number from 1 to 20'],
      [{ rooms: [{ capacity: 2 }] }, 'Room name is required'],
      [{ rooms: [{ name: 'Loft', capacity: 2, guests: 1 }] }, 'Unknown property: rooms.0.guests'],
      [
        { rooms: Array.from({ length: 31 }, (_, i) => ({ name: `R${i}`, capacity: 1 })) },
        'A stay may have at most 30 rooms',
      ],
      [{ createdBy: 'me' }, 'Unknown property: createdBy'],
    ])('creating %j is refused with “%s”', async (change, message) => {
      await refused(() => createStay('admin', rental(change)), 400, message);
    });

    it('refuses empty updates, a check-out before the check-in already set, and a nameless room', async () => {
      const { stay, rooms } = await newStay();
      const patch = (body: object) =>
        t
          .http()
          .patch(api(`/stays/${stay.id}`))
          .set(f.headers('admin'))
          .send(body);
      await refused(() => patch({}), 400, 'Nothing to update: send at least one field');
      await refused(() => patch({ checkOut: '2025-06-11T10:00:00.000Z' }), 400, 'Check-out must be after check-in');
      await refused(() => patch({ name: null }), 400, 'Name is required');
      await refused(
        () =>
          t
            .http()
            .post(api(`/stays/${stay.id}/rooms`))
            .set(f.headers('admin'))
            .send({ capacity: 2 }),
        400,
        'Room name is required',
      );
      await refused(
        () =>
          t
            .http()
            .patch(api(`/stay-rooms/${rooms.Loft!.id}`))
            .set(f.headers('admin'))
            .send({ capacity: 2.5 }),
        400,
        'Capacity must be a whole number from 1 to 20',
      );
    });

    it('a bed is for exactly one known person of the event', async () => {
      const { rooms } = await newStay();
      const roomId = rooms.Loft!.id;
      const admin = f.headers('admin');
      await refused(() => place(roomId, admin, {}), 400, 'Send either a userId or a guestId');
      await refused(
        () => place(roomId, admin, { userId: f.users.attendee.id, guestId: f.users.attendee.id }),
        400,
        'Send either a userId or a guestId',
      );
      await refused(() => place(roomId, admin, { userId: 'ana' }), 400, 'Member not found');
      await refused(() => place(roomId, admin, { userId: f.users.outsider.id }), 400, 'Member not found');
      await refused(() => place(roomId, admin, { guestId: f.users.attendee.id }), 400, 'Guest not found');
      await refused(() => unplace(roomId, admin, {}), 400, 'Send either a userId or a guestId');
      await refused(
        () => unplace(roomId, admin, { userId: f.users.attendee.id }),
        409,
        'They have no bed in this room',
      );
    });
  });

  describe('beds', () => {
    let people: SignedInUser[];
    beforeAll(async () => {
      people = await newMembers(3, 'sleeper');
    });

    it('an admin puts members and a party guest in rooms; the rest show without a bed', async () => {
      const { stay, rooms } = await newStay({ membersClaimBeds: false });
      const [ana, ben] = people as [SignedInUser, SignedInUser];
      const child = await addGuest(ana.id, 'Mia', 'child');
      const unnamed = await addGuest(ben.id, null);
      const admin = f.headers('admin');
      await place(rooms.Loft!.id, admin, { userId: ana.id }).expect(200);
      await place(rooms.Loft!.id, admin, { guestId: child }).expect(200);
      const { body } = await place(rooms['Garden room']!.id, admin, { guestId: unnamed }).expect(200);

      expect(body.stay).toMatchObject({ id: stay.id, capacity: 9, occupied: 3 });
      const placed = roomsOf(body.stay) as Record<string, Room>;
      expect(placed.Loft!.occupants).toEqual([
        expect.objectContaining({ userId: ana.id, guestId: null, ageGroup: 'adult', photoURL: null }),
        expect.objectContaining({ userId: null, guestId: child, displayName: 'Mia', ageGroup: 'child' }),
      ]);
      const [benMember] = await t.db.query('SELECT "displayName" FROM users WHERE id = $1', [ben.id]);
      expect(placed['Garden room']!.occupants).toEqual([
        expect.objectContaining({ guestId: unnamed, displayName: `Guest of ${benMember.displayName}` }),
      ]);

      const { withoutBed } = (await list()).body;
      const without = withoutBed.map((sleeper: Room['occupants'][number]) => sleeper.userId ?? sleeper.guestId);
      expect(without).toEqual(expect.arrayContaining([ben.id, f.users.attendee.id, f.users.creator.id]));
      expect(without).not.toEqual(expect.arrayContaining([ana.id]));
      expect(without).not.toContain(child);
      expect(without).not.toContain(unnamed);

      // Placed again where they are: nothing changes.
      await place(rooms.Loft!.id, admin, { userId: ana.id }).expect(200);
      await unplace(rooms.Loft!.id, admin, { userId: ana.id }).expect(200);
      await unplace(rooms.Loft!.id, admin, { guestId: child }).expect(200);
      await unplace(rooms['Garden room']!.id, admin, { guestId: unnamed }).expect(200);
    });

    it('a member takes a bed for themselves or their guest when the stay allows it, and only then', async () => {
      const [ana, ben] = people as [SignedInUser, SignedInUser];
      const guest = await addGuest(ana.id, 'Leo');
      const open = await newStay({ membersClaimBeds: true });
      const closed = await newStay({ membersClaimBeds: false });

      await refused(
        () => place(closed.rooms.Loft!.id, ana.auth, { userId: ana.id }),
        403,
        'Only admins assign beds in this stay',
      );
      await refused(
        () => place(open.rooms.Loft!.id, ana.auth, { userId: ben.id }),
        403,
        'You can take a bed only for yourself or a guest of your party',
      );
      await refused(
        () => place(open.rooms.Loft!.id, ben.auth, { guestId: guest }),
        403,
        'You can take a bed only for yourself or a guest of your party',
      );

      await place(open.rooms.Loft!.id, ana.auth, { userId: ana.id }).expect(200);
      const { body } = await place(open.rooms.Loft!.id, ana.auth, { guestId: guest }).expect(200);
      expect(sleeperIds((roomsOf(body.stay) as Record<string, Room>).Loft!)).toEqual([ana.id, guest]);

      // Only admins move people out of a stay whose beds they assign; a member frees their own bed in an open one.
      await refused(() => unplace(open.rooms.Loft!.id, ben.auth, { userId: ana.id }), 403);
      await unplace(open.rooms.Loft!.id, ana.auth, { guestId: guest }).expect(200);
      await unplace(open.rooms.Loft!.id, ana.auth, { userId: ana.id }).expect(200);
    });

    it('moving someone to another room frees their bed in the first, across stays too', async () => {
      const [ana] = people as [SignedInUser];
      const first = await newStay();
      const second = await newStay();
      await place(first.rooms.Loft!.id, ana.auth, { userId: ana.id }).expect(200);
      const moved = await place(first.rooms['Bunk room']!.id, ana.auth, { userId: ana.id }).expect(200);
      const rooms = roomsOf(moved.body.stay) as Record<string, Room>;
      expect(sleeperIds(rooms.Loft!)).toEqual([]);
      expect(sleeperIds(rooms['Bunk room']!)).toEqual([ana.id]);

      const elsewhere = await place(second.rooms.Loft!.id, f.headers('admin'), { userId: ana.id }).expect(200);
      expect(elsewhere.body.stay.occupied).toBe(1);
      const stays = (await list()).body.stays as Array<{ id: string; occupied: number }>;
      expect(stays.find((stay) => stay.id === first.stay.id)!.occupied).toBe(0);
      expect(await t.db.query('SELECT "roomId" FROM stay_occupants WHERE "userId" = $1', [ana.id])).toEqual([
        { roomId: second.rooms.Loft!.id },
      ]);
      await unplace(second.rooms.Loft!.id, ana.auth, { userId: ana.id }).expect(200);
    });

    it('a full room refuses one more; its capacity cannot drop below who sleeps there', async () => {
      const [ana, ben, cai] = people as [SignedInUser, SignedInUser, SignedInUser];
      const { rooms } = await newStay();
      const garden = rooms['Garden room']!.id;
      await place(garden, ana.auth, { userId: ana.id }).expect(200);
      await place(garden, ben.auth, { userId: ben.id }).expect(200);
      await refused(() => place(garden, cai.auth, { userId: cai.id }), 409, 'This room is full');
      const resize = (capacity: number) =>
        t
          .http()
          .patch(api(`/stay-rooms/${garden}`))
          .set(f.headers('admin'))
          .send({ capacity });
      await refused(() => resize(1), 409, 'This room already sleeps 2');
      const { body } = await resize(3).expect(200);
      expect((roomsOf(body.stay) as Record<string, Room>)['Garden room']!.capacity).toBe(3);
      await place(garden, cai.auth, { userId: cai.id }).expect(200);

      // Deleting the room frees its beds.
      await t
        .http()
        .delete(api(`/stay-rooms/${garden}`))
        .set(f.headers('admin'))
        .expect(204);
      const without = (await list()).body.withoutBed.map((sleeper: { userId: string }) => sleeper.userId);
      expect(without).toEqual(expect.arrayContaining([ana.id, ben.id, cai.id]));
    });
  });

  describe('racing for beds', () => {
    let racers: SignedInUser[];
    beforeAll(async () => {
      racers = await newMembers(10, 'racer');
    });
    afterEach(async () => {
      await t.db.query('DELETE FROM stay_occupants WHERE "userId" = ANY($1)', [racers.map((racer) => racer.id)]);
    });

    it('10 members claiming a room with 2 free beds at once: exactly 2 get one', async () => {
      const { rooms } = await newStay();
      const loft = rooms.Loft!.id;
      await place(loft, f.headers('admin'), { userId: f.users.admin.id }).expect(200);
      const responses = await Promise.all(racers.map((racer) => place(loft, racer.auth, { userId: racer.id })));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(2);
      expect(statuses.filter((status) => status === 409)).toHaveLength(8);
      for (const response of responses.filter((r) => r.status === 409)) {
        expect(response.body.message).toBe('This room is full');
      }
      const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM stay_occupants WHERE "roomId" = $1', [
        loft,
      ]);
      expect(count).toBe(3);
      await unplace(loft, f.headers('admin'), { userId: f.users.admin.id }).expect(200);
    });

    it('two claims of the last bed: one gets it, the other hears the room is full', async () => {
      const { rooms } = await newStay();
      const garden = rooms['Garden room']!.id;
      await place(garden, racers[0]!.auth, { userId: racers[0]!.id }).expect(200);
      const [first, second] = await Promise.all(
        [racers[1]!, racers[2]!].map((racer) => place(garden, racer.auth, { userId: racer.id })),
      );
      expect([first!.status, second!.status].sort()).toEqual([200, 409]);
    });

    it('one person claimed into two rooms at once ends with one bed', async () => {
      const { rooms } = await newStay();
      const racer = racers[3]!;
      const responses = await Promise.all(
        [rooms.Loft!.id, rooms['Bunk room']!.id, rooms['Garden room']!.id].map((roomId) =>
          place(roomId, racer.auth, { userId: racer.id }),
        ),
      );
      expect(responses.every((response) => [200, 409].includes(response.status))).toBe(true);
      expect(await t.db.query('SELECT id FROM stay_occupants WHERE "userId" = $1', [racer.id])).toHaveLength(1);
    });
  });

  it("a removed member's bed is freed with the removal; their guests' beds go with their party", async () => {
    const [leaving] = await newMembers(1, 'leaving');
    const guest = await addGuest(leaving!.id, 'Kai');
    const { stay, rooms } = await newStay();
    await place(rooms.Loft!.id, leaving!.auth, { userId: leaving!.id }).expect(200);
    await place(rooms.Loft!.id, leaving!.auth, { guestId: guest }).expect(200);
    await t
      .http()
      .delete(api(`/events/${f.eventId}/members/${leaving!.id}`))
      .set(f.headers('admin'))
      .expect(204);
    const stays = (await list()).body.stays as Array<{ id: string; occupied: number; rooms: Room[] }>;
    expect(stays.find((candidate) => candidate.id === stay.id)!.occupied).toBe(0);
    expect(await t.db.query('SELECT id FROM stay_occupants WHERE "userId" = $1', [leaving!.id])).toEqual([]);
  });

  it("a stay's cost follows its sleepers: a move or a member's removal splits it among those still there", async () => {
    const [ana, ben] = await newMembers(2, 'payer');
    const { stay, rooms } = await newStay();
    const admin = f.headers('admin');
    for (const userId of [ana!.id, ben!.id, f.users.attendee.id]) {
      await place(rooms.Loft!.id, admin, { userId }).expect(200);
    }
    await t
      .http()
      .post(api(`/events/${f.eventId}/expenses`))
      .set(admin)
      .send({
        title: 'Villa Sol',
        amount: 9000,
        currency: 'USD',
        spentOn: '2025-06-12',
        payers: [{ userId: f.users.admin.id, amount: 9000 }],
        stayId: stay.id,
      })
      .expect(201);
    const owed = async () => {
      const { body } = await t
        .http()
        .get(api(`/events/${f.eventId}/costs`))
        .set(admin)
        .expect(200);
      const balances = body.balances as Array<{ userId: string; owed: number }>;
      return Object.fromEntries(
        [ana!.id, ben!.id, f.users.attendee.id].map((userId) => [
          userId,
          balances.find((balance) => balance.userId === userId)?.owed ?? 0,
        ]),
      );
    };
    expect(await owed()).toEqual({ [ana!.id]: 3000, [ben!.id]: 3000, [f.users.attendee.id]: 3000 });

    await t
      .http()
      .delete(api(`/events/${f.eventId}/members/${ben!.id}`))
      .set(admin)
      .expect(204);
    expect(await owed()).toEqual({ [ana!.id]: 4500, [ben!.id]: 0, [f.users.attendee.id]: 4500 });

    const elsewhere = await newStay();
    await place(elsewhere.rooms.Loft!.id, admin, { userId: ana!.id }).expect(200);
    expect(await owed()).toEqual({ [ana!.id]: 0, [ben!.id]: 0, [f.users.attendee.id]: 9000 });
    await unplace(elsewhere.rooms.Loft!.id, admin, { userId: ana!.id }).expect(200);
    await unplace(rooms.Loft!.id, admin, { userId: f.users.attendee.id }).expect(200);
  });

  it('deleting a stay deletes its rooms and beds', async () => {
    const { stay, rooms } = await newStay();
    await place(rooms.Loft!.id, f.headers('admin'), { userId: f.users.attendee.id }).expect(200);
    await t
      .http()
      .delete(api(`/stays/${stay.id}`))
      .set(f.headers('admin'))
      .expect(204);
    expect(await t.db.query('SELECT id FROM stay_rooms WHERE "stayId" = $1', [stay.id])).toEqual([]);
    expect(await t.db.query('SELECT id FROM stay_occupants WHERE "stayId" = $1', [stay.id])).toEqual([]);
    await t
      .http()
      .delete(api(`/stays/${stay.id}`))
      .set(f.headers('admin'))
      .expect(404);
  });
});
