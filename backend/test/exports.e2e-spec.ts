import { parse } from 'csv-parse/sync';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { type Caller, createEventFixture } from './support/event-fixture';
import { png } from './support/images';
import { dataDir, f, ready, t, usePhotoSuite } from './support/photo-suite';
import { processed, uploadPhoto } from './support/photos';
import { addMember, type SignedInUser, uniqueEmail } from './support/test-app';

const FILES = [
  'members.csv',
  'flights.csv',
  'carpools.csv',
  'stays.csv',
  'costs.csv',
  'schedule.ics',
  'photos.zip',
  'everything.zip',
];
const BOM = '\uFEFF';

const exportUrl = (eventId: string, file: string) => `${t.baseUrl}/api/exports/events/${eventId}/${file}`;

async function download(eventId: string, file: string, headers: Record<string, string>) {
  const response = await fetch(exportUrl(eventId, file), { headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** A CSV body's records, after checking it is RFC 4180 with the byte-order mark spreadsheets need. */
function records(body: Buffer): string[][] {
  const text = body.toString('utf8');
  expect(text.startsWith(BOM)).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  // Records end in CRLF; a lone LF may only sit inside a quoted field (the parser refuses a ragged row).
  return parse(text.slice(1), { record_delimiter: '\r\n' }) as string[][];
}

/**
 * A CSV body's rows as a spreadsheet splits them: any line break outside quotes ends a row, so a cell
 * that lets one through shows as a broken row (the parse keeps ragged rows for the test to see).
 */
function spreadsheetRows(body: Buffer): string[][] {
  const text = body.toString('utf8');
  expect(text.startsWith(BOM)).toBe(true);
  return parse(text.slice(1), { record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true }) as string[][];
}

/** OWASP's formula starts (= + - @, tab, CR) at the start of a cell or of any line in it. */
const FORMULA_START = /(?:^|[\r\n])[=+\-@\t\r]/;
/** How a cell reads once exported: with a leading apostrophe when a spreadsheet could run it. */
const inert = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
/** The cell as it must appear in the file: quoted, its quotes doubled. */
const quoted = (text: string) => `"${inert(text).replaceAll('"', '""')}"`;

/** Every row whole, and no cell a spreadsheet would read as a formula. */
function expectWholeAndInert(rows: string[][]): void {
  const width = rows[0]!.length;
  for (const row of rows) {
    expect(row).toHaveLength(width);
    for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  }
}

/** A time in the event's zone with its offset, as every exported time reads. */
const ZONED_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;

function byHeader(rows: string[][]): Record<string, string>[] {
  const [header, ...body] = rows;
  return body.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
}

/** The archive's entries and their bytes. */
function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(archive, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const storedFile = (photoId: string, name: string) => join(dataDir, 'objects', 'photos', photoId, name);

describe('Event export', () => {
  usePhotoSuite();

  describe('who may export', () => {
    let enterpriseAdmin: SignedInUser;
    beforeAll(async () => {
      enterpriseAdmin = await t.signIn(uniqueEmail('enterprise-admin'), { plan: 'enterprise' });
      await addMember(t.db, f.eventId, enterpriseAdmin.id, 'admin');
    });

    const expected: [Caller, number, string | null][] = [
      ['anonymous', 401, null],
      ['outsider', 404, 'Event not found'],
      ['attendee', 403, 'Only event admins can do this'],
      // The fixture's admin is on the free plan.
      ['admin', 403, 'Data export is part of the Pro and Enterprise plans. Upgrade to export your event.'],
      ['creator', 200, null],
    ];

    it.each(FILES)('answers %s to Pro and Enterprise admins only', async (file) => {
      for (const [caller, status, message] of expected) {
        const { response, body } = await download(f.eventId, file, f.headers(caller));
        expect([caller, response.status]).toEqual([caller, status]);
        if (message) expect(JSON.parse(body.toString()).message).toBe(message);
        if (status !== 200) expect(body.toString()).not.toContain('Sunset at the lake');
      }
      expect((await download(f.eventId, file, enterpriseAdmin.auth)).response.status).toBe(200);
    });

    it('refuses a malformed or unknown event id with 404, never 500', async () => {
      for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', '%00']) {
        const { response } = await download(id, 'members.csv', f.headers('creator'));
        expect(response.status).toBe(404);
      }
    });

    it('downloads through a plain link: the image cookie is enough, and only on the export path', async () => {
      const refreshed = await t
        .http()
        .post('/api/auth/refresh')
        .set('Cookie', f.users.creator.jar.header())
        .expect(200);
      const paths = (refreshed.headers['set-cookie'] as unknown as string[])
        .filter((cookie) => cookie.startsWith('gatherly_images='))
        .map((cookie) => /Path=([^;]+)/.exec(cookie)![1]);
      expect(paths).toContain('/api/exports');
      const cookie = `gatherly_images=${refreshed.body.token as string}`;
      const { response } = await download(f.eventId, 'members.csv', { cookie });
      expect(response.status).toBe(200);
    });
  });

  describe('the members spreadsheet', () => {
    it('lists every member with the event-profile fields their visibility lets the admin see, safe for spreadsheets', async () => {
      const event = await createEventFixture(t, 'Profiles, "Quoted" & Co');
      const [friend, loner] = await Promise.all([t.signIn(uniqueEmail('friend')), t.signIn(uniqueEmail('loner'))]);
      await addMember(t.db, event.eventId, friend.id, 'attendee');
      await addMember(t.db, event.eventId, loner.id, 'attendee');
      const { attendee } = event.users;
      await t
        .http()
        .put(`/api/events/${event.eventId}/users/${attendee.id}/profile`)
        .set(attendee.auth)
        .send({
          eventDietaryNotes: '=HYPERLINK("http://evil.example","click")',
          eventAllergies: ['peanuts', 'shellfish'],
          roomingPreferences: 'Quiet room, "far" from the bar\nground floor',
          transportationNotes: '+31 6 1234 5678 picks me up',
          specialRequests: '@everyone: cake',
          profileVisibility: 'organizers_only',
        })
        .expect(200);
      // Never saved an event profile: the core profile's restrictions show where its privacy lets them.
      await t
        .http()
        .put(`/api/users/${friend.id}`)
        .set(friend.auth)
        .send({
          displayName: 'Fran, the "Friend"',
          dietaryRestrictions: ['vegetarian'],
          allergies: ['gluten'],
          profilePrivacy: 'friends',
        })
        .expect(200);
      await t
        .http()
        .put(`/api/users/${loner.id}`)
        .set(loner.auth)
        .send({ displayName: '@lone', dietaryRestrictions: ['vegan'], allergies: ['latex'], profilePrivacy: 'private' })
        .expect(200);

      const { response, body } = await download(event.eventId, 'members.csv', event.headers('creator'));
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="profiles-quoted-co-members.csv"');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const rows = records(body);
      expect(rows[0]).toEqual([
        'Name',
        'E-mail',
        'Role',
        'Joined',
        'Dietary Notes',
        'Allergies',
        'Rooming Preferences',
        'Transportation',
        'Special Requests',
      ]);
      const members = byHeader(rows);
      expect(members.map((member) => [member['E-mail'], member.Role])).toEqual([
        [event.users.creator.email, 'Creator'],
        [event.users.admin.email, 'Admin'],
        [attendee.email, 'Attendee'],
        [friend.email, 'Attendee'],
        [loner.email, 'Attendee'],
      ]);
      for (const member of members) expect(member.Joined).toMatch(ZONED_TIME);
      expect(members[2]).toMatchObject({
        'Dietary Notes': `'=HYPERLINK("http://evil.example","click")`,
        Allergies: 'peanuts, shellfish',
        'Rooming Preferences': 'Quiet room, "far" from the bar\nground floor',
        Transportation: "'+31 6 1234 5678 picks me up",
        'Special Requests': "'@everyone: cake",
      });
      expect(members[3]).toMatchObject({
        Name: 'Fran, the "Friend"',
        'Dietary Notes': 'vegetarian',
        Allergies: 'gluten',
      });
      expect(members[4]).toMatchObject({ Name: "'@lone", 'Dietary Notes': '', Allergies: '' });
      expect(body.toString()).not.toContain('vegan');
    });
  });

  describe('travel and the schedule', () => {
    it('exports flights and carpools as spreadsheets and the schedule as the event’s calendar', async () => {
      const event = await createEventFixture(t, 'Sitges Trip');
      await t
        .http()
        .post(`/api/events/${event.eventId}/flights`)
        .set(event.users.attendee.auth)
        .send({
          airline: '-KLM',
          flightNumber: 'KL1675',
          departure: 'AMS',
          arrival: 'BCN',
          departureTime: '2025-06-12T08:40:00.000Z',
          arrivalTime: '2025-06-12T11:05:00.000Z',
        })
        .expect(201);
      const carpool = await t
        .http()
        .post(`/api/events/${event.eventId}/carpools`)
        .set(event.users.admin.auth)
        .send({
          fromLocation: 'Barcelona, airport',
          toLocation: 'Villa Sol',
          departureTime: '2025-06-12T12:00:00.000Z',
        })
        .expect(201);
      await t.http().post(`/api/carpools/${carpool.body.carpool.id}/join`).set(event.users.attendee.auth).expect(200);

      const flights = byHeader(records((await download(event.eventId, 'flights.csv', event.headers('creator'))).body));
      expect(flights).toEqual([
        {
          Traveller: expect.any(String),
          'E-mail': event.users.attendee.email,
          Airline: "'-KLM",
          'Flight Number': 'KL1675',
          From: 'AMS',
          To: 'BCN',
          Departure: '2025-06-12T08:40:00+00:00',
          Arrival: '2025-06-12T11:05:00+00:00',
        },
      ]);
      const carpools = byHeader(
        records((await download(event.eventId, 'carpools.csv', event.headers('creator'))).body),
      );
      expect(carpools).toEqual([
        {
          Driver: expect.any(String),
          'Driver E-mail': event.users.admin.email,
          From: 'Barcelona, airport',
          To: 'Villa Sol',
          Departure: '2025-06-12T12:00:00+00:00',
          Seats: expect.stringMatching(/^\d+$/),
          // The driver's seat and the passenger's.
          'Seats Taken': '2',
          Passengers: expect.any(String),
        },
      ]);

      const stay = await t
        .http()
        .post(`/api/events/${event.eventId}/stays`)
        .set(event.users.admin.auth)
        .send({
          kind: 'rental',
          name: '=Villa Sol',
          checkIn: '2025-06-12T14:00:00.000Z',
          checkOut: '2025-06-15T10:00:00.000Z',
          rooms: [{ name: 'Loft', capacity: 2 }],
        })
        .expect(201);
      const loft = stay.body.stay.rooms[0].id;
      await t
        .http()
        .post(`/api/stay-rooms/${loft}/sleepers`)
        .set(event.users.admin.auth)
        .send({ userId: event.users.attendee.id })
        .expect(200);
      const stays = byHeader(records((await download(event.eventId, 'stays.csv', event.headers('creator'))).body));
      expect(stays).toEqual([
        {
          Stay: "'=Villa Sol",
          Room: 'Loft',
          Person: expect.any(String),
          'Age Group': 'Adult',
          'Check-in': '2025-06-12T14:00:00+00:00',
          'Check-out': '2025-06-15T10:00:00+00:00',
        },
        // The admin and the creator have no bed yet.
        ...[1, 2].map(() => expect.objectContaining({ Stay: 'No bed yet', Room: '', 'Check-in': '', 'Check-out': '' })),
      ]);

      const { creator, admin, attendee } = event.users;
      await t
        .http()
        .post(`/api/events/${event.eventId}/expenses`)
        .set(admin.auth)
        .send({
          title: '=Tapas',
          amount: 7777,
          currency: 'EUR',
          rate: '1.0843',
          spentOn: '2025-06-13',
          payers: [{ userId: admin.id, amount: 7777 }],
          participants: [{ userId: admin.id }, { userId: attendee.id }, { userId: creator.id }],
        })
        .expect(201);
      const costs = byHeader(records((await download(event.eventId, 'costs.csv', event.headers('creator'))).body));
      expect(costs[0]).toEqual({
        Line: 'Expense',
        'Title or Person': "'=Tapas",
        Date: '2025-06-13',
        Amount: '77.77',
        Currency: 'EUR',
        Rate: '1.0843',
        'Amount in USD': '84.33',
        'Paid By': expect.stringMatching(/ 77\.77$/),
        Split: expect.stringMatching(/^Equally: .+ 25\.93; .+ 25\.92; .+ 25\.92$/),
        'Paid (USD)': '',
        'Owed (USD)': '',
        'Net (USD)': '',
      });
      expect(costs.slice(1)).toHaveLength(3);
      expect(costs.slice(1).map((row) => row.Line)).toEqual(['Balance', 'Balance', 'Balance']);
      expect(costs.slice(1).reduce((sum, row) => sum + Math.round(Number(row['Net (USD)']) * 100), 0)).toBe(0);
      expect(
        costs
          .slice(1)
          .map((row) => row['Paid (USD)'])
          .sort(),
      ).toEqual(['0', '0', '84.33']);

      const schedule = await download(event.eventId, 'schedule.ics', event.headers('creator'));
      expect(schedule.response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(schedule.response.headers.get('content-disposition')).toBe(
        'attachment; filename="sitges-trip-schedule.ics"',
      );
      const calendar = await t
        .http()
        .get(`/api/calendar/events/${event.eventId}.ics`)
        .set(event.users.creator.auth)
        .expect(200);
      const withoutStamp = (ics: string) => ics.replace(/DTSTAMP:\d{8}T\d{6}Z/g, '');
      expect(withoutStamp(schedule.body.toString())).toBe(withoutStamp(calendar.text));
    });
  });

  describe('spreadsheet safety', () => {
    /** Each dangerous start, at a cell's start and at a later line's, and each character that needs quotes. */
    const HOSTILE = [
      "KLM\n=cmd|' /C calc'!A0",
      '=HYPERLINK("http://evil.example","click")',
      '+31 6 1234 5678',
      '-2+3',
      '@SUM(A1:A9)',
      'Line one\n+1',
      'Line one\r\n-1',
      'Line one\r@here',
      'Line one\n\tindented',
      'Line one\n\r=1',
      'Comma, here',
      'Semi; colon',
      'Tab\there',
      'Say "hi"',
      'Two\nlines',
      'Carriage\rreturn',
    ];
    /** The API trims text, so these are stored directly. */
    const LEADING_WHITESPACE = ['\t=1+1', '\r=1+1'];

    it('keeps every cell of the flights, carpools and members spreadsheets whole and inert', async () => {
      const event = await createEventFixture(t, 'Hostile Trip');
      const { creator, admin, attendee } = event.users;
      const names = { [creator.id]: '-Creator', [admin.id]: '@admin', [attendee.id]: '\r=attendee' };
      for (const [id, name] of Object.entries(names)) {
        await t.db.query('UPDATE users SET "displayName" = $2 WHERE id = $1', [id, name]);
      }
      const airlines = [...HOSTILE, ...LEADING_WHITESPACE];
      for (const [i, airline] of airlines.entries()) {
        const arrival = new Date(Date.UTC(2027, 5, 10, 12, i)).toISOString();
        const posted = await t
          .http()
          .post(`/api/events/${event.eventId}/flights`)
          .set(attendee.auth)
          .send({
            airline: LEADING_WHITESPACE.includes(airline) ? 'KLM' : airline,
            flightNumber: 'KL1675',
            departure: LEADING_WHITESPACE.includes(airline) ? 'AMS' : airline,
            arrival: 'LIS',
            departureTime: '2027-06-10T09:00:00Z',
            arrivalTime: arrival,
          })
          .expect(201);
        await t.db.query('UPDATE flights SET airline = $2, departure = $2 WHERE id = $1', [
          posted.body.flight.id,
          airline,
        ]);
      }
      const places = HOSTILE.slice(0, 8);
      for (const [i, place] of places.entries()) {
        const carpool = await t
          .http()
          .post(`/api/events/${event.eventId}/carpools`)
          .set(admin.auth)
          .send({ fromLocation: place, toLocation: HOSTILE[i + 8], departureTime: `2027-06-1${i}T12:00:00Z` })
          .expect(201);
        await t.http().post(`/api/carpools/${carpool.body.carpool.id}/join`).set(attendee.auth).expect(200);
      }
      const notes = {
        eventDietaryNotes: HOSTILE[0],
        roomingPreferences: HOSTILE[6],
        transportationNotes: HOSTILE[9],
        specialRequests: HOSTILE[12],
      };
      await t
        .http()
        .put(`/api/events/${event.eventId}/users/${attendee.id}/profile`)
        .set(attendee.auth)
        .send({ ...notes, profileVisibility: 'event_members' })
        .expect(200);

      const files = await Promise.all(
        ['flights.csv', 'carpools.csv', 'members.csv'].map(async (file) => {
          const { body } = await download(event.eventId, file, event.headers('creator'));
          const rows = spreadsheetRows(body);
          expectWholeAndInert(rows);
          return { text: body.toString('utf8'), rows: byHeader(rows) };
        }),
      );
      const [flights, carpools, members] = files as [(typeof files)[0], (typeof files)[0], (typeof files)[0]];

      expect(flights.rows.map((row) => [row.Airline, row.From, row.Traveller])).toEqual(
        airlines.map((airline) => [inert(airline), inert(airline), "'\r=attendee"]),
      );
      expect(carpools.rows.map((row) => [row.Driver, row.From, row.To, row.Passengers])).toEqual(
        places.map((place, i) => ["'@admin", inert(place), inert(HOSTILE[i + 8]!), "'\r=attendee"]),
      );
      expect(members.rows.map((row) => row.Name)).toEqual(["'-Creator", "'@admin", "'\r=attendee"]);
      expect(members.rows[2]).toMatchObject({
        'Dietary Notes': inert(notes.eventDietaryNotes!),
        'Rooming Preferences': inert(notes.roomingPreferences!),
        Transportation: inert(notes.transportationNotes!),
        'Special Requests': inert(notes.specialRequests!),
      });
      // Neutralised cells and cells holding a separator, a quote or a line break are quoted in the file.
      for (const airline of airlines) expect(flights.text).toContain(`,${quoted(airline)},`);
      for (const name of Object.values(names)) expect(members.text).toContain(quoted(name));
    });
  });

  describe('times', () => {
    it('writes every time of every file in the event’s time zone with its offset', async () => {
      const event = await createEventFixture(t, 'Lisbon Reunion');
      const { creator, admin, attendee } = event.users;
      await t
        .http()
        .put(`/api/events/${event.eventId}`)
        .set(admin.auth)
        .send({ timeZone: 'Europe/Lisbon' })
        .expect(200);
      await t
        .http()
        .post(`/api/events/${event.eventId}/flights`)
        .set(attendee.auth)
        .send({
          airline: 'TAP',
          flightNumber: 'TP1331',
          departure: 'LIS',
          arrival: 'LHR',
          departureTime: '2027-06-10T12:00:00.000Z',
          arrivalTime: '2027-06-10T14:30:00Z',
        })
        .expect(201);
      await t
        .http()
        .post(`/api/events/${event.eventId}/carpools`)
        .set(admin.auth)
        .send({ fromLocation: 'Airport', toLocation: 'Sintra', departureTime: '2027-01-15T09:30:00Z' })
        .expect(201);
      // Either side of the spring and autumn clock changes.
      const joined: [string, string, string][] = [
        [creator.id, '2027-03-28T00:30:00Z', '2027-03-28T00:30:00+00:00'],
        [admin.id, '2027-03-28T01:30:00Z', '2027-03-28T02:30:00+01:00'],
        [attendee.id, '2026-10-25T00:30:00Z', '2026-10-25T01:30:00+01:00'],
      ];
      for (const [userId, at] of joined) {
        await t.db.query('UPDATE event_members SET "joinedAt" = $3 WHERE "eventId" = $1 AND "userId" = $2', [
          event.eventId,
          userId,
          at,
        ]);
      }
      await t.db.query(
        `INSERT INTO photos ("eventId", "uploadedBy", filename, "objectPath", status, "uploadedAt")
         VALUES ($1, $2, 'late.jpg', 'gone', 'ready', '2027-06-10T23:30:00Z')`,
        [event.eventId, attendee.id],
      );

      const lisbonStay = await t
        .http()
        .post(`/api/events/${event.eventId}/stays`)
        .set(admin.auth)
        .send({
          kind: 'hotel',
          name: 'Pestana',
          checkIn: '2027-06-10T14:00:00Z',
          checkOut: '2027-10-31T10:00:00Z',
          rooms: [{ name: 'Suite', capacity: 3 }],
        })
        .expect(201);
      for (const userId of [creator.id, admin.id, attendee.id]) {
        await t
          .http()
          .post(`/api/stay-rooms/${lisbonStay.body.stay.rooms[0].id}/sleepers`)
          .set(admin.auth)
          .send({ userId })
          .expect(200);
      }

      const csv = async (file: string) =>
        byHeader(records((await download(event.eventId, file, event.headers('creator'))).body));
      const expected = {
        'flights.csv': [{ Departure: '2027-06-10T13:00:00+01:00', Arrival: '2027-06-10T15:30:00+01:00' }],
        'carpools.csv': [{ Departure: '2027-01-15T09:30:00+00:00' }],
        // Summer time at check-in, winter time at check-out.
        'stays.csv': [1, 2, 3].map(() => ({
          'Check-in': '2027-06-10T15:00:00+01:00',
          'Check-out': '2027-10-31T10:00:00+00:00',
        })),
        'members.csv': joined.map(([, , local]) => ({ Joined: local })),
      };
      for (const [file, rows] of Object.entries(expected)) {
        expect(await csv(file)).toEqual(rows.map((row) => expect.objectContaining(row)));
      }
      const photos = await unzip((await download(event.eventId, 'photos.zip', event.headers('creator'))).body);
      expect(byHeader(records(photos.get('photos/manifest.csv')!))).toEqual([
        expect.objectContaining({ File: '(no stored image)', Uploaded: '2027-06-11T00:30:00+01:00' }),
      ]);
      const everything = await unzip((await download(event.eventId, 'everything.zip', event.headers('creator'))).body);
      for (const [file, rows] of Object.entries(expected)) {
        expect(byHeader(records(everything.get(file)!))).toEqual(rows.map((row) => expect.objectContaining(row)));
      }
    });
  });

  describe('the photos archive', () => {
    it('holds each photo at the largest size still stored, and a manifest with captions and uploaders', async () => {
      const second = await uploadPhoto(t, f.users.admin, f.eventId, await png(120, 80), 'Boats, at dawn');
      const third = await uploadPhoto(t, f.users.creator, f.eventId, await png(90, 90), '=1+1');
      expect((await processed(t, second.id)).status).toBe('ready');
      expect((await processed(t, third.id)).status).toBe('ready');
      // A restore from backups of different moments: one original gone, one photo with no file at all.
      rmSync(storedFile(second.id, 'original.png'));
      rmSync(join(dataDir, 'objects', 'photos', third.id), { recursive: true });

      const { response, body } = await download(f.eventId, 'photos.zip', f.headers('creator'));
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="photo-party-photos.zip"');
      const entries = await unzip(body);
      expect([...entries.keys()]).toEqual(['photos/0001-photo.png', 'photos/0002-photo.jpg', 'photos/manifest.csv']);
      expect(entries.get('photos/0001-photo.png')).toEqual(readFileSync(storedFile(ready.id, 'original.png')));
      expect(entries.get('photos/0002-photo.jpg')).toEqual(readFileSync(storedFile(second.id, 'preview.jpg')));
      const manifest = byHeader(records(entries.get('photos/manifest.csv')!));
      expect(manifest).toEqual([
        expect.objectContaining({ File: '0001-photo.png', Caption: 'Sunset at the lake', Featured: 'No', Votes: '0' }),
        expect.objectContaining({ File: '0002-photo.jpg', Caption: 'Boats, at dawn' }),
        expect.objectContaining({ File: '(no stored image)', Caption: "'=1+1" }),
      ]);
      for (const row of manifest) {
        expect(row['Uploaded By']).not.toBe('');
        expect(row.Uploaded).toMatch(ZONED_TIME);
      }
    });

    it('puts everything in one archive', async () => {
      const { response, body } = await download(f.eventId, 'everything.zip', f.headers('creator'));
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="photo-party.zip"');
      const entries = await unzip(body);
      expect([...entries.keys()]).toEqual(
        expect.arrayContaining([
          'members.csv',
          'flights.csv',
          'carpools.csv',
          'stays.csv',
          'costs.csv',
          'schedule.ics',
          'photos/manifest.csv',
        ]),
      );
      expect([...entries.keys()].filter((name) => /^photos\/\d{4}-/.test(name)).length).toBeGreaterThanOrEqual(1);
      expect(byHeader(records(entries.get('members.csv')!)).map((row) => row['E-mail'])).toContain(
        f.users.attendee.email,
      );
      expect(entries.get('schedule.ics')!.toString()).toContain('BEGIN:VCALENDAR');
    });
  });
});
