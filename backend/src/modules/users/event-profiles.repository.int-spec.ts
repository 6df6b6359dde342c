import type { DataSource } from 'typeorm';
import { openTestDatabase, seedEvent, seedUser, type SeededUser } from '../../../test/support/test-database';
import { EventProfilesRepository } from './event-profiles.repository';

describe('EventProfilesRepository', () => {
  let db: DataSource;
  let profiles: EventProfilesRepository;
  let member: SeededUser;
  let eventId: string;

  beforeAll(async () => {
    db = await openTestDatabase();
    profiles = new EventProfilesRepository(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    member = await seedUser(db);
    eventId = await seedEvent(db, member.id);
  });

  it('creates a profile from the fields sent, the others at their defaults, and reads it back', async () => {
    const saved = await profiles.upsert(eventId, member.id, { eventNickname: 'Nic', eventAllergies: ['kiwi'] });
    const unset = (fields: string[]) => Object.fromEntries(fields.map((field) => [field, null]));
    // In the table's order, as the API has always sent them.
    const expected = {
      id: expect.any(String),
      eventId,
      userId: member.id,
      eventNickname: 'Nic',
      ...unset(['eventBio', 'role', 'roomingPreferences', 'transportationNotes', 'eventEmergencyContact']),
      ...unset(['eventEmergencyContactPhone', 'eventDietaryNotes']),
      eventAllergies: ['kiwi'],
      specialRequests: null,
      profileVisibility: 'event_members',
      isProfileComplete: false,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    };
    expect(saved).toEqual(expected);
    expect(Object.keys(saved)).toEqual(Object.keys(expected));
    expect(await profiles.find(eventId, member.id)).toEqual(saved);
    expect(await profiles.find(await seedEvent(db, member.id), member.id)).toBeUndefined();
  });

  it('changes only the fields sent, clears those sent as null, and moves updatedAt', async () => {
    const first = await profiles.upsert(eventId, member.id, { eventNickname: 'Nic', eventBio: 'Hi', role: 'Best Man' });
    const [[{ updatedAt: backdated }]] = await db.query(
      `UPDATE event_user_profiles SET "updatedAt" = now() - interval '1 hour' WHERE id = $1 RETURNING "updatedAt"`,
      [first.id],
    );
    const second = await profiles.upsert(eventId, member.id, { eventBio: null, isProfileComplete: true });
    expect(second).toMatchObject({
      id: first.id,
      eventNickname: 'Nic',
      eventBio: null,
      role: 'Best Man',
      isProfileComplete: true,
      createdAt: first.createdAt,
    });
    expect(second.updatedAt.getTime()).toBeGreaterThan(backdated.getTime());
    expect(await profiles.upsert(eventId, member.id, {})).toMatchObject({ id: first.id, role: 'Best Man' });
  });

  it('keeps every field of concurrent saves of different fields: one profile, nothing undone', async () => {
    const saves = await Promise.all([
      profiles.upsert(eventId, member.id, { eventNickname: 'Nic' }),
      profiles.upsert(eventId, member.id, { eventBio: 'Hello' }),
      profiles.upsert(eventId, member.id, { specialRequests: 'Window seat' }),
      profiles.upsert(eventId, member.id, { profileVisibility: 'organizers_only' }),
    ]);
    expect(new Set(saves.map((saved) => saved.id)).size).toBe(1);
    expect(await profiles.find(eventId, member.id)).toMatchObject({
      eventNickname: 'Nic',
      eventBio: 'Hello',
      specialRequests: 'Window seat',
      profileVisibility: 'organizers_only',
    });
  });

  it('knows who is a member of the event', async () => {
    const stranger = await seedUser(db);
    await seedEvent(db, stranger.id);
    expect(await profiles.isMember(eventId, member.id)).toBe(true);
    expect(await profiles.isMember(eventId, stranger.id)).toBe(false);
  });
});
