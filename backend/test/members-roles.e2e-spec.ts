import {
  type Caller,
  emailedSecondsAgo,
  expectRefused,
  f,
  headers,
  invite,
  t,
  useMembersSuite,
} from './support/members-suite';
import { addMember, uniqueEmail } from './support/test-app';

/** An event’s members: who may do what, the list, role changes and removal. */
describe('Members and invitations', () => {
  useMembersSuite();

  describe('who may do what', () => {
    const cases: Array<
      [string, (caller: Caller) => PromiseLike<{ status: number; body: { message: string } }>, Record<Caller, number>]
    > = [
      [
        'list members',
        (c) => t.http().get(`/api/events/${f.eventId}/members`).set(headers(c)),
        { anonymous: 401, outsider: 404, removed: 404, attendee: 200, admin: 200, creator: 200 },
      ],
      [
        'list pending invitations',
        (c) => t.http().get(`/api/events/${f.eventId}/invitations`).set(headers(c)),
        { anonymous: 401, outsider: 404, removed: 404, attendee: 403, admin: 200, creator: 200 },
      ],
    ];
    it.each(cases)('%s', async (_name, send, expected) => {
      for (const caller of Object.keys(expected) as Caller[]) {
        const response = await send(caller);
        expect({ caller, status: response.status }).toEqual({ caller, status: expected[caller] });
      }
    });

    it.each(['anonymous', 'outsider', 'removed', 'attendee'] as const)('%s may not invite', async (caller) => {
      const status = { anonymous: 401, outsider: 404, removed: 404, attendee: 403 }[caller];
      await expectRefused(
        () =>
          t
            .http()
            .post(`/api/events/${f.eventId}/members`)
            .set(headers(caller))
            .send({ userEmail: uniqueEmail(), role: 'attendee' }),
        status,
      );
    });

    it.each(['anonymous', 'outsider', 'removed', 'attendee', 'admin'] as const)(
      '%s may not change roles',
      async (caller) => {
        const status = { anonymous: 401, outsider: 404, removed: 404, attendee: 403, admin: 403 }[caller];
        await expectRefused(
          () =>
            t
              .http()
              .patch(`/api/events/${f.eventId}/members/${f.users.attendee.id}/role`)
              .set(headers(caller))
              .send({ role: 'admin' }),
          status,
        );
      },
    );

    it.each(['anonymous', 'outsider', 'removed', 'attendee'] as const)(
      '%s may not re-send or revoke an invitation',
      async (caller) => {
        const status = { anonymous: 401, outsider: 404, removed: 404, attendee: 403 }[caller];
        const { invitation } = await invite(uniqueEmail(`pending-${caller}`));
        const base = `/api/events/${f.eventId}/invitations/${invitation.id}`;
        await expectRefused(() => t.http().post(`${base}/resend`).set(headers(caller)), status);
        await expectRefused(() => t.http().delete(base).set(headers(caller)), status);
      },
    );

    it('an admin and the creator may re-send and revoke', async () => {
      const { invitation } = await invite(uniqueEmail('managed'));
      const base = `/api/events/${f.eventId}/invitations/${invitation.id}`;
      await emailedSecondsAgo(invitation.id, 61);
      await t.http().post(`${base}/resend`).set(f.users.admin.auth).expect(201);
      await emailedSecondsAgo(invitation.id, 61);
      await t.http().post(`${base}/resend`).set(f.users.creator.auth).expect(201);
      await t.http().delete(base).set(f.users.admin.auth).expect(204);
    });

    it.each(['anonymous', 'outsider', 'removed', 'attendee'] as const)('%s may not remove a member', async (caller) => {
      const status = { anonymous: 401, outsider: 404, removed: 404, attendee: 403 }[caller];
      await expectRefused(
        () => t.http().delete(`/api/events/${f.eventId}/members/${f.users.attendee.id}`).set(headers(caller)),
        status,
      );
    });
  });

  it('lists members with role, join date and user details, creator first', async () => {
    const response = await t.http().get(`/api/events/${f.eventId}/members`).set(f.users.attendee.auth).expect(200);
    expect(response.body.members.map((member: { role: string }) => member.role)).toEqual([
      'creator',
      'admin',
      'attendee',
    ]);
    expect(response.body.members[0]).toEqual({
      id: expect.any(String),
      userId: f.users.creator.id,
      role: 'creator',
      partyId: expect.any(String),
      joinedAt: expect.any(String),
      user: { displayName: expect.any(String), email: f.users.creator.email, photoURL: null },
    });
  });

  describe('roles', () => {
    it('the creator changes a role and the change is recorded', async () => {
      const member = await t.signIn();
      await addMember(t.db, f.eventId, member.id, 'attendee');
      const response = await t
        .http()
        .patch(`/api/events/${f.eventId}/members/${member.id}/role`)
        .set(f.users.creator.auth)
        .send({ role: 'admin' })
        .expect(200);
      expect(response.body.member).toMatchObject({ userId: member.id, role: 'admin' });
      const audit = await t.db.query(
        'SELECT "oldRole", "newRole", "changedByUserId" FROM role_changes WHERE "changedUserId" = $1',
        [member.id],
      );
      expect(audit).toEqual([{ oldRole: 'attendee', newRole: 'admin', changedByUserId: f.users.creator.id }]);
    });

    it('never changes the creator’s role', () =>
      expectRefused(
        () =>
          t
            .http()
            .patch(`/api/events/${f.eventId}/members/${f.users.creator.id}/role`)
            .set(f.users.creator.auth)
            .send({ role: 'attendee' }),
        400,
        "creator's role cannot be changed",
      ));

    it('refuses a role other than admin or attendee', () =>
      expectRefused(
        () =>
          t
            .http()
            .patch(`/api/events/${f.eventId}/members/${f.users.attendee.id}/role`)
            .set(f.users.creator.auth)
            .send({ role: 'creator' }),
        400,
        'Please select a role',
      ));

    it('keeps a consistent role and audit trail under parallel changes', async () => {
      const member = await t.signIn();
      await addMember(t.db, f.eventId, member.id, 'attendee');
      const roles = Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? 'admin' : 'attendee'));
      await Promise.all(
        roles.map((role) =>
          t
            .http()
            .patch(`/api/events/${f.eventId}/members/${member.id}/role`)
            .set(f.users.creator.auth)
            .send({ role })
            .expect(200),
        ),
      );
      const audit: Array<{ oldRole: string; newRole: string }> = await t.db.query(
        'SELECT "oldRole", "newRole" FROM role_changes WHERE "changedUserId" = $1 ORDER BY "changedAt", id',
        [member.id],
      );
      const [current] = await t.db.query('SELECT role FROM event_members WHERE "eventId" = $1 AND "userId" = $2', [
        f.eventId,
        member.id,
      ]);
      let role = 'attendee';
      for (const change of audit) {
        expect(change.oldRole).toBe(role);
        expect(change.newRole).not.toBe(change.oldRole);
        role = change.newRole;
      }
      expect(current.role).toBe(role);
    });
  });

  describe('removal', () => {
    it('an admin removes an attendee; their carpool seats end and their votes stay', async () => {
      const leaving = await t.signIn();
      const driver = f.users.creator;
      await addMember(t.db, f.eventId, leaving.id, 'attendee');
      const [carpool] = await t.db.query(
        `INSERT INTO carpools ("eventId", "driverId", "fromLocation", "toLocation", "departureTime", "maxSeats", "currentSeats")
         VALUES ($1, $2, 'Airport', 'Hotel', now(), 4, 2) RETURNING id`,
        [f.eventId, driver.id],
      );
      await t.db.query('INSERT INTO carpool_passengers ("carpoolId", "userId") VALUES ($1, $2)', [
        carpool.id,
        leaving.id,
      ]);
      const [photo] = await t.db.query(
        `INSERT INTO photos ("eventId", "uploadedBy", filename, "objectPath", votes) VALUES ($1, $2, 'a.jpg', 'x', 1) RETURNING id`,
        [f.eventId, driver.id],
      );
      await t.db.query('INSERT INTO photo_votes ("photoId", "userId") VALUES ($1, $2)', [photo.id, leaving.id]);

      await t.http().delete(`/api/events/${f.eventId}/members/${leaving.id}`).set(f.users.admin.auth).expect(204);
      expect(
        await t.db.query('SELECT 1 FROM event_members WHERE "eventId" = $1 AND "userId" = $2', [f.eventId, leaving.id]),
      ).toHaveLength(0);
      expect(await t.db.query('SELECT 1 FROM carpool_passengers WHERE "userId" = $1', [leaving.id])).toHaveLength(0);
      const [seats] = await t.db.query('SELECT "currentSeats" FROM carpools WHERE id = $1', [carpool.id]);
      expect(seats.currentSeats).toBe(1);
      expect(await t.db.query('SELECT 1 FROM photo_votes WHERE "userId" = $1', [leaving.id])).toHaveLength(1);
      await t.http().get(`/api/events/${f.eventId}`).set(leaving.auth).expect(404);
    });

    it('a removed member’s flights leave with them: from the list, the export and the activity', async () => {
      const leaving = await t.signIn(uniqueEmail('flyer'));
      await addMember(t.db, f.eventId, leaving.id, 'attendee');
      const postFlight = async (by: { auth: Record<string, string> }, flightNumber: string): Promise<string> =>
        (
          await t
            .http()
            .post(`/api/events/${f.eventId}/flights`)
            .set(by.auth)
            .send({
              airline: 'TAP',
              flightNumber,
              departure: 'LIS',
              arrival: 'BCN',
              departureTime: '2027-06-10T12:00:00Z',
              arrivalTime: '2027-06-10T14:00:00Z',
            })
            .expect(201)
        ).body.flight.id;
      const gone = await postFlight(leaving, 'TP1001');
      const kept = await postFlight(f.users.attendee, 'TP2002');

      await t.http().delete(`/api/events/${f.eventId}/members/${leaving.id}`).set(f.users.admin.auth).expect(204);

      const flights = await t.http().get(`/api/events/${f.eventId}/flights`).set(f.users.attendee.auth).expect(200);
      const listed = flights.body.flights.map((flight: { id: string }) => flight.id);
      expect(listed).toContain(kept);
      expect(listed).not.toContain(gone);
      const csv = await t
        .http()
        .get(`/api/exports/events/${f.eventId}/flights.csv`)
        .set(f.users.creator.auth)
        .buffer(true)
        .parse((response, done) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          response.on('end', () => done(null, text));
        })
        .expect(200);
      expect(csv.body).toContain('TP2002');
      expect(csv.body).not.toContain('TP1001');
      // The flight's own "added a flight" entry goes with the flight.
      const activity = await t
        .http()
        .get(`/api/events/${f.eventId}/activity?limit=100`)
        .set(f.users.attendee.auth)
        .expect(200);
      const entries = activity.body.activity.map((entry: { id: string }) => entry.id);
      expect(entries).toContain(kept);
      expect(entries).not.toContain(gone);
    });

    it('nobody removes themself, and an admin never removes the creator', async () => {
      await expectRefused(
        () => t.http().delete(`/api/events/${f.eventId}/members/${f.users.creator.id}`).set(f.users.creator.auth),
        403,
        'cannot remove yourself',
      );
      await expectRefused(
        () => t.http().delete(`/api/events/${f.eventId}/members/${f.users.admin.id}`).set(f.users.admin.auth),
        403,
        'cannot remove yourself',
      );
      await expectRefused(
        () => t.http().delete(`/api/events/${f.eventId}/members/${f.users.creator.id}`).set(f.users.admin.auth),
        403,
        'creator cannot be removed',
      );
      await expectRefused(
        () => t.http().delete(`/api/events/${f.eventId}/members/${f.users.outsider.id}`).set(f.users.creator.auth),
        404,
        'Member not found',
      );
    });
  });
});
